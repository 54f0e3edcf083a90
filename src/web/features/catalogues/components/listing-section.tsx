import { useServerMessage } from '@/i18n/server-message';
import { useTexts } from '@/i18n/use-texts';
import { listingTexts } from '@/i18n/texts/listing';
import { ClipboardList } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useCatalogueListing } from '../api/catalogue-listing';
import { ListingForm } from './listing-form';

/**
 * The Listing section of a catalogue's detail (issue #39): the draft the server fills from the
 * product photo on the first look, for the seller to review and save.
 */
export function ListingSection({ catalogueId }: { catalogueId: string }) {
  const t = useTexts(listingTexts);
  const say = useServerMessage();
  const headingId = useId();
  const listing = useCatalogueListing(catalogueId);

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={listing.isPending || undefined}
      className="border-t border-border pt-4"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <ClipboardList aria-hidden className="size-4 text-primary" />
        {t('heading')}
      </h3>
      <p className="mt-1 mb-3 text-sm text-stone-600">{t('hint')}</p>
      {listing.isPending ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-stone-600" role="status">
            {t('loading')}
          </p>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : listing.isError ? (
        <div className="flex flex-col items-start gap-2 text-sm" role="alert">
          <p className="font-medium">{t('loadFailed')}</p>
          {listing.error instanceof ApiError && (
            <p className="text-stone-600">{say(listing.error)}</p>
          )}
          <Button variant="secondary" size="sm" onClick={() => void listing.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        // A new draft from the server (a refill) starts the form again from it.
        <ListingForm
          key={`${listing.data.updatedAt}-${String(listing.data.edited)}`}
          catalogueId={catalogueId}
          view={listing.data}
        />
      )}
    </section>
  );
}
