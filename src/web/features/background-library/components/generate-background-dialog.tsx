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
  BACKGROUND_LIBRARY_TEXTS as TEXTS,
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
      const issues = parsed.error.issues.map((issue) => ({ message: issue.message }));
      toastMissingInformation(
        isMissingInformation(issues) ? TEXTS.missingMessage : parsed.error.issues[0]?.message,
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
          <DialogTitle>Generate Custom Background</DialogTitle>
          <DialogDescription>
            Describe a scene; it joins your library and the create page&apos;s backgrounds.
          </DialogDescription>
        </DialogHeader>

        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label="Prompt source">
            <TabsTrigger value="new">
              <PenLine aria-hidden />
              {TEXTS.newPrompt}
            </TabsTrigger>
            <TabsTrigger value="saved">
              <BookmarkCheck aria-hidden />
              {TEXTS.savedPrompts}
            </TabsTrigger>
          </TabsList>

          <TabsContent value="new" className="mt-5">
            <form id="generate-background-form" onSubmit={submit} noValidate className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
                <div className="grid gap-2">
                  <Label htmlFor="background-name">Name</Label>
                  <Input
                    id="background-name"
                    value={draft.name}
                    onChange={(event) => change({ name: event.target.value })}
                    placeholder="e.g. Monsoon Terrace"
                    maxLength={BACKGROUND_NAME_MAX}
                    autoComplete="off"
                    disabled={busy}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="background-category">Category</Label>
                  <CategorySelect
                    id="background-category"
                    value={draft.category}
                    onChange={(category) => change({ category })}
                    disabled={busy}
                  />
                </div>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="background-prompt">Description</Label>
                <Textarea
                  id="background-prompt"
                  value={draft.prompt}
                  onChange={(event) => change({ prompt: event.target.value })}
                  placeholder="e.g. a rain-washed rooftop terrace at dusk with potted palms and warm string lights"
                  maxLength={BACKGROUND_PROMPT_MAX}
                  rows={4}
                  disabled={busy}
                  aria-describedby={procedural ? 'background-engine-note' : undefined}
                />
                {procedural && (
                  <p id="background-engine-note" className="flex gap-2 text-xs text-stone-600">
                    <Info aria-hidden className="mt-px size-3.5 shrink-0 text-stone-500" />
                    <span>{TEXTS.scenesFromWords}</span>
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
                  {TEXTS.savePromptLabel}
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
            costNote={procedural ? TEXTS.quotaNoteOffline : TEXTS.quotaNote}
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
              {busy ? TEXTS.generating : TEXTS.generate}
            </Button>
          </DialogCostFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
