import { FavoritesToggle } from '@/components/ui/favorites-toggle';
import { SearchInput } from '@/components/ui/search-input';
import { MODEL_LIBRARY_TEXTS as TEXTS, type ModelFilters } from '@core/model-library';
import { AttributeSelect, type Attribute } from './attribute-select';

const FILTERS: { attribute: Attribute; label: string }[] = [
  { attribute: 'ethnicity', label: 'Ethnicity' },
  { attribute: 'gender', label: 'Gender' },
  { attribute: 'bodyType', label: 'Body type' },
];

/** Name search, ethnicity, gender, body type and 'Favorites Only': each change filters at once. */
export function ModelFilterBar({
  filters,
  onChange,
}: {
  filters: ModelFilters;
  onChange: (change: Partial<ModelFilters>) => void;
}) {
  return (
    <div role="search" aria-label="Filter models" className="grid gap-3 lg:flex lg:items-center">
      <SearchInput
        value={filters.search}
        onChange={(search) => onChange({ search })}
        placeholder={TEXTS.searchPlaceholder}
        label="Search models by name"
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
            aria-label={label}
            className="min-w-0 lg:w-40"
          />
        ))}
        <FavoritesToggle
          pressed={filters.favorites}
          onPressedChange={(favorites) => onChange({ favorites })}
          label={TEXTS.favoritesOnly}
          className="min-h-11"
        />
      </div>
    </div>
  );
}
