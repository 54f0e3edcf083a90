import { OverviewPanel } from '@/features/admin/components/overview-panel';
import { SellerSearch } from '@/features/admin/components/seller-search';
import { usePageTitle } from '@/hooks/use-page-title';

/** The console's first page: find a seller, then today's numbers and the last 30 days. */
export function AdminRoute() {
  usePageTitle('Operators');
  return (
    <>
      <h1 className="sr-only">Operator's console</h1>
      <SellerSearch />
      <OverviewPanel />
    </>
  );
}
