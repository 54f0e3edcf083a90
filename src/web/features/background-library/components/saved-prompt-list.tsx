import { useLibraryNames } from '@/i18n/library-names';
import { useTexts } from '@/i18n/use-texts';
import { backgroundsTexts } from '@/i18n/texts/backgrounds';
import { Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { SavedPromptView } from '@core/background-library';
import { useDeletePrompt } from '../api/delete-prompt';
import { useSavedPrompts } from '../api/get-saved-prompts';

/** The dialog's Saved Prompts: name, text and category, each with Use and Delete. */
export function SavedPromptList({
  enabled,
  onUse,
}: {
  enabled: boolean;
  onUse: (prompt: SavedPromptView) => void;
}) {
  const t = useTexts(backgroundsTexts);
  const names = useLibraryNames();
  const prompts = useSavedPrompts(enabled);
  const deletion = useDeletePrompt();

  // docs/product.md §11: a failure to load prompts is only logged.
  useEffect(() => {
    if (prompts.error) console.error('Saved prompts could not be loaded', prompts.error);
  }, [prompts.error]);

  if (prompts.isPending && enabled)
    return (
      <ul aria-busy aria-label={t('loadingPrompts')} className="space-y-2">
        {[0, 1].map((i) => (
          <li key={i} className="space-y-2 rounded-lg border border-border p-3">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-5/6" />
          </li>
        ))}
      </ul>
    );

  const list = prompts.data ?? [];
  if (list.length === 0)
    return <p className="py-8 text-center text-sm text-stone-600">{t('noSavedPrompts')}</p>;

  return (
    <ul aria-label={t('savedPrompts')} className="max-h-80 space-y-2 overflow-y-auto pr-1">
      {list.map((prompt) => (
        <li key={prompt.id} className="flex items-start gap-2 rounded-lg border border-border p-3">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="truncate text-sm font-semibold">{prompt.name}</p>
              <Badge variant="secondary">{names.category(prompt.category)}</Badge>
            </div>
            <p className="mt-1 line-clamp-2 text-sm break-words text-stone-600">{prompt.prompt}</p>
          </div>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => onUse(prompt)}
            aria-label={t('useName', { name: prompt.name })}
          >
            {t('use')}
          </Button>
          <button
            type="button"
            onClick={() => deletion.mutate(prompt.id)}
            aria-label={t('deletePromptName', { name: prompt.name })}
            className={cn(
              buttonVariants({ variant: 'ghost', size: 'icon' }),
              'size-9 text-destructive hover:bg-destructive-soft',
            )}
          >
            <Trash2 aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
