import { cataloguesTexts } from '@/i18n/texts/catalogues';
import { useTexts } from '@/i18n/use-texts';
import { Badge } from '@/components/ui/badge';
import { isCatalogueReady } from '@core/catalogues';

/**
 * docs/product.md §5: a completed catalogue reads 'Ready' on its card and 'Completed' in the detail
 * dialog; any other status reads 'Processing'.
 */
export function CatalogueStatusBadge({
  status,
  readyLabel = 'Ready',
  className,
}: {
  status: string;
  readyLabel?: 'Ready' | 'Completed';
  className?: string;
}) {
  const t = useTexts(cataloguesTexts);
  return isCatalogueReady(status) ? (
    <Badge variant="success" className={className}>
      {readyLabel === 'Ready' ? t('ready') : t('completed')}
    </Badge>
  ) : (
    <Badge variant="warning" className={className}>
      {t('processing')}
    </Badge>
  );
}
