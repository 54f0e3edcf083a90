import { cataloguesTexts } from '@/i18n/texts/catalogues';
import { useTexts } from '@/i18n/use-texts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Previous / Next with 'Page x of y'; hidden when everything fits on one page. */
export function CataloguesPagination({
  page,
  pageCount,
  onPageChange,
  busy = false,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  busy?: boolean;
}) {
  const t = useTexts(cataloguesTexts);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('pages')} className="flex items-center justify-center gap-2 sm:gap-4">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1 || busy}
      >
        <ChevronLeft aria-hidden />
        {t('previous')}
      </Button>
      <span className="text-sm tabular-nums text-stone-600" aria-live="polite">
        {t('pageOf', { page, count: pageCount })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount || busy}
      >
        {t('next')}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
