import { Heart, Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
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
      <div className="relative min-w-0 lg:flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone-500"
        />
        <Input
          type="search"
          value={filters.search}
          onChange={(event) => onChange({ search: event.target.value })}
          placeholder={TEXTS.searchPlaceholder}
          aria-label="Search models by name"
          className="pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
          maxLength={100}
        />
        {filters.search && (
          <button
            type="button"
            onClick={() => onChange({ search: '' })}
            aria-label="Clear search"
            className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-ink"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
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
        <Button
          type="button"
          variant="secondary"
          aria-pressed={filters.favorites}
          onClick={() => onChange({ favorites: !filters.favorites })}
          className={cn(
            'min-h-11 shrink-0 rounded-lg',
            filters.favorites &&
              'border-primary bg-primary-soft text-primary hover:bg-primary-soft',
          )}
        >
          <Heart aria-hidden className={cn(filters.favorites && 'fill-primary')} />
          {TEXTS.favoritesOnly}
        </Button>
      </div>
    </div>
  );
}
