import type { ListingColumn } from './listing-draft.js';
import type { ValueList } from './listing-value-list.js';

/**
 * What a column means whatever the marketplace calls it, for the fillers: the colour is
 * `prominent_colour` on Myntra and `color` on Meesho, and both are matched the same way.
 */
export type ColumnRole =
  | 'colour'
  | 'fabric'
  | 'pattern'
  | 'printType'
  | 'pieces'
  | 'setContent'
  | 'border'
  | 'borderWidth'
  | 'sleeveLength'
  | 'neck'
  | 'occasion'
  | 'style';

export interface ColumnDef {
  key: string;
  label: string;
  list: ValueList;
  required: boolean;
  role?: ColumnRole;
}

export function column(
  key: string,
  label: string,
  list: ValueList,
  options: { required?: boolean; role?: ColumnRole } = {},
): ColumnDef {
  return { key, label, list, required: options.required ?? false, role: options.role };
}

export function toListingColumn(def: ColumnDef): ListingColumn {
  return { key: def.key, label: def.label, values: def.list.values, required: def.required };
}
