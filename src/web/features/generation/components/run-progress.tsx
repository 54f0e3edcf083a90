import { generationTexts } from '@/i18n/texts/generation';
import { useTexts } from '@/i18n/use-texts';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ModalProgress } from '../progress-text';

/** The modal's status line (a polite live region) and its progress bar. */
export function RunProgress({
  progress,
  finished,
  polling,
  someFailed,
}: {
  progress: ModalProgress;
  finished: boolean;
  /** The stream dropped and the run is being polled. */
  polling: boolean;
  someFailed: boolean;
}) {
  const { text, uploading, uploadPercent, percent } = progress;
  const t = useTexts(generationTexts);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p
          role="status"
          aria-live="polite"
          className="flex items-center gap-2 font-medium tabular-nums"
          data-testid="run-progress"
        >
          {finished ? (
            <CheckCircle2 aria-hidden className="size-4 text-success" />
          ) : (
            <Loader2 aria-hidden className="size-4 animate-spin text-primary" />
          )}
          {text}
          {/* Shown, not announced: a live region changing every 1% would flood a screen
              reader; the progress bar below carries the value. */}
          {uploading && <span aria-hidden>{uploadPercent}%</span>}
        </p>
        {polling && !finished && <p className="text-xs text-stone-500">{t('livePaused')}</p>}
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-stone-200"
        role="progressbar"
        aria-label={t('catalogueProgress')}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500',
            someFailed && finished ? 'bg-accent' : 'bg-primary',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
