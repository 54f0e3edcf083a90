import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import {
  BODY_TYPES,
  BODY_TYPE_LABELS,
  ETHNICITIES,
  ETHNICITY_LABELS,
  GENDERS,
  GENDER_LABELS,
} from '@core/model-persona';

/** The three persona enumerations of docs/product.md §6, with their labels and 'all' wording. */
export const ATTRIBUTES = {
  ethnicity: { values: ETHNICITIES, labels: ETHNICITY_LABELS, all: 'All ethnicities' },
  gender: { values: GENDERS, labels: GENDER_LABELS, all: 'All genders' },
  bodyType: { values: BODY_TYPES, labels: BODY_TYPE_LABELS, all: 'All body types' },
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
  const { values, labels, all } = ATTRIBUTES[attribute];
  const label = (option: string) => (labels as Record<string, string>)[option] ?? option;
  return (
    <Select value={value || undefined} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} className={className} aria-label={ariaLabel} aria-invalid={invalid}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {withAll && <SelectItem value="all">{all}</SelectItem>}
        {values.map((option) => (
          <SelectItem key={option} value={option}>
            {label(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The label of an attribute's value, e.g. 'Middle Eastern'. */
export function attributeLabel(attribute: Attribute, value: string): string {
  return (ATTRIBUTES[attribute].labels as Record<string, string>)[value] ?? value;
}
