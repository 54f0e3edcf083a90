/** The generation modal's progress line and bar: the upload first, then the run's own count. */
import type { RunView } from '@core/runs';
import { runProgressPercent } from './run-state';

export interface ModalProgress {
  /** The status line, e.g. '3/5 images generated, 1 failed'. */
  text: string;
  /** The photos are still being sent: the line also shows uploadPercent. */
  uploading: boolean;
  uploadPercent: number;
  /** The bar, 0 to 100. */
  percent: number;
}

/**
 * `uploaded` is the share of the photos sent (0 to 1) while the run does not exist yet, or null
 * once the upload is over.
 */
export function modalProgress(
  run: Pick<RunView, 'generated' | 'failed' | 'total' | 'status'> | null,
  uploaded: number | null,
): ModalProgress {
  const uploadPercent = uploaded !== null ? Math.floor(uploaded * 100) : 100;
  const uploading = !run && uploadPercent < 100;
  const text = run
    ? `${run.generated}/${run.total} images generated${run.failed > 0 ? `, ${run.failed} failed` : ''}`
    : uploading
      ? 'Uploading your photos…'
      : 'Checking your photos…';
  // Before the run exists the bar shows the upload; then the run's own progress from zero.
  const percent = run ? runProgressPercent(run) : uploadPercent;
  return { text, uploading, uploadPercent, percent };
}
