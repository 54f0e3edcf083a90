import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toastApiError } from '@/lib/api-client';
import {
  SHARE_TEXTS,
  shareUrls,
  type CatalogueShareView,
  type ShareExpiry,
} from '@core/catalogue-shares';
import { catalogueKeys } from './catalogue-keys';

const sharesKey = (catalogueId: string) => [...catalogueKeys.detail(catalogueId), 'shares'];

export const catalogueSharesQuery = (catalogueId: string) =>
  queryOptions({
    queryKey: sharesKey(catalogueId),
    queryFn: () => api<CatalogueShareView[]>(shareUrls.list(catalogueId)),
  });

/** The catalogue's live share links, newest first (decision 185). */
export const useCatalogueShares = (catalogueId: string) =>
  useQuery(catalogueSharesQuery(catalogueId));

export function useCreateShare(catalogueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresIn: ShareExpiry) =>
      api<CatalogueShareView>(shareUrls.list(catalogueId), {
        method: 'POST',
        json: { expiresIn },
      }),
    onSuccess: (created) =>
      queryClient.setQueryData<CatalogueShareView[]>(sharesKey(catalogueId), (links = []) => [
        created,
        ...links,
      ]),
    onError: (error) => toastApiError(error, SHARE_TEXTS.createFailedTitle),
  });
}

export function useRevokeShare(catalogueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      api<null>(shareUrls.one(catalogueId, shareId), { method: 'DELETE' }),
    onSuccess: (_, shareId) =>
      queryClient.setQueryData<CatalogueShareView[]>(sharesKey(catalogueId), (links = []) =>
        links.filter((link) => link.id !== shareId),
      ),
    onError: (error) => toastApiError(error, SHARE_TEXTS.revokeFailedTitle),
  });
}
