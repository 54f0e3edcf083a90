import { createTexts } from '@/i18n/texts/create';
import { useTexts } from '@/i18n/use-texts';
import { GARMENT_GROUPS, GARMENT_TYPES } from '@core/garments';

/** The garment types as <option>s in their groups, for a native select. */
export function GarmentTypeOptions() {
  const t = useTexts(createTexts);
  return GARMENT_GROUPS.map((group) => (
    <optgroup key={group} label={t(`group-${group}`)}>
      {GARMENT_TYPES.filter((type) => type.group === group).map((type) => (
        <option key={type.id} value={type.id}>
          {t(`type-${type.id}`)}
        </option>
      ))}
    </optgroup>
  ));
}
