import { Heart, Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
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
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone-500"
        />
        <Input
          type="search"
          value={filters.search}
          onChange={(event) => onChange({ search: event.target.value })}
          placeholder={TEXTS.searchPlaceholder}
          aria-label="Search backgrounds"
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
      <div className="flex gap-3">
        <CategorySelect
          withAll
          value={filters.category}
          onChange={(category) => onChange({ category })}
          aria-label="Category"
          className="min-w-0 flex-1 sm:w-48 sm:flex-none"
        />
        <Button
          type="button"
          variant="secondary"
          aria-pressed={filters.favorites}
          onClick={() => onChange({ favorites: !filters.favorites })}
          className={cn(
            'shrink-0 rounded-lg',
            filters.favorites &&
              'border-primary bg-primary-soft text-primary hover:bg-primary-soft',
          )}
        >
          <Heart aria-hidden className={cn(filters.favorites && 'fill-primary')} />
          {TEXTS.favorites}
        </Button>
      </div>
    </div>
  );
}
