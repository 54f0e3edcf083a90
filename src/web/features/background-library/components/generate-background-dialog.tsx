import { saidOfIssue, useServerMessage } from '@/i18n/server-message';
import { useTexts } from '@/i18n/use-texts';
import { backgroundsTexts } from '@/i18n/texts/backgrounds';
import { BookmarkCheck, Info, Loader2, PenLine, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DialogCostFooter } from '@/components/ui/dialog-cost-footer';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import {
  BACKGROUND_NAME_MAX,
  BACKGROUND_PROMPT_MAX,
  isMissingInformation,
  type BackgroundGenerator,
  type SavedPromptView,
} from '@core/background-library';
import { DEFAULT_BACKGROUND_CATEGORY, type BackgroundCategory } from '@core/backgrounds';
import { generateBackgroundSchema, useGenerateBackground } from '../api/generate-background';
import { useSavePrompt } from '../api/save-prompt';
import {
  toastBackgroundGenerated,
  toastGenerationError,
  toastMissingInformation,
  toastPromptSaveFailed,
  toastPromptSaved,
} from '../background-toasts';
import { CategorySelect } from './category-select';
import { SavedPromptList } from './saved-prompt-list';

type Tab = 'new' | 'saved';

interface Draft {
  name: string;
  category: BackgroundCategory;
  prompt: string;
}

const EMPTY_DRAFT: Draft = { name: '', category: DEFAULT_BACKGROUND_CATEGORY, prompt: '' };

/**
 * 'Generate Custom' (docs/product.md §7 and §11): a new prompt (name, category, description, and 'Save
 * this prompt for future use') or one of the saved prompts. It says before the click that one
 * image of the quota is used, or, with the studio engine, that the scene is chosen from the
 * words and costs nothing (decision 180); the toast then names the preset and why. The button stays disabled until the name and the description are filled in.
 */
export function GenerateBackgroundDialog({
  open,
  onOpenChange,
  generator,
  remaining,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  generator: BackgroundGenerator | undefined;
  /** Images left this month, when known. */
  remaining: number | undefined;
}) {
  const t = useTexts(backgroundsTexts);
  const say = useServerMessage();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('new');
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [keepPrompt, setKeepPrompt] = useState(false);
  const generation = useGenerateBackground();
  const saving = useSavePrompt();
  const busy = generation.isPending || saving.isPending;
  const filledIn = draft.name.trim() !== '' && draft.prompt.trim() !== '';
  const procedural = generator?.method === 'procedural';

  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  function applySavedPrompt(prompt: SavedPromptView) {
    setDraft({ name: prompt.name, category: prompt.category, prompt: prompt.prompt });
    setTab('new');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = generateBackgroundSchema.safeParse(draft);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ key: saidOfIssue(issue).key }));
      toastMissingInformation(
        isMissingInformation(issues)
          ? t('missingMessage')
          : parsed.error.issues[0] && say(saidOfIssue(parsed.error.issues[0])),
      );
      return;
    }
    const input = {
      name: parsed.data.name,
      prompt: parsed.data.prompt,
      category: parsed.data.category,
    };
    if (keepPrompt) {
      try {
        await saving.mutateAsync(input);
        toastPromptSaved();
      } catch {
        toastPromptSaveFailed();
      }
    }
    generation.mutate(input, {
      onSuccess: ({ background, imagesUsed, reason }) => {
        toastBackgroundGenerated(background.name, { imagesUsed, reason });
        setDraft(EMPTY_DRAFT);
        setKeepPrompt(false);
        onOpenChange(false);
      },
      onError: (error) => toastGenerationError(error, navigate),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('dialogTitle')}</DialogTitle>
          <DialogDescription>{t('dialogDescription')}</DialogDescription>
        </DialogHeader>

        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label={t('promptSource')}>
            <TabsTrigger value="new">
              <PenLine aria-hidden />
              {t('newPrompt')}
            </TabsTrigger>
            <TabsTrigger value="saved">
              <BookmarkCheck aria-hidden />
              {t('savedPrompts')}
            </TabsTrigger>
          </TabsList>

          <TabsContent value="new" className="mt-5">
            <form id="generate-background-form" onSubmit={submit} noValidate className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
                <div className="grid gap-2">
                  <Label htmlFor="background-name">{t('nameLabel')}</Label>
                  <Input
                    id="background-name"
                    value={draft.name}
                    onChange={(event) => change({ name: event.target.value })}
                    placeholder={t('namePlaceholder')}
                    maxLength={BACKGROUND_NAME_MAX}
                    autoComplete="off"
                    disabled={busy}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="background-category">{t('categoryLabel')}</Label>
                  <CategorySelect
                    id="background-category"
                    value={draft.category}
                    onChange={(category) => change({ category })}
                    disabled={busy}
                  />
                </div>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="background-prompt">{t('descriptionLabel')}</Label>
                <Textarea
                  id="background-prompt"
                  value={draft.prompt}
                  onChange={(event) => change({ prompt: event.target.value })}
                  placeholder={t('promptPlaceholder')}
                  maxLength={BACKGROUND_PROMPT_MAX}
                  rows={4}
                  disabled={busy}
                  aria-describedby={procedural ? 'background-engine-note' : undefined}
                />
                {procedural && (
                  <p id="background-engine-note" className="flex gap-2 text-xs text-stone-600">
                    <Info aria-hidden className="mt-px size-3.5 shrink-0 text-stone-500" />
                    <span>{t('scenesFromWords')}</span>
                  </p>
                )}
              </div>
              <div className="flex items-center gap-2.5">
                <Checkbox
                  id="background-keep-prompt"
                  checked={keepPrompt}
                  onCheckedChange={(checked) => setKeepPrompt(checked === true)}
                  disabled={busy}
                />
                <Label htmlFor="background-keep-prompt" className="font-normal">
                  {t('savePromptLabel')}
                </Label>
              </div>
            </form>
          </TabsContent>

          <TabsContent value="saved" className="mt-5">
            <SavedPromptList enabled={open} onUse={applySavedPrompt} />
          </TabsContent>
        </Tabs>

        {tab === 'new' && (
          <DialogCostFooter
            costNote={procedural ? t('quotaNoteOffline') : t('quotaNote')}
            remaining={remaining}
            onCancel={() => onOpenChange(false)}
            busy={busy}
          >
            <Button
              type="submit"
              form="generate-background-form"
              disabled={busy || !filledIn}
              className="flex-[2] sm:flex-none"
            >
              {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Sparkles aria-hidden />}
              {busy ? t('generating') : t('generate')}
            </Button>
          </DialogCostFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
