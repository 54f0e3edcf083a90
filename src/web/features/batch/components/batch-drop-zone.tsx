import { useTexts } from '@/i18n/use-texts';
import { batchTexts } from '@/i18n/texts/batch';
import { FolderOpen, ImagePlus, Loader2 } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { BATCH_LIMITS } from '@core/batch';
import { filesFromDrop } from '../read-dropped-files';

/** A text with `code` marks, the marked parts shown as code. */
function withCode(text: string) {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** Photos, a folder or a zip: dropped, or picked with the two buttons. */
export function BatchDropZone({
  onFiles,
  reading,
}: {
  onFiles: (files: File[]) => void;
  reading: boolean;
}) {
  const t = useTexts(batchTexts);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = async (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles(await filesFromDrop(event.dataTransfer));
  };

  return (
    <section
      aria-label={t('addPhotos')}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => void onDrop(event)}
      className={cn(
        'flex flex-col items-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed border-border bg-card px-6 py-10 text-center transition-colors',
        over && 'border-primary bg-primary-soft',
      )}
    >
      {reading ? (
        <Loader2 aria-hidden className="size-8 animate-spin text-primary" />
      ) : (
        <ImagePlus aria-hidden className="size-8 text-stone-500" />
      )}
      <p className="font-medium text-ink">{reading ? t('readingPhotos') : t('dropHere')}</p>
      <p className="max-w-xl text-sm text-stone-600">
        {withCode(
          t('dropHelp', { products: BATCH_LIMITS.maxProducts, photos: BATCH_LIMITS.maxPhotos }),
        )}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button type="button" onClick={() => filesInput.current?.click()} disabled={reading}>
          <ImagePlus aria-hidden />
          {t('choosePhotos')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => folderInput.current?.click()}
          disabled={reading}
        >
          <FolderOpen aria-hidden />
          {t('chooseFolder')}
        </Button>
      </div>
      <input
        ref={filesInput}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,.heic,.heif,.zip,application/zip,.csv,text/csv"
        aria-label={t('photosOrZip')}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <input
        ref={folderInput}
        type="file"
        multiple
        // A folder's files, at any depth: non-standard but in every current browser.
        {...{ webkitdirectory: '' }}
        aria-label={t('aFolder')}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </section>
  );
}
