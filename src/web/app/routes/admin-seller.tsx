import { Link, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useSeller } from '@/features/admin/api/get-seller';
import { AuditList } from '@/features/admin/components/audit-list';
import { SellerAccountCard } from '@/features/admin/components/seller-account-card';
import { SellerRunsCard } from '@/features/admin/components/seller-runs-card';
import { SellerUsageCard } from '@/features/admin/components/seller-usage-card';
import { usePageTitle } from '@/hooks/use-page-title';
import { paths } from '@core/paths';

/** One seller in the console (?id=…): usage and credits, runs and their errors, the account. */
export function AdminSellerRoute() {
  const [params] = useSearchParams();
  const seller = useSeller(params.get('id') ?? '');
  usePageTitle(seller.data ? `${seller.data.seller.email} · Operators` : 'Seller · Operators');
  return (
    <>
      <Link to={paths.admin} className="text-sm font-medium text-primary">
        ← Back to the console
      </Link>
      {seller.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : seller.isError ? (
        <p className="text-destructive">{seller.error.message}</p>
      ) : (
        <>
          <h1 className="break-all text-2xl font-semibold">{seller.data.seller.email}</h1>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <div className="flex flex-col gap-6">
              <SellerUsageCard detail={seller.data} />
              <AuditList entries={seller.data.actions} />
            </div>
            <div className="flex flex-col gap-6">
              <SellerRunsCard runs={seller.data.runs} />
              <SellerAccountCard detail={seller.data} />
            </div>
          </div>
        </>
      )}
    </>
  );
}
