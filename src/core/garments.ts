/**
 * What a catalogue dresses (decision 178): one list of garment types, each in a group that
 * decides how it is worn in AI shots and which product shots the studio engine makes. Names
 * are the ones sellers in India use. A run, a batch product and an API call each carry a type;
 * runs made before types existed have none and are treated as 'other'.
 */
export const GARMENT_GROUPS = ['upper', 'lower', 'full-length', 'draped', 'set', 'other'] as const;
export type GarmentGroup = (typeof GARMENT_GROUPS)[number];

export const GARMENT_GROUP_NAMES: Record<GarmentGroup, string> = {
  upper: 'Tops and upper wear',
  lower: 'Bottoms',
  'full-length': 'Dresses and full-length',
  draped: 'Sarees and drapes',
  set: 'Lehengas and sets',
  other: 'Other',
};

export const GARMENT_TYPES = [
  { id: 't-shirt', name: 'T-shirt', group: 'upper' },
  { id: 'shirt', name: 'Shirt', group: 'upper' },
  { id: 'top', name: 'Top / blouse', group: 'upper' },
  { id: 'sweater', name: 'Sweater / hoodie', group: 'upper' },
  { id: 'jacket', name: 'Jacket / coat', group: 'upper' },
  { id: 'kurta', name: 'Kurta / kurti', group: 'upper' },
  { id: 'trousers', name: 'Trousers / jeans', group: 'lower' },
  { id: 'shorts', name: 'Shorts', group: 'lower' },
  { id: 'skirt', name: 'Skirt', group: 'lower' },
  { id: 'palazzo', name: 'Palazzo / salwar', group: 'lower' },
  { id: 'dress', name: 'Dress', group: 'full-length' },
  { id: 'jumpsuit', name: 'Jumpsuit', group: 'full-length' },
  { id: 'kurta-set', name: 'Kurta set / salwar suit', group: 'full-length' },
  { id: 'anarkali', name: 'Anarkali', group: 'full-length' },
  { id: 'co-ord-set', name: 'Co-ord set', group: 'full-length' },
  { id: 'saree', name: 'Saree', group: 'draped' },
  { id: 'dupatta', name: 'Dupatta / stole', group: 'draped' },
  { id: 'lehenga', name: 'Lehenga (choli and dupatta)', group: 'set' },
  { id: 'sherwani', name: 'Sherwani set', group: 'set' },
  { id: 'other', name: 'Other', group: 'other' },
] as const satisfies readonly { id: string; name: string; group: GarmentGroup }[];

export type GarmentType = (typeof GARMENT_TYPES)[number];
export type GarmentTypeId = GarmentType['id'];

export const GARMENT_TYPE_IDS = GARMENT_TYPES.map((type) => type.id) as [
  GarmentTypeId,
  ...GarmentTypeId[],
];

/** What a run, a batch product or an API call starts with when no type is given. */
export const DEFAULT_GARMENT_TYPE: GarmentTypeId = 'other';

export const STYLING_NOTE_MAX = 200;

export const GARMENT_TEXTS = {
  typeLabel: 'Garment type',
  stylingNoteLabel: 'Styling note (optional)',
  stylingNotePlaceholder: 'e.g. with white sneakers, pallu pleated',
  unknownType: `Unknown garment type. Use one of: ${GARMENT_TYPE_IDS.join(', ')}.`,
  stylingNoteTooLong: `A styling note can be at most ${STYLING_NOTE_MAX} characters.`,
} as const;

/** What a run was told about its garment. */
export interface GarmentDescription {
  type: GarmentTypeId;
  stylingNote: string | null;
}

export function isGarmentTypeId(value: unknown): value is GarmentTypeId {
  return typeof value === 'string' && (GARMENT_TYPE_IDS as readonly string[]).includes(value);
}

export function findGarmentType(id: string | null | undefined): GarmentType | null {
  return GARMENT_TYPES.find((type) => type.id === id) ?? null;
}

/** The group of a type; a run stored before types existed (null) or an unknown id is 'other'. */
export function garmentGroupOf(id: string | null | undefined): GarmentGroup {
  return findGarmentType(id)?.group ?? 'other';
}

/** The name shown on cards and details; null for a run stored before types existed. */
export function garmentTypeName(id: string | null | undefined): string | null {
  return findGarmentType(id)?.name ?? null;
}
