import { PRODUCT_ONLY_TEXTS } from '@core/product-only-texts';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { GARMENT_VIEWS, type GarmentView } from '@core/uploads';
import type { BatchDraft, DraftProduct } from '../use-batch-draft';
import { GarmentTypeOptions } from './garment-type-options';

export interface Choice {
  id: string;
  name: string;
}

const VIEW_LABEL: Record<GarmentView, string> = {
  front: 'Front',
  back: 'Back',
  side: 'Side',
  detail: 'Detail',
};

/**
 * A photo's menus take the figure's width, which their longest option sets (up to the row's
 * width): never cut to the thumbnail's. No `truncate`: the option text is never clipped.
 */
const PHOTO_MENU = 'w-full max-w-full';

/** One photo: its thumbnail, which view it is, and which product it belongs to. */
function PhotoCell({
  product,
  view,
  products,
  draft,
}: {
  product: DraftProduct;
  view: GarmentView;
  products: DraftProduct[];
  draft: BatchDraft;
}) {
  const photo = product.photos[view];
  if (!photo) return null;
  return (
    // The figure is as wide as its widest menu (never wider than its row), so an option such as
    // "This product" or "To a new product" reads in full instead of being cut at the photo's width.
    <figure className="flex w-fit max-w-full min-w-28 flex-col gap-1">
      <img
        src={photo.url}
        alt={`${product.sku || 'Product'}, ${VIEW_LABEL[view].toLowerCase()} photo`}
        className="aspect-[4/5] w-28 rounded-md border border-border bg-stone-100 object-cover"
      />
      <figcaption
        className="w-28 min-w-full truncate text-[11px] text-stone-500"
        title={photo.file.name}
      >
        {photo.file.name}
      </figcaption>
      <NativeSelect
        aria-label={`View of ${photo.file.name}`}
        className={PHOTO_MENU}
        value={view}
        onChange={(event) => draft.setPhotoView(photo.id, event.target.value as GarmentView)}
      >
        {GARMENT_VIEWS.map((option) => (
          <option key={option} value={option}>
            {VIEW_LABEL[option]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={`Move ${photo.file.name} to`}
        className={PHOTO_MENU}
        value={product.key}
        onChange={(event) => draft.movePhoto(photo.id, event.target.value)}
      >
        {products.map((other) => (
          <option key={other.key} value={other.key}>
            {other.key === product.key ? 'This product' : `To ${other.sku || 'unnamed'}`}
          </option>
        ))}
        <option value="new">To a new product</option>
      </NativeSelect>
    </figure>
  );
}

/** The grouping before anything starts: rename, move photos, drop products, per-row choices. */
export function BatchDraftTable({
  draft,
  problems,
  backgrounds,
  models,
  productOnly = false,
}: {
  draft: BatchDraft;
  problems: Map<string, string>;
  backgrounds: Choice[];
  models: Choice[];
  /** The running engine shows the product alone: each row's model choice says so. */
  productOnly?: boolean;
}) {
  const { products } = draft;
  return (
    <ol aria-label="Products" className="flex flex-col gap-3">
      {products.map((product, index) => {
        const problem = problems.get(product.key);
        const label = `product ${index + 1}`;
        return (
          <li
            key={product.key}
            className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-card p-4 shadow-soft lg:flex-row"
          >
            <div className="flex min-w-0 flex-col gap-2 lg:w-64">
              <label className="text-xs font-medium text-stone-600" htmlFor={`sku-${product.key}`}>
                Product name (SKU)
              </label>
              <Input
                id={`sku-${product.key}`}
                value={product.sku}
                maxLength={80}
                aria-label={`Name of ${label}`}
                aria-invalid={Boolean(problem)}
                onChange={(event) => draft.rename(product.key, event.target.value)}
              />
              {problem && (
                <p role="alert" className="text-sm text-destructive">
                  {problem}
                </p>
              )}
              <NativeSelect
                aria-label={`Garment type of ${product.sku || label}`}
                value={product.garmentType ?? ''}
                onChange={(event) =>
                  draft.setOverride(product.key, 'garmentType', event.target.value || null)
                }
              >
                <option value="">Garment type: same as all</option>
                <GarmentTypeOptions />
              </NativeSelect>
              {product.stylingNote && (
                <p className="text-xs text-stone-600" title={product.stylingNote}>
                  Styling: {product.stylingNote}
                </p>
              )}
              <NativeSelect
                aria-label={`Background of ${product.sku || label}`}
                value={product.backgroundId ?? ''}
                onChange={(event) =>
                  draft.setOverride(product.key, 'backgroundId', event.target.value || null)
                }
              >
                <option value="">Background: same as all</option>
                {backgrounds.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
              </NativeSelect>
              <NativeSelect
                aria-label={`Model of ${product.sku || label}`}
                value={product.modelId ?? ''}
                onChange={(event) =>
                  draft.setOverride(product.key, 'modelId', event.target.value || null)
                }
              >
                <option value="">Model: same as all</option>
                {models.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
              </NativeSelect>
              {productOnly && (
                <p className="text-xs text-stone-600">{PRODUCT_ONLY_TEXTS.batchModelNote}</p>
              )}
            </div>
            <div className="flex flex-1 flex-wrap gap-3">
              {GARMENT_VIEWS.map((view) => (
                <PhotoCell
                  key={view}
                  product={product}
                  view={view}
                  products={products}
                  draft={draft}
                />
              ))}
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${product.sku || label}`}
              className="self-start text-destructive hover:bg-destructive-soft"
              onClick={() => draft.remove(product.key)}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        );
      })}
    </ol>
  );
}
