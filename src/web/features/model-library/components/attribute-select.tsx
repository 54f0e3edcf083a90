import { useLibraryNames } from '@/i18n/library-names';
import { useTexts } from '@/i18n/use-texts';
import { modelsTexts } from '@/i18n/texts/models';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { BODY_TYPES, ETHNICITIES, GENDERS } from '@core/model-persona';

/** The three persona enumerations of docs/product.md §6, with their 'all' wording's key. */
export const ATTRIBUTES = {
  ethnicity: { values: ETHNICITIES, all: 'allEthnicities' },
  gender: { values: GENDERS, all: 'allGenders' },
  bodyType: { values: BODY_TYPES, all: 'allBodyTypes' },
} as const;

export type Attribute = keyof typeof ATTRIBUTES;

/**
 * One persona attribute in a select: with 'all' for the page's filters, or with a placeholder
 * and no empty value where a model gets its attribute (docs/product.md §5: no empty select value).
 */
export function AttributeSelect({
  attribute,
  value,
  onChange,
  withAll = false,
  placeholder,
  id,
  disabled,
  invalid,
  className,
  'aria-label': ariaLabel,
}: {
  attribute: Attribute;
  /** '' while nothing is chosen (the placeholder shows). */
  value: string;
  onChange: (value: string) => void;
  withAll?: boolean;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  'aria-label'?: string;
}) {
  const t = useTexts(modelsTexts);
  const names = useLibraryNames();
  const { values, all } = ATTRIBUTES[attribute];
  const label = (option: string) => names[attribute](option);
  return (
    <Select value={value || undefined} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} className={className} aria-label={ariaLabel} aria-invalid={invalid}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {withAll && <SelectItem value="all">{t(all)}</SelectItem>}
        {values.map((option) => (
          <SelectItem key={option} value={option}>
            {label(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
