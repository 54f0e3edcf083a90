import { useTexts } from '@/i18n/use-texts';
import { backgroundsTexts } from '@/i18n/texts/backgrounds';
import { FavoritesToggle } from '@/components/ui/favorites-toggle';
import { SearchInput } from '@/components/ui/search-input';
import type { BackgroundFilters } from '@core/background-library';
import { CategorySelect } from './category-select';

/** Search, category and Favorites: each change filters the grid at once. */
export function BackgroundFilterBar({
  filters,
  onChange,
}: {
  filters: BackgroundFilters;
  onChange: (change: Partial<BackgroundFilters>) => void;
}) {
  const t = useTexts(backgroundsTexts);
  return (
    <div
      role="search"
      aria-label={t('filterLabel')}
      className="flex flex-col gap-3 sm:flex-row sm:items-center"
    >
      <SearchInput
        value={filters.search}
        onChange={(search) => onChange({ search })}
        placeholder={t('searchPlaceholder')}
        label={t('searchLabel')}
        className="flex-1"
      />
      <div className="flex gap-3">
        <CategorySelect
          withAll
          value={filters.category}
          onChange={(category) => onChange({ category })}
          aria-label={t('categoryLabel')}
          className="min-w-0 flex-1 sm:w-48 sm:flex-none"
        />
        <FavoritesToggle
          pressed={filters.favorites}
          onPressedChange={(favorites) => onChange({ favorites })}
          label={t('favorites')}
        />
      </div>
    </div>
  );
}
