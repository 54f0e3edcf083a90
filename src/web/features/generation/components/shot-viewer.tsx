import { useTexts } from '@/i18n/use-texts';
import { generationTexts } from '@/i18n/texts/generation';
import { useLibraryNames } from '@/i18n/library-names';
import { Download } from 'lucide-react';
import { useRef } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { singleImageName, type ShotView } from '@core/runs';
import { shotPreviewSrc } from '../run-state';

/** Full-screen, looping carousel of the finished images, with arrow keys, swipe and a download per image. */
export function ShotViewer({
  shots,
  startIndex,
  onClose,
}: {
  shots: ShotView[];
  startIndex: number;
  onClose: () => void;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  const names = useLibraryNames();
  const t = useTexts(generationTexts);
  const slides = shots.map((shot) => (
    <figure key={shot.index} className="flex flex-col items-center gap-3 px-2">
      <img
        src={shotPreviewSrc(shot) ?? ''}
        alt={names.shot(shot.shotId, shot.name)}
        width={800}
        height={1000}
        className="h-auto max-h-[calc(100dvh-12rem)] w-auto max-w-full rounded-lg bg-stone-700 object-contain"
      />
      <figcaption className="flex flex-wrap items-center justify-center gap-3 text-sm text-ivory">
        <span className="font-medium">{names.shot(shot.shotId, shot.name)}</span>
        {shot.imageUrl && (
          <a
            href={shot.imageUrl}
            download={singleImageName(shot.name)}
            className="inline-flex h-9 items-center gap-1.5 rounded-full bg-card px-4 text-sm font-medium text-ink hover:bg-stone-100"
          >
            <Download aria-hidden className="size-4" />
            {t('download')}
            <span className="sr-only"> {names.shot(shot.shotId, shot.name)}</span>
          </a>
        )}
      </figcaption>
    </figure>
  ));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        ref={contentRef}
        className="top-0 left-0 h-dvh max-h-none w-screen grid-cols-[minmax(0,1fr)] max-w-none translate-x-0 translate-y-0 content-center rounded-none bg-ink/95 p-4 sm:p-8 [&>button:last-child]:bg-card [&>button:last-child]:text-ink"
        onOpenAutoFocus={(event) => {
          // Focus inside the carousel, so the arrow keys move it at once.
          event.preventDefault();
          contentRef.current
            ?.querySelector<HTMLElement>('button[aria-label="Next slide"]')
            ?.focus();
        }}
      >
        <DialogTitle className="sr-only">Your catalogue images</DialogTitle>
        <DialogDescription className="sr-only">
          Use the arrow keys or swipe to move between images.
        </DialogDescription>
        <Carousel
          slides={slides}
          label="Catalogue images"
          loop={shots.length > 1}
          startIndex={startIndex}
          className="[&_[aria-live]]:text-stone-200 [&_button]:text-ink"
        />
      </DialogContent>
    </Dialog>
  );
}
