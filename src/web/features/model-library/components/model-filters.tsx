import { useTexts } from '@/i18n/use-texts';
import { modelsTexts } from '@/i18n/texts/models';
import { FavoritesToggle } from '@/components/ui/favorites-toggle';
import { SearchInput } from '@/components/ui/search-input';
import type { ModelFilters } from '@core/model-library';
import { AttributeSelect, type Attribute } from './attribute-select';

const FILTERS: { attribute: Attribute; label: 'ethnicity' | 'gender' | 'bodyType' }[] = [
  { attribute: 'ethnicity', label: 'ethnicity' },
  { attribute: 'gender', label: 'gender' },
  { attribute: 'bodyType', label: 'bodyType' },
];

/** Name search, ethnicity, gender, body type and 'Favorites Only': each change filters at once. */
export function ModelFilterBar({
  filters,
  onChange,
}: {
  filters: ModelFilters;
  onChange: (change: Partial<ModelFilters>) => void;
}) {
  const t = useTexts(modelsTexts);
  return (
    <div role="search" aria-label={t('filterLabel')} className="grid gap-3 lg:flex lg:items-center">
      <SearchInput
        value={filters.search}
        onChange={(search) => onChange({ search })}
        placeholder={t('searchPlaceholder')}
        label={t('searchLabel')}
        className="lg:flex-1"
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:flex">
        {FILTERS.map(({ attribute, label }) => (
          <AttributeSelect
            key={attribute}
            attribute={attribute}
            withAll
            value={filters[attribute]}
            onChange={(value) => onChange({ [attribute]: value } as Partial<ModelFilters>)}
            aria-label={t(label)}
            className="min-w-0 lg:w-40"
          />
        ))}
        <FavoritesToggle
          pressed={filters.favorites}
          onPressedChange={(favorites) => onChange({ favorites })}
          label={t('favoritesOnly')}
          className="min-h-11"
        />
      </div>
    </div>
  );
}
