import { GARMENT_GROUP_NAMES, GARMENT_GROUPS, GARMENT_TYPES } from '@core/garments';

/** The garment types as <option>s in their groups, for a native select. */
export function GarmentTypeOptions() {
  return GARMENT_GROUPS.map((group) => (
    <optgroup key={group} label={GARMENT_GROUP_NAMES[group]}>
      {GARMENT_TYPES.filter((type) => type.group === group).map((type) => (
        <option key={type.id} value={type.id}>
          {type.name}
        </option>
      ))}
    </optgroup>
  ));
}
