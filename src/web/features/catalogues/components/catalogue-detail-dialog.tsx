import { useLibraryNames } from '@/i18n/library-names';
import { useFormat } from '@/i18n/format';
import { cataloguesTexts } from '@/i18n/texts/catalogues';
import { useTexts } from '@/i18n/use-texts';
import { catalogueDetailTexts } from '@/i18n/texts/catalogue-detail';
import { Download, ImageOff, Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AiMadeCaption } from '@/components/ai-made-caption';
import { CheckWarningBadges } from '@/components/check-warning-badges';
import { DownloadForMenu } from '@/components/downloads/download-for-menu';
import { RegenerateShotButton } from '@/components/regenerate/regenerate-shot-button';
import { ReportShotButton } from '@/components/report-shot/report-shot-button';
import { useShotReports } from '@/features/usage/api/use-shot-reports';
import { useImagesLeft } from '@/features/usage/api/get-usage';
import { RegeneratingOverlay } from '@/components/regenerate/regenerating-overlay';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { garmentTypeName } from '@core/garments';
import { exportUrls } from '@core/marketplaces';
import { isRegenerating } from '@core/regeneration';
import { failedACheck, shotReportUrls } from '@core/shot-reports';
import type { CatalogueView } from '@core/runs';
import { useCatalogue } from '../api/get-catalogue';
import { useCatalogueRegenerations } from '../api/regenerate-image';
import { CatalogueImage } from './catalogue-image';
import { CatalogueStatusBadge } from './catalogue-status-badge';
import { DownloadZipLink } from './download-zip-link';
import { ImageViewerDialog } from './image-viewer-dialog';
import { ListingSection } from './listing-section';
import { RenameCatalogueForm } from './rename-catalogue-form';
import { ShareLinksSection } from './share-links-section';

function CatalogueDetail({ initial }: { initial: CatalogueView }) {
  const t = useTexts(catalogueDetailTexts);
  const tc = useTexts(cataloguesTexts);
  const names = useLibraryNames();
  const { day } = useFormat();
  const { data } = useCatalogue(initial.id, initial);
  const catalogue = data ?? initial;
  const [renaming, setRenaming] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const regenerations = useCatalogueRegenerations(catalogue);
  const imagesLeft = useImagesLeft();
  const shotReports = useShotReports(shotReportUrls.catalogueReports(catalogue.id));
  const garment = garmentTypeName(catalogue.garmentType);

  return (
    <>
      <DialogHeader>
        {renaming ? (
          <>
            <DialogTitle className="sr-only">{catalogue.name}</DialogTitle>
            <RenameCatalogueForm
              id={catalogue.id}
              name={catalogue.name}
              onDone={() => setRenaming(false)}
            />
          </>
        ) : (
          <div className="flex min-w-0 items-start gap-1">
            <DialogTitle className="min-w-0 break-words">{catalogue.name}</DialogTitle>
            <Button
              variant="ghost"
              size="icon"
              className="-my-1.5 size-9 shrink-0"
              onClick={() => setRenaming(true)}
              aria-label={t('renameCatalogue')}
              title={t('rename')}
            >
              <Pencil aria-hidden />
            </Button>
          </div>
        )}
        <DialogDescription className="sr-only">{t('description')}</DialogDescription>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
          <CatalogueStatusBadge status={catalogue.status} readyLabel="Completed" />
          {garment && (
            <span className="font-medium text-ink" data-testid="catalogue-garment-type">
              {garment}
            </span>
          )}
          <span>{tc('images', { count: catalogue.imageCount })}</span>
          <time dateTime={catalogue.createdAt}>{day(catalogue.createdAt)}</time>
        </div>
      </DialogHeader>

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button asChild className="w-full sm:w-fit">
          <DownloadZipLink catalogue={catalogue} title={t('downloadAllHint')}>
            <Download aria-hidden />
            {t('downloadAll')}
          </DownloadZipLink>
        </Button>
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <DownloadZipLink
            catalogue={catalogue}
            format="png"
            aria-label={t('downloadOriginalsLabel')}
          >
            <Download aria-hidden />
            {t('downloadOriginals')}
          </DownloadZipLink>
        </Button>
        <DownloadForMenu
          urlFor={(marketplace) => exportUrls.catalogue(catalogue.id, marketplace)}
          shotIds={catalogue.images.map((image) => image.shotId)}
          onEmpty={
            catalogue.imageCount === 0
              ? () =>
                  toast.error(tc('noImagesTitle'), {
                    description: tc('noImages'),
                  })
              : undefined
          }
        />
      </div>

      {catalogue.images.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-[var(--radius-card)] border border-dashed border-stone-300 py-10 text-stone-600">
          <ImageOff aria-hidden className="size-6" />
          <p className="text-sm">{t('noImages')}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('images')}>
          {catalogue.images.map((image, i) => (
            <li
              key={image.id}
              data-testid="catalogue-image"
              data-regenerating={isRegenerating(image.regeneration) || undefined}
            >
              <button
                type="button"
                onClick={() => setViewing(i)}
                className="group block w-full text-left"
                aria-label={t('openFullScreen', { pose: names.shot(image.shotId, image.poseName) })}
              >
                <span className="relative block aspect-[4/5] overflow-hidden rounded-[var(--radius-card)] bg-stone-100">
                  <CatalogueImage
                    key={image.previewUrl}
                    src={image.previewUrl}
                    alt=""
                    width={image.width}
                    height={image.height}
                    className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
                  />
                  {isRegenerating(image.regeneration) && <RegeneratingOverlay />}
                </span>
              </button>
              <span className="mt-1.5 block truncate text-sm font-medium">
                {names.shot(image.shotId, image.poseName)}
              </span>
              {image.madeByAi && <AiMadeCaption />}
              <RegenerateShotButton
                pose={names.shot(image.shotId, image.poseName)}
                busy={regenerations.requesting.has(image.id) || isRegenerating(image.regeneration)}
                onClick={() => regenerations.regenerate(image)}
                imagesLeft={imagesLeft}
                className="-ml-2"
              />
              <ReportShotButton
                pose={names.shot(image.shotId, image.poseName)}
                report={shotReports.reports.find((report) => report.shotId === image.shotId)}
                failedCheck={failedACheck(image)}
                monthlyLimit={shotReports.monthlyLimit}
                onReport={(input) =>
                  shotReports.report(shotReportUrls.catalogueImage(catalogue.id, image.id), input)
                }
                className="-ml-2"
              />
              <CheckWarningBadges
                colourWarning={image.colourWarning}
                printWarning={image.printWarning}
                className="mt-1"
              />
            </li>
          ))}
        </ul>
      )}

      <ListingSection catalogueId={catalogue.id} />

      <ShareLinksSection catalogueId={catalogue.id} name={catalogue.name} />

      <ImageViewerDialog
        title={catalogue.name}
        images={catalogue.images}
        startIndex={viewing}
        onClose={() => setViewing(null)}
      />
    </>
  );
}

/** The detail dialog (docs/product.md §2): name (renamable), status, count, date, Download All, poses. */
export function CatalogueDetailDialog({
  catalogue,
  onClose,
}: {
  catalogue: CatalogueView | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={catalogue !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-w-3xl p-5 sm:p-6">
        {catalogue && <CatalogueDetail key={catalogue.id} initial={catalogue} />}
      </DialogContent>
    </Dialog>
  );
}
