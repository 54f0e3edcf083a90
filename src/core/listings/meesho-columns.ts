/**
 * Meesho's sheet columns per garment type (issue #39): the attributes of Meesho's Visual
 * Taxonomy for the categories it covers (sarees, kurtis, t-shirts, tops), the same shape for the
 * rest. Keys are the sheet's headers in snake case, as Meesho's own data names them.
 */
import type { GarmentTypeId } from '../garments.js';
import { column, type ColumnDef } from './listing-column-def.js';
import { MEESHO_COLOUR_LIST } from './meesho-colours.js';
import { MEESHO_VALUES as V } from './meesho-values.js';

const colour = column('color', 'Color', MEESHO_COLOUR_LIST, { required: true, role: 'colour' });
const fabric = column('fabric', 'Fabric', V.fabric, { required: true, role: 'fabric' });
const pattern = column('pattern', 'Pattern', V.pattern, { required: true, role: 'pattern' });
const print = column('print_or_pattern_type', 'Print or Pattern Type', V.printOrPatternType, {
  role: 'printType',
});
const occasion = column('occasion', 'Occasion', V.occasion, { role: 'occasion' });
const sleeve = column('sleeve_length', 'Sleeve Length', V.sleeveLength, { role: 'sleeveLength' });
const neck = column('neck', 'Neck', V.neck, { role: 'neck' });
const pieces = column('number_of_pieces', 'Number of Pieces', V.numberOfPieces, {
  required: true,
  role: 'pieces',
});
const setType = column('set_type', 'Set Type', V.setType, { required: true, role: 'setContent' });
const ornamentation = column('ornamentation', 'Ornamentation', V.ornamentation);

const kurti = [
  colour,
  fabric,
  pattern,
  print,
  column('fit_shape', 'Fit/Shape', V.kurtiFitShape, { role: 'style' }),
  column('length', 'Length', V.kurtiLength),
  sleeve,
  column('sleeve_styling', 'Sleeve Styling', V.sleeveStyling),
  neck,
  ornamentation,
  occasion,
];
const kurtaSet = [
  ...kurti,
  setType,
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
  column('neck_collar', 'Neck/Collar', V.neck, { role: 'neck' }),
  column('fit_shape', 'Fit/Shape', V.fitShape),
  column('length', 'Length', V.topLength),
  column('surface_styling', 'Surface Styling', V.surfaceStyling),
  occasion,
];
const lower = [
  colour,
  fabric,
  pattern,
  print,
  column('fit_shape', 'Fit/Shape', V.fitShape),
  column('waist_rise', 'Waist Rise', V.waistRise),
  column('length', 'Length', V.bottomLength),
  occasion,
];
const fullLength = [
  colour,
  fabric,
  pattern,
  print,
  column('fit_shape', 'Fit/Shape', V.dressShape, { role: 'style' }),
  column('length', 'Length', V.dressLength),
  sleeve,
  neck,
  occasion,
];

export const MEESHO_COLUMNS: Record<GarmentTypeId, readonly ColumnDef[]> = {
  't-shirt': upper,
  shirt: upper,
  top: upper,
  sweater: upper,
  jacket: upper,
  kurta: kurti,
  trousers: lower,
  shorts: lower,
  skirt: lower,
  palazzo: lower,
  dress: fullLength,
  jumpsuit: fullLength,
  'kurta-set': kurtaSet,
  anarkali: kurtaSet,
  'co-ord-set': [colour, fabric, pattern, print, setType, pieces, sleeve, neck, occasion],
  saree: [
    colour,
    column('saree_fabric', 'Saree Fabric', V.sareeFabric, { required: true, role: 'fabric' }),
    pattern,
    print,
    column('border', 'Border', V.border, { role: 'border' }),
    column('border_width', 'Border Width', V.borderWidth, { role: 'borderWidth' }),
    column('pallu_details', 'Pallu Details', V.palluDetails),
    column('blouse', 'Blouse', V.blouse),
    column('blouse_pattern', 'Blouse Pattern', V.blousePattern),
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
    setType,
    pieces,
    column('choli_sleeve_length', 'Choli Sleeve Length', V.sleeveLength, { role: 'sleeveLength' }),
    column('stitch_type', 'Stitch Type', V.stitchType),
    column('dupatta', 'Dupatta', V.dupatta),
    ornamentation,
    occasion,
  ],
  sherwani: [
    colour,
    fabric,
    pattern,
    print,
    setType,
    pieces,
    sleeve,
    neck,
    ornamentation,
    occasion,
  ],
  other: [colour, fabric, pattern, print, occasion],
};
