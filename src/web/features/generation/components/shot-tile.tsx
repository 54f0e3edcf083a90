import { useLibraryNames } from '@/i18n/library-names';
import { generationTexts } from '@/i18n/texts/generation';
import { useServerMessage } from '@/i18n/server-message';
import { useTexts } from '@/i18n/use-texts';
import { AlertCircle, Ban, Expand, Hourglass, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { AiMadeCaption } from '@/components/ai-made-caption';
import { CheckWarningBadges } from '@/components/check-warning-badges';
import { RegenerateShotButton } from '@/components/regenerate/regenerate-shot-button';
import { ReportShotButton } from '@/components/report-shot/report-shot-button';
import { useImagesLeft } from '@/features/usage/api/get-usage';
import { RegeneratingOverlay } from '@/components/regenerate/regenerating-overlay';
import { cn } from '@/lib/cn';
import { isRegenerating } from '@core/regeneration';
import type { ShotView } from '@core/runs';
import { failedACheck, type ReportShotInput, type ShotReportView } from '@core/shot-reports';
import { shotPreviewSrc } from '../run-state';

/** A finished image that fades in once loaded; width and height keep the tile from shifting. */
function ShotImage({ src, alt }: { src: string; alt: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <img
      src={src}
      alt={alt}
      width={400}
      height={500}
      decoding="async"
      onLoad={() => setLoaded(true)}
      className={cn(
        'absolute inset-0 size-full object-cover transition-opacity duration-500',
        loaded ? 'opacity-100' : 'opacity-0',
      )}
    />
  );
}

/**
 * One 4:5 tile per shot: waiting, generating, waiting for the image service, failed (with its reason), cancelled, or the image.
 * A finished run's images can be made again (`onRegenerate`, decision 122): the image stays,
 * covered by 'Regenerating…', until the new one replaces it.
 */
export function ShotTile({
  shot,
  onOpen,
  onRegenerate,
  requesting = false,
  reporting,
  madeByAi = false,
}: {
  shot: ShotView;
  /** Made by an AI engine (decision 255): a caption below the finished image says so. */
  madeByAi?: boolean;
  onOpen?: () => void;
  onRegenerate?: () => void;
  /** The regeneration request is on its way. */
  requesting?: boolean;
  /** A finished run's image can be reported (decision 263): its report, if any, and the sender. */
  reporting?: {
    report: ShotReportView | undefined;
    monthlyLimit: number | undefined;
    onReport: (input: ReportShotInput) => Promise<ShotReportView>;
  };
}) {
  const imagesLeft = useImagesLeft();
  const t = useTexts(generationTexts);
  const say = useServerMessage();
  const pose = useLibraryNames().shot(shot.shotId, shot.name);
  const src = shot.status === 'complete' ? shotPreviewSrc(shot) : null;
  const regenerating = isRegenerating(shot.regeneration);
  const frame = 'relative aspect-[4/5] w-full overflow-hidden rounded-lg border border-border';
  let body;
  if (src) {
    body = (
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          frame,
          'group block bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
        aria-label={t('viewFullScreen', { name: pose })}
      >
        <ShotImage key={src} src={src} alt={pose} />
        {regenerating && <RegeneratingOverlay />}
        <span className="absolute top-2 right-2 rounded-full bg-ink/60 p-1.5 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
          <Expand aria-hidden className="size-4" />
        </span>
      </button>
    );
  } else if (shot.status === 'generating') {
    body = (
      <div className={cn(frame, 'flex flex-col items-center justify-center gap-2 bg-stone-100')}>
        <div
          aria-hidden
          className="absolute inset-0 animate-pulse bg-gradient-to-br from-stone-100 via-primary-soft to-stone-100"
        />
        <Loader2 aria-hidden className="relative size-6 animate-spin text-primary" />
        <span className="relative text-xs font-medium text-stone-700">{t('shotGenerating')}</span>
      </div>
    );
  } else if (shot.status === 'throttled') {
    // Its turn with the image service is shared by every worker (decision 190): it goes on by itself.
    body = (
      <div
        className={cn(
          frame,
          'flex flex-col items-center justify-center gap-2 bg-stone-100 p-3 text-center',
        )}
      >
        <Hourglass aria-hidden className="size-5 text-stone-500" />
        <span className="text-xs font-medium text-stone-700">{t('shotThrottled')}</span>
      </div>
    );
  } else if (shot.status === 'failed') {
    body = (
      <div
        className={cn(
          frame,
          'flex flex-col items-center justify-center gap-2 bg-destructive-soft p-3 text-center',
        )}
      >
        <AlertCircle aria-hidden className="size-6 text-destructive" />
        <span className="text-xs font-semibold text-destructive">{t('shotFailed')}</span>
        <span className="line-clamp-4 text-xs text-stone-700">
          {shot.failureReason
            ? say({ message: shot.failureReason, ...shot.failureMessage })
            : t('imageFailed')}
        </span>
      </div>
    );
  } else if (shot.status === 'cancelled') {
    body = (
      <div
        className={cn(
          frame,
          'flex flex-col items-center justify-center gap-2 bg-stone-50 text-stone-500',
        )}
      >
        <Ban aria-hidden className="size-5" />
        <span className="text-xs">{t('shotNotGenerated')}</span>
      </div>
    );
  } else {
    body = (
      <div className={cn(frame, 'flex items-center justify-center bg-stone-100')}>
        <span className="text-xs text-stone-500">{t('shotWaiting')}</span>
      </div>
    );
  }
  return (
    <li
      className="min-w-0"
      data-status={shot.status}
      data-regenerating={regenerating || undefined}
      data-testid="shot-tile"
    >
      {body}
      <p className="mt-1.5 truncate text-xs font-medium text-stone-700" title={pose}>
        {pose}
      </p>
      {madeByAi && shot.status === 'complete' && <AiMadeCaption />}
      {onRegenerate && shot.status === 'complete' && (
        <RegenerateShotButton
          pose={pose}
          busy={requesting || regenerating}
          onClick={onRegenerate}
          imagesLeft={imagesLeft}
          className="-ml-2"
        />
      )}
      {reporting && shot.status === 'complete' && (
        <ReportShotButton
          pose={pose}
          report={reporting.report}
          failedCheck={failedACheck(shot)}
          monthlyLimit={reporting.monthlyLimit}
          onReport={reporting.onReport}
          className="-ml-2"
        />
      )}
      {shot.status === 'complete' && (
        <CheckWarningBadges
          colourWarning={shot.colourWarning}
          printWarning={shot.printWarning}
          className="mt-1"
        />
      )}
      {shot.note && <p className="line-clamp-2 text-xs text-stone-500">{shot.note}</p>}
    </li>
  );
}
