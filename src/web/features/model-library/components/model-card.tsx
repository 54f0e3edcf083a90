import { useLibraryNames } from '@/i18n/library-names';
import { useTexts } from '@/i18n/use-texts';
import { modelsTexts } from '@/i18n/texts/models';
import { Crown, Loader2, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { FavoriteButton } from '@/components/ui/favorite-button';
import { buttonVariants } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import type { LibraryModel } from '@core/model-library';

/**
 * One model (docs/product.md §2): portrait, name, description, a Premium badge, the heart, delete
 * with a spinner on the user's own models, and ethnicity, age, body type and gender.
 */
export function ModelCard({
  model,
  deleting,
  onToggleFavorite,
  onDelete,
}: {
  model: LibraryModel;
  /** This model's deletion is on its way to the server. */
  deleting: boolean;
  onToggleFavorite: (model: LibraryModel) => void;
  onDelete: (model: LibraryModel) => void;
}) {
  const t = useTexts(modelsTexts);
  const names = useLibraryNames();
  const { isFavorite } = model;
  const name = names.model(model);
  const attributes = [
    [t('ethnicity'), names.ethnicity(model.ethnicity)],
    [t('age'), model.age],
    [t('bodyType'), names.bodyType(model.bodyType)],
    [t('gender'), names.gender(model.gender)],
  ] as const;
  return (
    <li className="group flex min-w-0 flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-card shadow-soft transition-shadow hover:shadow-lifted">
      <div className="relative aspect-[4/5] overflow-hidden bg-stone-100">
        <img
          src={model.portraitUrl}
          alt={t('portraitOf', { name })}
          width={512}
          height={640}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        <div className="absolute top-2 left-2 flex flex-wrap gap-1">
          {model.isPremium && (
            <Badge variant="accent" className="shadow-soft">
              <Crown aria-hidden className="size-3" />
              {t('premiumBadge')}
            </Badge>
          )}
          {model.isCustom && (
            <Badge variant="default" className="shadow-soft">
              {t('customBadge')}
            </Badge>
          )}
        </div>
        {model.portraitMethod === 'drawn' && (
          <span className="absolute bottom-2 left-2 rounded-full bg-card/90 px-2 py-0.5 text-[11px] font-medium text-stone-700 shadow-soft">
            {t('drawnBadge')}
          </span>
        )}
        <FavoriteButton
          name={name}
          isFavorite={isFavorite}
          onToggle={() => onToggleFavorite(model)}
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex items-start gap-1">
          <h3 className="min-w-0 flex-1 truncate font-sans text-sm font-semibold" title={name}>
            {name}
          </h3>
          {model.isCustom && (
            <Tooltip content={t('delete')}>
              <button
                type="button"
                onClick={() => onDelete(model)}
                disabled={deleting}
                aria-label={deleting ? t('deletingName', { name }) : t('deleteName', { name })}
                className={cn(
                  buttonVariants({ variant: 'ghost', size: 'icon' }),
                  '-mt-1.5 -mr-1.5 size-9 text-destructive hover:bg-destructive-soft',
                )}
              >
                {deleting ? (
                  <Loader2 aria-hidden className="animate-spin" />
                ) : (
                  <Trash2 aria-hidden />
                )}
              </button>
            </Tooltip>
          )}
        </div>
        <p className="line-clamp-2 text-xs text-stone-600">{names.modelDescription(model)}</p>
        <dl className="mt-auto grid grid-cols-2 gap-x-2 gap-y-1 text-xs">
          {attributes.map(([term, value]) => (
            <div key={term} className="min-w-0">
              <dt className="text-stone-500">{term}</dt>
              <dd className="truncate font-medium text-ink" title={value}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}
