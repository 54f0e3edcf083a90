/**
 * The products of a batch before it starts: grouped from file names (src/core/batch-grouping.ts),
 * then fixed by the seller in the table: renamed, a photo moved to another product or another
 * view, a product dropped, a background or model of its own.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { BATCH_LIMITS } from '@core/batch';
import { groupPhotos, photoNameParts } from '@core/batch-grouping';
import { GARMENT_VIEWS, type GarmentView } from '@core/uploads';
import type { PickedPhoto } from './read-dropped-files';

export interface DraftProduct {
  key: string;
  sku: string;
  photos: Partial<Record<GarmentView, PickedPhoto>>;
  /** null: the batch's background and model. */
  backgroundId: string | null;
  modelId: string | null;
}

let nextKey = 0;
const newKey = () => `product-${++nextKey}`;

/** What keeps the batch from starting, per product (by key) and for the whole. */
export function draftProblems(products: DraftProduct[]) {
  const perProduct = new Map<string, string>();
  const seen = new Map<string, string>();
  for (const product of products) {
    const sku = product.sku.trim();
    if (!sku) perProduct.set(product.key, 'Give this product a name.');
    else if (/[/\\]/.test(sku))
      perProduct.set(product.key, 'A product name cannot contain / or \\.');
    else if (seen.has(sku.toLowerCase()))
      perProduct.set(product.key, `Another product is named ${sku}.`);
    else if (!product.photos.front) perProduct.set(product.key, 'Needs a front photo.');
    seen.set(sku.toLowerCase(), product.key);
  }
  const photoCount = products.reduce((sum, p) => sum + Object.keys(p.photos).length, 0);
  const overall =
    products.length > BATCH_LIMITS.maxProducts
      ? `A batch can hold up to ${BATCH_LIMITS.maxProducts} products.`
      : photoCount > BATCH_LIMITS.maxPhotos
        ? `A batch can hold up to ${BATCH_LIMITS.maxPhotos} photos.`
        : null;
  return { perProduct, overall, photoCount };
}

export function useBatchDraft() {
  const [products, setProducts] = useState<DraftProduct[]>([]);
  const latest = useRef(products);
  useEffect(() => {
    latest.current = products;
  }, [products]);

  // Thumbnails are object URLs: give them back when the page goes.
  useEffect(
    () => () => {
      for (const product of latest.current)
        for (const photo of Object.values(product.photos))
          if (photo) URL.revokeObjectURL(photo.url);
    },
    [],
  );

  const addPhotos = useCallback((photos: PickedPhoto[]) => {
    setProducts((current) => {
      const next = current.map((product) => ({ ...product, photos: { ...product.photos } }));
      const byName = new Map(next.map((product) => [product.sku.trim().toLowerCase(), product]));
      const { products: grouped, duplicates } = groupPhotos(
        photos.map((photo) => Object.assign(photo, { name: photo.file.name })),
      );
      for (const group of grouped) {
        const existing = byName.get(group.key);
        const target =
          existing ??
          ({
            key: newKey(),
            sku: group.sku,
            photos: {},
            backgroundId: null,
            modelId: null,
          } satisfies DraftProduct);
        if (!existing) {
          next.push(target);
          byName.set(group.key, target);
        }
        for (const view of GARMENT_VIEWS) {
          const photo = group.photos[view];
          if (!photo) continue;
          if (target.photos[view]) duplicates.push(photo);
          else target.photos[view] = photo;
        }
      }
      // A second photo of a view already filled is not guessed at: its own product, to fix.
      for (const photo of duplicates) {
        const { sku, view } = photoNameParts(photo.file.name);
        next.push({
          key: newKey(),
          sku: `${sku} (2)`,
          photos: { [view]: photo },
          backgroundId: null,
          modelId: null,
        });
      }
      return next;
    });
  }, []);

  const rename = useCallback((key: string, sku: string) => {
    setProducts((current) => current.map((p) => (p.key === key ? { ...p, sku } : p)));
  }, []);

  const setOverride = useCallback(
    (key: string, field: 'backgroundId' | 'modelId', value: string | null) => {
      setProducts((current) => current.map((p) => (p.key === key ? { ...p, [field]: value } : p)));
    },
    [],
  );

  /** Moves a photo to another product (or a new one), keeping its view; a photo there swaps back. */
  const movePhoto = useCallback((photoId: string, targetKey: string | 'new') => {
    setProducts((current) => {
      const next = current.map((product) => ({ ...product, photos: { ...product.photos } }));
      const source = next.find((p) => Object.values(p.photos).some((ph) => ph?.id === photoId));
      if (!source) return current;
      const view = GARMENT_VIEWS.find((v) => source.photos[v]?.id === photoId)!;
      const photo = source.photos[view]!;
      delete source.photos[view];
      if (targetKey === 'new') {
        const { sku } = photoNameParts(photo.file.name);
        next.push({
          key: newKey(),
          sku: `${sku} (new)`,
          photos: { front: photo },
          backgroundId: null,
          modelId: null,
        });
        return next;
      }
      const target = next.find((p) => p.key === targetKey);
      if (!target) return current;
      const displaced = target.photos[view];
      target.photos[view] = photo;
      if (displaced) source.photos[view] = displaced;
      return next;
    });
  }, []);

  /** Makes a photo its product's front, back or side; the photo there takes its place. */
  const setPhotoView = useCallback((photoId: string, view: GarmentView) => {
    setProducts((current) =>
      current.map((product) => {
        const from = GARMENT_VIEWS.find((v) => product.photos[v]?.id === photoId);
        if (!from || from === view) return product;
        const photos = { ...product.photos };
        const other = photos[view];
        photos[view] = photos[from];
        if (other) photos[from] = other;
        else delete photos[from];
        return { ...product, photos };
      }),
    );
  }, []);

  const remove = useCallback((key: string) => {
    setProducts((current) => {
      const gone = current.find((p) => p.key === key);
      for (const photo of Object.values(gone?.photos ?? {}))
        if (photo) URL.revokeObjectURL(photo.url);
      return current.filter((p) => p.key !== key);
    });
  }, []);

  const clear = useCallback(() => {
    setProducts((current) => {
      for (const product of current)
        for (const photo of Object.values(product.photos))
          if (photo) URL.revokeObjectURL(photo.url);
      return [];
    });
  }, []);

  return { products, addPhotos, rename, setOverride, movePhoto, setPhotoView, remove, clear };
}

export type BatchDraft = ReturnType<typeof useBatchDraft>;
