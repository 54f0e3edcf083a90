/**
 * Myntra's sheet columns per garment type (issue #39): the attributes Myntra's product pages
 * show for the category, in the sheet's order. Keys are the sheet's headers in snake case.
 */
import type { GarmentTypeId } from '../garments.js';
import { column, type ColumnDef } from './listing-column-def.js';
import { MYNTRA_COLOUR_LIST } from './myntra-colours.js';
import { MYNTRA_VALUES as V } from './myntra-values.js';

const colour = column('prominent_colour', 'Prominent Colour', MYNTRA_COLOUR_LIST, {
  required: true,
  role: 'colour',
});
const fabric = column('fabric', 'Fabric', V.fabric, { required: true, role: 'fabric' });
const pattern = column('pattern', 'Pattern', V.pattern, { required: true, role: 'pattern' });
const print = column('print_or_pattern_type', 'Print or Pattern Type', V.printOrPatternType, {
  role: 'printType',
});
const occasion = column('occasion', 'Occasion', V.occasion, { role: 'occasion' });
const sleeve = column('sleeve_length', 'Sleeve Length', V.sleeveLength, { role: 'sleeveLength' });
const neck = column('neck', 'Neck', V.neck, { role: 'neck' });
const pieces = column('number_of_components', 'Number of Components', V.numberOfComponents, {
  required: true,
  role: 'pieces',
});
const ornamentation = column('ornamentation', 'Ornamentation', V.ornamentation);

const kurta = [
  colour,
  fabric,
  pattern,
  print,
  column('shape', 'Shape', V.kurtaShape, { role: 'style' }),
  column('length', 'Length', V.kurtaLength),
  sleeve,
  column('sleeve_styling', 'Sleeve Styling', V.sleeveStyling),
  neck,
  ornamentation,
  occasion,
];
const kurtaSet = [
  ...kurta,
  column('set_content', 'Set Content', V.setContent, { required: true, role: 'setContent' }),
  pieces,
  column('bottom_type', 'Bottom Type', V.bottomType),
  column('dupatta', 'Dupatta', V.dupatta),
];
const upper = [
  colour,
  fabric,
  pattern,
  print,
  sleeve,
  neck,
  column('fit', 'Fit', V.fit),
  column('length', 'Length', V.topLength),
  occasion,
];
const lower = [
  colour,
  fabric,
  pattern,
  print,
  column('fit', 'Fit', V.fit),
  column('waist_rise', 'Waist Rise', V.waistRise),
  column('length', 'Length', V.bottomLength),
  occasion,
];
const fullLength = [
  colour,
  fabric,
  pattern,
  print,
  column('shape', 'Shape', V.dressShape, { role: 'style' }),
  column('length', 'Length', V.dressLength),
  sleeve,
  neck,
  occasion,
];

export const MYNTRA_COLUMNS: Record<GarmentTypeId, readonly ColumnDef[]> = {
  't-shirt': upper,
  shirt: upper.map((c) =>
    c.key === 'neck' ? column('collar', 'Collar', V.neck, { role: 'neck' }) : c,
  ),
  top: upper,
  sweater: upper,
  jacket: upper,
  kurta,
  trousers: lower,
  shorts: lower,
  skirt: lower,
  palazzo: lower,
  dress: fullLength,
  jumpsuit: fullLength,
  'kurta-set': kurtaSet,
  anarkali: kurtaSet,
  'co-ord-set': [
    colour,
    fabric,
    pattern,
    print,
    column('set_content', 'Set Content', V.setContent, { required: true, role: 'setContent' }),
    pieces,
    sleeve,
    neck,
    column('bottom_type', 'Bottom Type', V.bottomType),
    occasion,
  ],
  saree: [
    colour,
    column('saree_fabric', 'Saree Fabric', V.sareeFabric, { required: true, role: 'fabric' }),
    pattern,
    print,
    column('border', 'Border', V.border, { role: 'border' }),
    column('border_width', 'Border Width', V.borderWidth, { role: 'borderWidth' }),
    column('pallu_details', 'Pallu Details', V.palluDetails),
    column('blouse', 'Blouse', V.blouse),
    ornamentation,
    column('transparency', 'Transparency', V.transparency),
    occasion,
    column('type', 'Type', V.technique),
  ],
  dupatta: [
    colour,
    fabric,
    pattern,
    print,
    column('border', 'Border', V.border, { role: 'border' }),
    ornamentation,
    occasion,
  ],
  lehenga: [
    colour,
    fabric,
    pattern,
    print,
    column('set_content', 'Set Content', V.lehengaSetContent, {
      required: true,
      role: 'setContent',
    }),
    pieces,
    column('choli_sleeve_length', 'Choli Sleeve Length', V.sleeveLength, { role: 'sleeveLength' }),
    column('choli_stitch', 'Choli Stitch', V.choliStitch),
    column('dupatta', 'Dupatta', V.dupatta),
    ornamentation,
    occasion,
  ],
  sherwani: [
    colour,
    fabric,
    pattern,
    print,
    column('set_content', 'Set Content', V.setContent, { required: true, role: 'setContent' }),
    pieces,
    sleeve,
    column('collar', 'Collar', V.neck, { role: 'neck' }),
    ornamentation,
    occasion,
  ],
  other: [colour, fabric, pattern, print, occasion],
};
