import { translate } from '@/i18n/language-store';
import { batchTexts } from '@/i18n/texts/batch';
/**
 * The products of a batch before it starts: grouped from file names (src/core/batch-grouping.ts),
 * then fixed by the seller in the table: renamed, a photo moved to another product or another
 * view, a product dropped, a background, model or garment type of its own. A manifest's rows
 * (src/core/batch-manifest.ts) give the products of their SKUs a garment type and styling note,
 * whether their photos came before or after it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { BATCH_LIMITS } from '@core/batch';
import { groupPhotos, photoNameParts } from '@core/batch-grouping';
import type { ManifestEntry } from '@core/batch-manifest';
import type { GarmentTypeId } from '@core/garments';
import { GARMENT_VIEWS, type GarmentView } from '@core/uploads';
import type { PickedPhoto } from './read-dropped-files';

export interface DraftProduct {
  key: string;
  sku: string;
  photos: Partial<Record<GarmentView, PickedPhoto>>;
  /** null: the batch's background and model. */
  backgroundId: string | null;
  modelId: string | null;
  /** null: the batch's garment type. */
  garmentType: GarmentTypeId | null;
  stylingNote: string | null;
}

const NO_CHOICES = { backgroundId: null, modelId: null, garmentType: null, stylingNote: null };

let nextKey = 0;
const newKey = () => `product-${++nextKey}`;

/** What keeps the batch from starting, per product (by key) and for the whole. */
export function draftProblems(products: DraftProduct[]) {
  const perProduct = new Map<string, string>();
  const seen = new Map<string, string>();
  for (const product of products) {
    const sku = product.sku.trim();
    if (!sku) perProduct.set(product.key, translate(batchTexts, 'needsName'));
    else if (/[/\\]/.test(sku)) perProduct.set(product.key, translate(batchTexts, 'noSlash'));
    else if (seen.has(sku.toLowerCase()))
      perProduct.set(product.key, translate(batchTexts, 'duplicateName', { sku }));
    else if (!product.photos.front)
      perProduct.set(product.key, translate(batchTexts, 'needsFront'));
    seen.set(sku.toLowerCase(), product.key);
  }
  const photoCount = products.reduce((sum, p) => sum + Object.keys(p.photos).length, 0);
  const overall =
    products.length > BATCH_LIMITS.maxProducts
      ? translate(batchTexts, 'tooManyProducts', { count: BATCH_LIMITS.maxProducts })
      : photoCount > BATCH_LIMITS.maxPhotos
        ? translate(batchTexts, 'tooManyPhotos', { count: BATCH_LIMITS.maxPhotos })
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

  // The manifest rows read so far, by SKU (lower case): products added later take them too.
  const manifest = useRef(new Map<string, ManifestEntry>());
  const fromManifest = useCallback((sku: string) => {
    const entry = manifest.current.get(sku.trim().toLowerCase());
    return entry ? { garmentType: entry.garmentType, stylingNote: entry.stylingNote } : {};
  }, []);

  const applyManifest = useCallback(
    (entries: ManifestEntry[]) => {
      if (entries.length === 0) return;
      for (const entry of entries) manifest.current.set(entry.sku.trim().toLowerCase(), entry);
      setProducts((current) =>
        current.map((product) => ({ ...product, ...fromManifest(product.sku) })),
      );
    },
    [fromManifest],
  );

  const addPhotos = useCallback(
    (photos: PickedPhoto[]) => {
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
              ...NO_CHOICES,
              ...fromManifest(group.sku),
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
            ...NO_CHOICES,
          });
        }
        return next;
      });
    },
    [fromManifest],
  );

  const rename = useCallback((key: string, sku: string) => {
    setProducts((current) => current.map((p) => (p.key === key ? { ...p, sku } : p)));
  }, []);

  const setOverride = useCallback(
    (key: string, field: 'backgroundId' | 'modelId' | 'garmentType', value: string | null) => {
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
          ...NO_CHOICES,
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
    manifest.current.clear();
    setProducts((current) => {
      for (const product of current)
        for (const photo of Object.values(product.photos))
          if (photo) URL.revokeObjectURL(photo.url);
      return [];
    });
  }, []);

  return {
    products,
    addPhotos,
    applyManifest,
    rename,
    setOverride,
    movePhoto,
    setPhotoView,
    remove,
    clear,
  };
}

export type BatchDraft = ReturnType<typeof useBatchDraft>;
