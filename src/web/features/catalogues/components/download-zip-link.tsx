import { translate } from '@/i18n/language-store';
import { cataloguesTexts } from '@/i18n/texts/catalogues';
import type { ComponentProps } from 'react';
import { toast } from 'sonner';
import { catalogueUrls, type ZipImageFormat } from '@core/catalogues';
import type { CatalogueView } from '@core/runs';

/**
 * A plain link to the catalogue's zip (the server streams it with its file name), telling the
 * user the download started, or that there is nothing to download. JPEGs unless `format` asks
 * for the PNG originals (decision 240).
 */
export function DownloadZipLink({
  catalogue,
  format = 'jpeg',
  onClick,
  ...props
}: ComponentProps<'a'> & {
  catalogue: Pick<CatalogueView, 'id' | 'imageCount'>;
  format?: ZipImageFormat;
}) {
  return (
    <a
      href={catalogueUrls.zip(catalogue.id, format)}
      download
      onClick={(event) => {
        onClick?.(event);
        if (catalogue.imageCount === 0) {
          event.preventDefault();
          toast.error(translate(cataloguesTexts, 'noImagesTitle'), {
            description: translate(cataloguesTexts, 'noImages'),
          });
          return;
        }
        toast.success(translate(cataloguesTexts, 'downloadStarted'));
      }}
      {...props}
    />
  );
}
