import { useLibraryNames } from '@/i18n/library-names';
import { useTexts } from '@/i18n/use-texts';
import { batchTexts } from '@/i18n/texts/batch';
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
  isCustom?: boolean;
}

const VIEW_LABEL = {
  front: 'viewFront',
  back: 'viewBack',
  side: 'viewSide',
  detail: 'viewDetail',
} as const satisfies Record<GarmentView, string>;

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
  const t = useTexts(batchTexts);
  const photo = product.photos[view];
  if (!photo) return null;
  return (
    // The figure is as wide as its widest menu (never wider than its row), so an option such as
    // "This product" or "To a new product" reads in full instead of being cut at the photo's width.
    <figure className="flex w-fit max-w-full min-w-28 flex-col gap-1">
      <img
        src={photo.url}
        alt={t('photoAlt', {
          product: product.sku || t('product'),
          view: t(VIEW_LABEL[view]).toLowerCase(),
        })}
        className="aspect-[4/5] w-28 rounded-md border border-border bg-stone-100 object-cover"
      />
      <figcaption
        className="w-28 min-w-full truncate text-[11px] text-stone-500"
        title={photo.file.name}
      >
        {photo.file.name}
      </figcaption>
      <NativeSelect
        aria-label={t('viewOf', { file: photo.file.name })}
        className={PHOTO_MENU}
        value={view}
        onChange={(event) => draft.setPhotoView(photo.id, event.target.value as GarmentView)}
      >
        {GARMENT_VIEWS.map((option) => (
          <option key={option} value={option}>
            {t(VIEW_LABEL[option])}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label={t('moveTo', { file: photo.file.name })}
        className={PHOTO_MENU}
        value={product.key}
        onChange={(event) => draft.movePhoto(photo.id, event.target.value)}
      >
        {products.map((other) => (
          <option key={other.key} value={other.key}>
            {other.key === product.key
              ? t('thisProduct')
              : t('toProduct', { name: other.sku || t('unnamed') })}
          </option>
        ))}
        <option value="new">{t('toNewProduct')}</option>
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
  backgrounds: readonly Choice[];
  models: readonly Choice[];
  /** The running engine shows the product alone: each row's model choice says so. */
  productOnly?: boolean;
}) {
  const t = useTexts(batchTexts);
  const names = useLibraryNames();
  const { products } = draft;
  return (
    <ol aria-label={t('productsList')} className="flex flex-col gap-3">
      {products.map((product, index) => {
        const problem = problems.get(product.key);
        const label = t('productN', { number: index + 1 });
        return (
          <li
            key={product.key}
            className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-card p-4 shadow-soft lg:flex-row"
          >
            <div className="flex min-w-0 flex-col gap-2 lg:w-64">
              <label className="text-xs font-medium text-stone-600" htmlFor={`sku-${product.key}`}>
                {t('skuLabel')}
              </label>
              <Input
                id={`sku-${product.key}`}
                value={product.sku}
                maxLength={80}
                aria-label={t('nameOf', { label })}
                aria-invalid={Boolean(problem)}
                onChange={(event) => draft.rename(product.key, event.target.value)}
              />
              {problem && (
                <p role="alert" className="text-sm text-destructive">
                  {problem}
                </p>
              )}
              <NativeSelect
                aria-label={t('garmentTypeOf', { label: product.sku || label })}
                value={product.garmentType ?? ''}
                onChange={(event) =>
                  draft.setOverride(product.key, 'garmentType', event.target.value || null)
                }
              >
                <option value="">{t('garmentTypeSame')}</option>
                <GarmentTypeOptions />
              </NativeSelect>
              {product.stylingNote && (
                <p className="text-xs text-stone-600" title={product.stylingNote}>
                  {t('styling', { note: product.stylingNote })}
                </p>
              )}
              <NativeSelect
                aria-label={t('backgroundOf', { label: product.sku || label })}
                value={product.backgroundId ?? ''}
                onChange={(event) =>
                  draft.setOverride(product.key, 'backgroundId', event.target.value || null)
                }
              >
                <option value="">{t('backgroundSame')}</option>
                {backgrounds.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {names.background(choice)}
                  </option>
                ))}
              </NativeSelect>
              <NativeSelect
                aria-label={t('modelOf', { label: product.sku || label })}
                value={product.modelId ?? ''}
                onChange={(event) =>
                  draft.setOverride(product.key, 'modelId', event.target.value || null)
                }
              >
                <option value="">{t('modelSame')}</option>
                {models.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {names.model(choice)}
                  </option>
                ))}
              </NativeSelect>
              {productOnly && <p className="text-xs text-stone-600">{t('batchModelNote')}</p>}
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
              aria-label={t('removeName', { label: product.sku || label })}
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
