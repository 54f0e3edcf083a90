import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUsageRefresh } from '@/features/usage/api/use-usage-refresh';
import { useRegenerationEndings } from '@/hooks/use-regeneration-endings';
import { api } from '@/lib/api-client';
import {
  toastRegenerationEnded,
  toastRegenerationRefused,
  toastRegenerationStarted,
} from '@/lib/regeneration-toasts';
import { catalogueUrls } from '@core/catalogues';
import { regenerateShotSchema } from '@core/run-schemas';
import type { CatalogueImageView, CatalogueView } from '@core/runs';
import { catalogueKeys } from './catalogue-keys';

/** POST …/images/:imageId/regenerate: 202 with the catalogue, the image marked as being made again. */
export function regenerateCatalogueImage(catalogueId: string, imageId: string, requestId: string) {
  return api<CatalogueView>(`${catalogueUrls.image(catalogueId, imageId)}/regenerate`, {
    method: 'POST',
    json: regenerateShotSchema.parse({ clientRequestId: requestId }),
  });
}

/**
 * 'Regenerate' in a saved catalogue (decision 122): asks for one image again and puts the answer
 * in the catalogue's query, which then polls until the new image replaces the old one (the
 * lists are refreshed then, for the card's thumbnail).
 */
export function useCatalogueRegenerations(catalogue: CatalogueView) {
  const queryClient = useQueryClient();
  const refreshUsage = useUsageRefresh();
  const navigate = useNavigate();
  const [requesting, setRequesting] = useState<ReadonlySet<string>>(new Set());
  // A double click fires twice before the button is disabled: the second one is dropped here.
  const asked = useRef(new Set<string>());

  useRegenerationEndings(
    catalogue.images.map((image) => ({
      key: image.id,
      pose: image.poseName,
      regeneration: image.regeneration,
    })),
    (image, state) => {
      toastRegenerationEnded(image.pose, state);
      refreshUsage('image-counted');
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.lists });
    },
  );

  const regenerate = useCallback(
    (image: CatalogueImageView) => {
      if (asked.current.has(image.id)) return;
      asked.current.add(image.id);
      setRequesting(new Set(asked.current));
      regenerateCatalogueImage(catalogue.id, image.id, crypto.randomUUID())
        .then((next) => {
          queryClient.setQueryData(catalogueKeys.detail(catalogue.id), next);
          toastRegenerationStarted(image.poseName);
          refreshUsage('image-counted');
        })
        .catch((error: unknown) => {
          toastRegenerationRefused(error, (to) => void navigate(to));
          refreshUsage('limit-reached');
        })
        .finally(() => {
          asked.current.delete(image.id);
          setRequesting(new Set(asked.current));
        });
    },
    [catalogue.id, queryClient, navigate, refreshUsage],
  );

  return { regenerate, requesting };
}
