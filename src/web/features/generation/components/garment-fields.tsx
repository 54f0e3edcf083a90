import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { createTexts } from '@/i18n/texts/create';
import { useTexts } from '@/i18n/use-texts';
import {
  GARMENT_GROUPS,
  GARMENT_TYPES,
  STYLING_NOTE_MAX,
  isGarmentTypeId,
  type GarmentTypeId,
} from '@core/garments';

const GROUPED_TYPES = GARMENT_GROUPS.map((group) => ({
  group,
  types: GARMENT_TYPES.filter((type) => type.group === group),
})).filter(({ types }) => types.length > 0);

/**
 * What the garment is (decision 178): a native select, so a phone opens its own picker, with the
 * types grouped as the studio treats them.
 */
export function GarmentTypeField({
  value,
  onChange,
}: {
  value: GarmentTypeId;
  onChange: (type: GarmentTypeId) => void;
}) {
  const id = useId();
  const t = useTexts(createTexts);
  const hintId = `${id}-hint`;
  return (
    <div className="min-w-0">
      <Label htmlFor={id} className="mb-2 block text-sm font-medium">
        {t('garmentType')}
      </Label>
      <div className="relative">
        <NativeSelect
          id={id}
          value={value}
          aria-describedby={hintId}
          onChange={(event) => {
            if (isGarmentTypeId(event.target.value)) onChange(event.target.value);
          }}
          className="h-11 w-full appearance-none pr-10 pl-3.5 text-base sm:text-sm"
        >
          {GROUPED_TYPES.map(({ group, types }) => (
            <optgroup key={group} label={t(`group-${group}`)}>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {t(`type-${type.id}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-stone-500">
        {t('garmentTypeHint')}
      </p>
    </div>
  );
}

/** A short free-text note on how the garment is worn, e.g. 'with white sneakers'. */
export function StylingNoteField({
  value,
  onChange,
}: {
  value: string;
  onChange: (note: string) => void;
}) {
  const id = useId();
  const t = useTexts(createTexts);
  const countId = `${id}-count`;
  return (
    <div className="min-w-0">
      <Label htmlFor={id} className="mb-2 block text-sm font-medium">
        {t('stylingNote')}
      </Label>
      <Input
        id={id}
        value={value}
        maxLength={STYLING_NOTE_MAX}
        placeholder={t('stylingNotePlaceholder')}
        autoComplete="off"
        enterKeyHint="done"
        aria-describedby={countId}
        onChange={(event) => onChange(event.target.value)}
        className="text-base sm:text-sm"
      />
      <p id={countId} className="mt-1.5 text-right text-xs text-stone-500 tabular-nums">
        {value.length}/{STYLING_NOTE_MAX}
        <span className="sr-only">{t('characters')}</span>
      </p>
    </div>
  );
}
