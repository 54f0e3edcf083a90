/** The generation modal's progress line and bar: the upload first, then the run's own count. */
import type { TextKey, TextValues } from '@/i18n/define-texts';
import { translate } from '@/i18n/language-store';
import { generationTexts } from '@/i18n/texts/generation';
import type { RunView } from '@core/runs';
import { runProgressPercent } from './run-state';

const tr = (key: TextKey<typeof generationTexts.en>, values?: TextValues) =>
  translate(generationTexts, key, values);

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
    ? tr('progressGenerated', { generated: run.generated, total: run.total }) +
      (run.failed > 0 ? tr('progressFailed', { failed: run.failed }) : '')
    : uploading
      ? tr('uploadingPhotos')
      : tr('checkingPhotos');
  // Before the run exists the bar shows the upload; then the run's own progress from zero.
  const percent = run ? runProgressPercent(run) : uploadPercent;
  return { text, uploading, uploadPercent, percent };
}

/**
 * The modal's line while a catalogue is made, with the running engine's own estimate: the spec's
 * "about 2 minutes" on AI engines, seconds on the offline studio engine. Without the estimate
 * (the config not loaded yet) it promises no time at all.
 */
export function waitText(catalogueSeconds: number | null): string {
  const lead = tr('waitLead');
  if (catalogueSeconds === null || catalogueSeconds <= 0) return lead;
  if (catalogueSeconds < 60) {
    const seconds = Math.max(5, Math.round(catalogueSeconds / 5) * 5);
    return lead + tr('waitSeconds', { seconds });
  }
  const minutes = Math.round(catalogueSeconds / 60);
  return lead + (minutes === 1 ? tr('waitAMinute') : tr('waitMinutes', { minutes }));
}
