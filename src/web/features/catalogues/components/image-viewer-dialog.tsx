import { useLibraryNames } from '@/i18n/library-names';
import { translate } from '@/i18n/language-store';
import { cataloguesTexts } from '@/i18n/texts/catalogues';
import { useTexts } from '@/i18n/use-texts';
import { catalogueDetailTexts } from '@/i18n/texts/catalogue-detail';
import { Download, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { AiMadeCaption } from '@/components/ai-made-caption';
import { buttonVariants } from '@/components/ui/button';
import { Carousel } from '@/components/ui/carousel';
import { cn } from '@/lib/cn';
import { singleImageName, type CatalogueImageView } from '@core/runs';

/**
 * The catalogue's images full screen: a looping carousel (swipe, arrow keys, buttons) with the
 * pose name, a download of each HD PNG and, for an AI engine's image, the caption that says so. The preview shows blurred until the PNG arrives.
 */
export function ImageViewerDialog({
  title,
  images,
  startIndex,
  onClose,
}: {
  title: string;
  images: CatalogueImageView[];
  /** The image to open at; null keeps the viewer closed. */
  startIndex: number | null;
  onClose: () => void;
}) {
  const t = useTexts(catalogueDetailTexts);
  const names = useLibraryNames();
  const contentRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(startIndex ?? 0);
  const [openedAt, setOpenedAt] = useState(startIndex);
  if (openedAt !== startIndex) {
    // Opened at another image: the caption follows at once (React's "adjust state on prop change").
    setOpenedAt(startIndex);
    setIndex(startIndex ?? 0);
  }
  const current = images[index] ?? images[0];

  /** Arrow keys work wherever the focus is in the viewer, not only inside the carousel. */
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const region = contentRef.current?.querySelector('[aria-roledescription="carousel"]');
    if (!region || region.contains(event.target as Node)) return;
    const label = event.key === 'ArrowLeft' ? 'Previous slide' : 'Next slide';
    region.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)?.click();
  }

  return (
    <DialogPrimitive.Root
      open={startIndex !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ivory" />
        <DialogPrimitive.Content
          ref={contentRef}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={(event) => {
            // Start on the carousel's Next button, so arrow keys and Tab begin in the carousel.
            event.preventDefault();
            contentRef.current
              ?.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')
              ?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col bg-ivory outline-none"
        >
          <header className="flex items-center gap-3 border-b border-border px-4 py-3 sm:px-6">
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="truncate font-display text-lg font-semibold sm:text-xl">
                {title}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="truncate text-sm text-stone-600">
                {current
                  ? t('viewerPosition', {
                      pose: names.shot(current.shotId, current.poseName),
                      position: index + 1,
                      total: images.length,
                    })
                  : ''}
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close
              className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }))}
              aria-label={t('closeViewer')}
            >
              <X aria-hidden />
            </DialogPrimitive.Close>
          </header>
          {startIndex !== null && (
            <Carousel
              key={startIndex}
              label={t('imagesOf', { title })}
              loop
              startIndex={startIndex}
              onIndexChange={setIndex}
              className="flex flex-1 flex-col justify-center py-4"
              slides={images.map((image) => (
                <figure key={image.id} className="flex flex-col items-center gap-3 px-4 sm:px-12">
                  <div
                    className={cn(
                      'flex w-full items-center justify-center',
                      // The AI caption is one more line below: the picture gives it the room.
                      image.madeByAi ? 'h-[calc(100dvh-15rem)]' : 'h-[calc(100dvh-13rem)]',
                    )}
                  >
                    <img
                      src={image.imageUrl}
                      alt={names.shot(image.shotId, image.poseName)}
                      width={image.width}
                      height={image.height}
                      draggable={false}
                      className="h-auto max-h-full w-auto max-w-full rounded-[var(--radius-card)] bg-stone-100 bg-cover bg-center object-contain shadow-lifted"
                      style={{ backgroundImage: `url(${image.previewUrl})` }}
                    />
                  </div>
                  <figcaption className="flex flex-wrap items-center justify-center gap-3">
                    <span className="font-medium">{names.shot(image.shotId, image.poseName)}</span>
                    <a
                      href={image.imageUrl}
                      download={singleImageName(image.poseName)}
                      onClick={() => toast.success(translate(cataloguesTexts, 'downloadStarted'))}
                      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                    >
                      <Download aria-hidden />
                      {t('download')}
                    </a>
                    {image.madeByAi && <AiMadeCaption className="basis-full justify-center" />}
                  </figcaption>
                </figure>
              ))}
            />
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
