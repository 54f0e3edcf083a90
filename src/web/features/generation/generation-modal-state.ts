/**
 * The generation modal's stop/close rules (docs/product.md §2): closing a run that is still going
 * asks first, and 'Stop generating' then aborts the upload, stops the run, or just closes when the
 * run finished while the question was open. Pure, so the component only carries the steps out.
 */
import type { TextKey, TextValues } from '@/i18n/define-texts';
import { translate } from '@/i18n/language-store';
import { generationTexts } from '@/i18n/texts/generation';
import type { RunView } from '@core/runs';

const tr = (key: TextKey<typeof generationTexts.en>, values?: TextValues) =>
  translate(generationTexts, key, values);

export interface StopCloseState {
  /** 'Stop generating?' is open. */
  confirmOpen: boolean;
  /** The stop was sent and its answer is awaited: the modal stays until it comes. */
  stopping: boolean;
}

export const initialStopCloseState: StopCloseState = { confirmOpen: false, stopping: false };

export type StopCloseAction =
  { type: 'ask' } | { type: 'confirm-open-changed'; open: boolean } | { type: 'stop-sent' };

export function stopCloseReducer(state: StopCloseState, action: StopCloseAction): StopCloseState {
  switch (action.type) {
    case 'ask':
      return { ...state, confirmOpen: true };
    case 'confirm-open-changed':
      return { ...state, confirmOpen: action.open };
    case 'stop-sent':
      return { ...state, stopping: true };
  }
}

/** What closing the modal (X, Escape, outside click, Close) leads to. */
export type CloseStep = 'ignore' | 'ask' | 'close';

export function closeStep(state: StopCloseState, finished: boolean): CloseStep {
  if (state.stopping) return 'ignore';
  return finished ? 'close' : 'ask';
}

/** What confirming 'Stop generating' leads to. */
export type StopStep =
  /** No run yet: the upload is aborted and nothing was counted. */
  | { kind: 'cancel-upload' }
  /** It finished while the question was open: nothing is left to stop. */
  | { kind: 'close' }
  | { kind: 'stop'; runId: string };

export function stopStep(run: Pick<RunView, 'id'> | null, finished: boolean): StopStep {
  if (!run) return { kind: 'cancel-upload' };
  if (finished) return { kind: 'close' };
  return { kind: 'stop', runId: run.id };
}

/** The question's description: what stopping keeps and counts. */
export function stopQuestion(generated: number): string {
  return generated > 0 ? tr('stopQuestionKept', { count: generated }) : tr('stopQuestionNone');
}
