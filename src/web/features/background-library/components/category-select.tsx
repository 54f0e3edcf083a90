import { useLibraryNames } from '@/i18n/library-names';
import { useTexts } from '@/i18n/use-texts';
import { backgroundsTexts } from '@/i18n/texts/backgrounds';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import {
  BACKGROUND_CATEGORIES,
  BACKGROUND_CATEGORY_FILTERS,
  type BackgroundCategoryFilter,
} from '@core/backgrounds';

/**
 * The background categories in a select: with 'All' for the library's filter, without it where
 * a background gets its category (docs/product.md §6: 'all' is a filter value only).
 */
export function CategorySelect<T extends BackgroundCategoryFilter>({
  id,
  value,
  onChange,
  withAll = false,
  disabled,
  className,
  'aria-label': ariaLabel,
}: {
  id?: string;
  value: T;
  onChange: (value: T) => void;
  withAll?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
}) {
  const t = useTexts(backgroundsTexts);
  const names = useLibraryNames();
  const options = withAll ? BACKGROUND_CATEGORY_FILTERS : BACKGROUND_CATEGORIES;
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
      <SelectTrigger id={id} className={className} aria-label={ariaLabel}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {option === 'all' ? t('allCategories') : names.category(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
