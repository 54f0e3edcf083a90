/**
 * The toasts the generation modal raises as a run's events arrive (docs/product.md §11). The
 * texts are chosen by pure functions so the rules are tested without a toaster.
 */
import type { TextKey, TextValues } from '@/i18n/define-texts';
import { translate } from '@/i18n/language-store';
import { serverMessage, type ServerSaid } from '@/i18n/server-message';
import { generationTexts } from '@/i18n/texts/generation';
import { toast } from 'sonner';
import { runProgressToastId, toastImageGenerated } from './generation-toasts';
import { stoppedDescription, type RunEvent } from './run-state';

const tr = (key: TextKey<typeof generationTexts.en>, values?: TextValues) =>
  translate(generationTexts, key, values);

export type FinishedEvent = Extract<RunEvent, { type: 'finished' }>;

export interface ToastText {
  tone: 'info' | 'success' | 'error';
  title: string;
  description: string;
}

/** The one toast that says how a run ended: stopped, nothing made, or how many images are ready. */
export function finishedToast(event: FinishedEvent): ToastText {
  if (event.status === 'stopped') {
    return {
      tone: 'info',
      title: tr('generationStopped'),
      description: stoppedDescription(event.generated),
    };
  }
  if (event.generated === 0) {
    return {
      tone: 'error',
      title: tr('generationFailed'),
      description: tr('unableToGenerate'),
    };
  }
  const failed = event.failed > 0 ? tr('someNotMade', { failed: event.failed }) : '';
  return {
    tone: 'success',
    title: tr('generationComplete'),
    description: tr('imagesReady', { generated: event.generated, total: event.total }) + failed,
  };
}

/** 'Generation Stopped' for a stop the user asked for, with what was made until then. */
export const stoppedToast = (generated: number): ToastText => ({
  tone: 'info',
  title: tr('generationStopped'),
  description: stoppedDescription(generated),
});

export function showToast({ tone, title, description }: ToastText, id?: string) {
  toast[tone](title, { description, id });
}

/**
 * How far each run's progress toast has got: a count never goes back ('(3/5)' after '(4/5)'
 * from a late poll) and nothing follows the finish.
 */
const shown = new Map<string, { position: number; finished: boolean }>();

/** Forgets every run's progress (a page's tests reuse one run id; the app never needs it). */
export function forgetRunToasts() {
  shown.clear();
}

/**
 * Raises the toast an event calls for; a failed image says nothing (its tile does). The progress
 * toast is one toast per run, counted up as images arrive, and the finish replaces it in place,
 * so 'Generation Complete' can never sit above a '(5/5)' that came later.
 */
export function toastRunEvent(event: RunEvent, runId: string) {
  const seen = shown.get(runId) ?? { position: 0, finished: false };
  if (seen.finished) return;
  if (event.type === 'shot_complete') {
    if (event.position <= seen.position) return;
    shown.set(runId, { ...seen, position: event.position });
    toastImageGenerated(runId, event.pose, event.position, event.total);
  } else if (event.type === 'finished') {
    shown.set(runId, { ...seen, finished: true });
    showToast(finishedToast(event), runProgressToastId(runId));
  }
}

/** The server's 'error' message on the stream, said in the page's language (decision 275). */
export const toastStreamError = (said: ServerSaid) =>
  showToast({ tone: 'error', title: tr('generationError'), description: serverMessage(said) });
