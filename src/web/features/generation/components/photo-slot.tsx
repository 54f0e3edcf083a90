import { Camera, ImagePlus, RefreshCw, X } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { createTexts } from '@/i18n/texts/create';
import { useTexts } from '@/i18n/use-texts';
import { cn } from '@/lib/cn';
import { PHOTO_INPUT_ACCEPT } from '@core/uploads';

/** A chosen photo and the object URL its preview shows (revoked by whoever drops it). */
export interface ChosenPhoto {
  file: File;
  url: string;
}

interface PhotoSlotProps {
  /** Used for the input id, e.g. 'front' gives #photo-front. */
  view: string;
  label: string;
  required?: boolean;
  /** A line under the label on what this photo is for. */
  hint?: string;
  photo: ChosenPhoto | null;
  onSelect: (file: File) => void;
  onRemove: () => void;
  className?: string;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The camera's name for a slot: "Take a photo of the front". In English it must not contain the
 * slot's own label ("Front photo"), which names the gallery picker (the browser tests find it so).
 */
const cameraView = (label: string) => label.replace(/ photo$/i, '').toLowerCase();

/**
 * One garment photo: click or drop to choose, a preview, Replace and Remove. On a touch screen
 * (`pointer: coarse`, decision 185) a second control opens the camera (`capture`) while the
 * first still opens the gallery; elsewhere it is not shown (a desktop ignores `capture`).
 */
export function PhotoSlot({
  view,
  label,
  required = false,
  hint,
  photo,
  onSelect,
  onRemove,
  className,
}: PhotoSlotProps) {
  const [dragging, setDragging] = useState(false);
  const t = useTexts(createTexts);
  const hintId = useId();
  const purposeId = useId();
  const inputId = `photo-${view}`;
  const cameraId = `photo-${view}-camera`;

  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) onSelect(file);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files);
    // The same file chosen again after Remove must fire change again.
    event.target.value = '';
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    if (!dragging) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  const input = (
    <input
      id={inputId}
      type="file"
      accept={PHOTO_INPUT_ACCEPT}
      className="peer sr-only"
      aria-label={label}
      aria-describedby={hint ? `${purposeId} ${hintId}` : hintId}
      aria-required={required || undefined}
      onChange={onChange}
    />
  );

  const camera = (
    <span className="hidden pointer-coarse:inline-flex">
      <input
        id={cameraId}
        type="file"
        accept="image/*"
        capture="environment"
        className="peer sr-only"
        aria-label={t('takePhotoOf', { view: cameraView(label) })}
        onChange={onChange}
      />
      <label
        htmlFor={cameraId}
        className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border border-border bg-card px-3.5 text-sm font-medium hover:bg-stone-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
      >
        <Camera aria-hidden className="size-4" />
        {t('takePhoto')}
      </label>
    </span>
  );

  return (
    <div className={cn('min-w-0', className)}>
      <p className={cn('text-sm font-medium', hint ? 'mb-0.5' : 'mb-2')}>
        {label}
        {required ? (
          <span className="text-primary"> *</span>
        ) : (
          <span className="font-normal text-stone-500">{t('optional')}</span>
        )}
      </p>
      {hint && (
        <p id={purposeId} className="mb-2 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {photo ? (
        <div
          className={cn(
            'flex items-center gap-4 rounded-[var(--radius-card)] border bg-card p-3',
            dragging ? 'border-primary bg-primary-soft' : 'border-border',
          )}
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <img
            src={photo.url}
            alt={t('photoPreview', { label })}
            width={96}
            height={120}
            className="h-[120px] w-[96px] shrink-0 rounded-md bg-stone-50 object-contain"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium" title={photo.file.name}>
              {photo.file.name}
            </p>
            <p id={hintId} className="text-xs text-stone-500">
              {sizeText(photo.file.size)}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              {input}
              <label
                htmlFor={inputId}
                className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border border-border px-3.5 text-sm font-medium hover:bg-stone-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
              >
                <RefreshCw aria-hidden className="size-4" />
                {t('replace')}
                <span className="sr-only"> {label.toLowerCase()}</span>
              </label>
              {camera}
              <button
                type="button"
                onClick={onRemove}
                className="inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium text-destructive hover:bg-destructive-soft"
              >
                <X aria-hidden className="size-4" />
                {t('remove')}
                <span className="sr-only"> {label.toLowerCase()}</span>
              </button>
            </div>
          </div>
        </div>
      ) : (
        <>
          {input}
          <label
            htmlFor={inputId}
            onDragOver={onDragOver}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={cn(
              'flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-[var(--radius-card)] border-2 border-dashed p-6 text-center transition-colors hover:border-primary/60 hover:bg-primary-soft/40 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
              dragging ? 'border-primary bg-primary-soft' : 'border-stone-300 bg-stone-50',
            )}
          >
            <ImagePlus aria-hidden className="size-8 text-primary" />
            <span className="text-sm font-medium">
              {t('clickToUpload')}
              <span className="hidden sm:inline">{t('orDragAndDrop')}</span>
              <span className="sr-only">{t('theSlot', { label: label.toLowerCase() })}</span>
            </span>
            <span id={hintId} className="text-xs text-stone-500">
              {t('photoLimits')}
            </span>
          </label>
          <div className="mt-2 hidden justify-center pointer-coarse:flex">{camera}</div>
        </>
      )}
    </div>
  );
}
