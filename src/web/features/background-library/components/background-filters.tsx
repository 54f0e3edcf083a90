import { FavoritesToggle } from '@/components/ui/favorites-toggle';
import { SearchInput } from '@/components/ui/search-input';
import {
  BACKGROUND_LIBRARY_TEXTS as TEXTS,
  type BackgroundFilters,
} from '@core/background-library';
import { CategorySelect } from './category-select';

/** Search, category and Favorites: each change filters the grid at once. */
export function BackgroundFilterBar({
  filters,
  onChange,
}: {
  filters: BackgroundFilters;
  onChange: (change: Partial<BackgroundFilters>) => void;
}) {
  return (
    <div
      role="search"
      aria-label="Filter backgrounds"
      className="flex flex-col gap-3 sm:flex-row sm:items-center"
    >
      <SearchInput
        value={filters.search}
        onChange={(search) => onChange({ search })}
        placeholder={TEXTS.searchPlaceholder}
        label="Search backgrounds"
        className="flex-1"
      />
      <div className="flex gap-3">
        <CategorySelect
          withAll
          value={filters.category}
          onChange={(category) => onChange({ category })}
          aria-label="Category"
          className="min-w-0 flex-1 sm:w-48 sm:flex-none"
        />
        <FavoritesToggle
          pressed={filters.favorites}
          onPressedChange={(favorites) => onChange({ favorites })}
          label={TEXTS.favorites}
        />
      </div>
    </div>
  );
}
