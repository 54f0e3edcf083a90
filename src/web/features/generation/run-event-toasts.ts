/**
 * The toasts the generation modal raises as a run's events arrive (docs/product.md §11). The
 * texts are chosen by pure functions so the rules are tested without a toaster.
 */
import { toast } from 'sonner';
import { toastImageGenerated } from './generation-toasts';
import { stoppedDescription, type RunEvent } from './run-state';

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
      title: 'Generation Stopped',
      description: stoppedDescription(event.generated),
    };
  }
  if (event.generated === 0) {
    return {
      tone: 'error',
      title: 'Generation Failed',
      description: 'Unable to generate images. Please try again.',
    };
  }
  const failed = event.failed > 0 ? ` ${event.failed} could not be made and were not counted.` : '';
  return {
    tone: 'success',
    title: 'Generation Complete',
    description: `${event.generated} of ${event.total} images are ready.${failed}`,
  };
}

/** 'Generation Stopped' for a stop the user asked for, with what was made until then. */
export const stoppedToast = (generated: number): ToastText => ({
  tone: 'info',
  title: 'Generation Stopped',
  description: stoppedDescription(generated),
});

export function showToast({ tone, title, description }: ToastText) {
  toast[tone](title, { description });
}

/** Raises the toast an event calls for; a failed image says nothing (its tile does). */
export function toastRunEvent(event: RunEvent, runId: string) {
  if (event.type === 'shot_complete') {
    toastImageGenerated(runId, event.pose, event.position, event.total);
  } else if (event.type === 'finished') {
    showToast(finishedToast(event));
  }
}

/** The server's 'error' message on the stream. */
export const toastStreamError = (message: string) =>
  showToast({ tone: 'error', title: 'Generation Error', description: message });
