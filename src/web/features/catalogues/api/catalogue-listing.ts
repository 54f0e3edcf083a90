import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { translate } from '@/i18n/language-store';
import { listingTexts } from '@/i18n/texts/listing';
import { api, toastApiError } from '@/lib/api-client';
import { toast } from 'sonner';
import { listingUrls, type ListingEdit, type ListingView } from '@core/listing-review';
import { catalogueKeys } from './catalogue-keys';

const listingKey = (catalogueId: string) => [...catalogueKeys.detail(catalogueId), 'listing'];

export const catalogueListingQuery = (catalogueId: string) =>
  queryOptions({
    queryKey: listingKey(catalogueId),
    queryFn: () => api<ListingView>(listingUrls.one(catalogueId)),
    // The first read fills the draft (a vision request at most): asked again only on request.
    retry: false,
    staleTime: Infinity,
  });

/** The catalogue's listing draft, filled by the server on the first look (issue #39). */
export const useCatalogueListing = (catalogueId: string) =>
  useQuery(catalogueListingQuery(catalogueId));

/** Saves the seller's texts and attributes; the form shows what the server kept. */
export function useSaveListing(catalogueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: ListingEdit) =>
      api<ListingView>(listingUrls.one(catalogueId), { method: 'PUT', json: edit }),
    onSuccess: (saved) => {
      queryClient.setQueryData(listingKey(catalogueId), saved);
      toast.success(translate(listingTexts, 'saved'));
    },
    onError: (error) => toastApiError(error, translate(listingTexts, 'saveFailed')),
  });
}

/** Fills the draft again from the photo; the seller's edits give way to the new draft. */
export function useRefillListing(catalogueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<ListingView>(listingUrls.refill(catalogueId), { method: 'POST' }),
    onSuccess: (filled) => {
      queryClient.setQueryData(listingKey(catalogueId), filled);
      toast.success(translate(listingTexts, 'refilled'));
    },
    onError: (error) => toastApiError(error, translate(listingTexts, 'refillFailed')),
  });
}
