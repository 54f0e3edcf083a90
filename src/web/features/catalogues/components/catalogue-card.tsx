import { useFormat } from '@/i18n/format';
import { translate } from '@/i18n/language-store';
import { cataloguesTexts } from '@/i18n/texts/catalogues';
import { createTexts } from '@/i18n/texts/create';
import { useTexts } from '@/i18n/use-texts';
import type { GarmentTypeId } from '@core/garments';
import { toast } from 'sonner';
import { Download, Eye, ImageOff, Store, Trash2 } from 'lucide-react';
import { DownloadForMenu } from '@/components/downloads/download-for-menu';
import { CheckWarningBadges } from '@/components/check-warning-badges';
import { buttonVariants } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { garmentTypeName } from '@core/garments';
import { exportUrls } from '@core/marketplaces';
import { splitTrailingRunTime } from '@core/run-time-name';
import type { CatalogueView } from '@core/runs';
import { CatalogueImage } from './catalogue-image';
import { CatalogueStatusBadge } from './catalogue-status-badge';
import { DownloadZipLink } from './download-zip-link';

const toastNoImages = () =>
  toast.error(translate(cataloguesTexts, 'noImagesTitle'), {
    description: translate(cataloguesTexts, 'noImages'),
  });

const iconButton = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-9');

/**
 * The name on one line. A name that ends in its run time ('Catalogue Nov 27, 2026, 11:05 AM')
 * cuts the words before it, never the time, so cards made the same day stay apart.
 */
function CatalogueName({ name }: { name: string }) {
  const { head, time } = splitTrailingRunTime(name);
  return (
    <h2
      className="flex min-w-0 gap-1 font-sans text-sm font-semibold sm:text-base"
      title={name}
      data-testid="catalogue-name"
    >
      <span className="min-w-0 truncate">{head}</span>
      {time && ' '}
      {time && <span className="shrink-0 whitespace-nowrap">{time}</span>}
    </h2>
  );
}

/** One saved catalogue: 4:5 thumbnail, name, status, date and image count, with its actions. */
export function CatalogueCard({
  catalogue,
  onView,
  onDelete,
}: {
  catalogue: CatalogueView;
  onView: (catalogue: CatalogueView) => void;
  onDelete: (catalogue: CatalogueView) => void;
}) {
  const cover = catalogue.images[0];
  const t = useTexts(cataloguesTexts);
  const c = useTexts(createTexts);
  const { day } = useFormat();
  const garment = garmentTypeName(catalogue.garmentType)
    ? c(`type-${catalogue.garmentType as GarmentTypeId}`)
    : null;
  return (
    <li className="group flex min-w-0 flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-card shadow-soft transition-shadow hover:shadow-lifted">
      <button
        type="button"
        onClick={() => onView(catalogue)}
        className="relative block aspect-[4/5] w-full overflow-hidden bg-stone-100 focus-visible:outline-offset-[-2px]"
        aria-label={t('viewName', { name: catalogue.name })}
      >
        {catalogue.thumbnailUrl ? (
          <CatalogueImage
            src={catalogue.thumbnailUrl}
            alt=""
            width={cover?.width ?? 800}
            height={cover?.height ?? 1000}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-stone-400">
            <ImageOff aria-hidden className="size-8" />
          </span>
        )}
        <CatalogueStatusBadge
          status={catalogue.status}
          className="absolute top-2 left-2 shadow-soft"
        />
      </button>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        {garment && (
          <p
            className="truncate text-[0.6875rem] font-semibold tracking-wider text-primary uppercase sm:text-xs"
            title={garment}
            data-testid="catalogue-garment-type"
          >
            {garment}
          </p>
        )}
        <CatalogueName name={catalogue.name} />
        <p className="flex flex-col text-xs text-muted sm:flex-row sm:flex-wrap sm:gap-x-1.5 sm:text-sm">
          <time dateTime={catalogue.createdAt} className="whitespace-nowrap">
            {day(catalogue.createdAt)}
          </time>
          <span className="whitespace-nowrap">
            <span aria-hidden className="hidden sm:inline">
              ·{' '}
            </span>
            {t('images', { count: catalogue.imageCount })}
          </span>
        </p>
        <CheckWarningBadges
          colourWarning={catalogue.images.some((image) => image.colourWarning)}
          printWarning={catalogue.images.some((image) => image.printWarning)}
          className="mt-1 self-start"
        />
        <div className="mt-auto flex items-center justify-end gap-0.5 pt-2 sm:gap-1">
          <Tooltip content={t('view')}>
            <button
              type="button"
              className={iconButton}
              onClick={() => onView(catalogue)}
              aria-label={t('viewName', { name: catalogue.name })}
            >
              <Eye aria-hidden />
            </button>
          </Tooltip>
          <Tooltip content={t('downloadZip')}>
            <DownloadZipLink
              catalogue={catalogue}
              className={iconButton}
              aria-label={t('downloadZipName', { name: catalogue.name })}
            >
              <Download aria-hidden />
            </DownloadZipLink>
          </Tooltip>
          <DownloadForMenu
            urlFor={(marketplace) => exportUrls.catalogue(catalogue.id, marketplace)}
            shotIds={catalogue.images.map((image) => image.shotId)}
            onEmpty={catalogue.imageCount === 0 ? toastNoImages : undefined}
            trigger={
              <button
                type="button"
                className={iconButton}
                aria-label={t('downloadForName', { name: catalogue.name })}
                title={t('downloadFor')}
              >
                <Store aria-hidden />
              </button>
            }
          />
          <Tooltip content={t('delete')}>
            <button
              type="button"
              className={cn(iconButton, 'text-destructive hover:bg-destructive-soft')}
              onClick={() => onDelete(catalogue)}
              aria-label={t('deleteName', { name: catalogue.name })}
            >
              <Trash2 aria-hidden />
            </button>
          </Tooltip>
        </div>
      </div>
    </li>
  );
}
