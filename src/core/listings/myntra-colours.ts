import type { ListingColour } from './listing-colour.js';
import { valueList } from './listing-value-list.js';

/** Myntra's base colours (source: myntra-base-colours; the seller validator's Myntra list holds them all and seven more). */
export const MYNTRA_COLOURS: readonly ListingColour[] = [
  { name: 'Navy Blue', hex: '#1c2841', lab: [16.24, 3.37, -17.44] },
  { name: 'Blue', hex: '#1f5fbf', lab: [41.59, 16.2, -55.93] },
  { name: 'Silver', hex: '#c0c0c0', lab: [77.7, 0, 0] },
  { name: 'Black', hex: '#111111', lab: [5.06, 0, 0] },
  { name: 'Grey', hex: '#808080', lab: [53.59, 0, 0] },
  { name: 'Green', hex: '#2e8b3e', lab: [51.14, -44.08, 33.03] },
  { name: 'Purple', hex: '#6a2c8f', lab: [31.46, 44.87, -43.33] },
  { name: 'White', hex: '#fafafa', lab: [98.27, 0, 0] },
  { name: 'Beige', hex: '#e1c9a4', lab: [82.09, 2.85, 21.6] },
  { name: 'Brown', hex: '#6b4226', lab: [32.17, 14.73, 24.2] },
  { name: 'Bronze', hex: '#a6712e', lab: [51.97, 14.61, 44.15] },
  { name: 'Teal', hex: '#008080', lab: [48.25, -28.85, -8.48] },
  { name: 'Copper', hex: '#b87333', lab: [54.76, 21.65, 45.4] },
  { name: 'Pink', hex: '#f4a6c0', lab: [76.26, 32.33, -1.54] },
  { name: 'Off White', hex: '#f3efe2', lab: [94.43, -0.88, 6.76] },
  { name: 'Maroon', hex: '#7b1e2b', lab: [27.61, 40.49, 15.93] },
  { name: 'Red', hex: '#c8102e', lab: [42.54, 65.89, 35.71] },
  { name: 'Khaki', hex: '#bdb07a', lab: [71.74, -3.42, 29.38] },
  { name: 'Orange', hex: '#f28c28', lab: [67.87, 32.16, 65.02] },
  { name: 'Coffee Brown', hex: '#4b3022', lab: [22.74, 10.44, 13.95] },
  { name: 'Yellow', hex: '#f5d90a', lab: [86.54, -7.11, 85.59] },
  { name: 'Charcoal', hex: '#36454f', lab: [28.39, -3.25, -7.96] },
  { name: 'Gold', hex: '#d4af37', lab: [72.85, 1.38, 62.91] },
  { name: 'Steel', hex: '#7b8a99', lab: [56.77, -2.06, -9.8] },
  { name: 'Tan', hex: '#d2b48c', lab: [74.98, 5.02, 24.43] },
  { name: 'Multi', hex: null, lab: null },
  { name: 'Magenta', hex: '#c8148c', lab: [45.19, 72.11, -18.78] },
  { name: 'Lavender', hex: '#b9a4d8', lab: [70.75, 17.72, -23.55] },
  { name: 'Sea Green', hex: '#2e8b57', lab: [51.53, -39.72, 20.05] },
  { name: 'Cream', hex: '#f5ecd0', lab: [93.43, -1.51, 14.67] },
  { name: 'Peach', hex: '#f8c3a0', lab: [82.66, 14.28, 24.84] },
  { name: 'Olive', hex: '#6b6b2a', lab: [43.96, -9.43, 35.6] },
  { name: 'Skin', hex: '#e8b99a', lab: [78.57, 12.68, 22.18] },
  { name: 'Burgundy', hex: '#800020', lab: [25.85, 48.89, 21.3] },
  { name: 'Grey Melange', hex: '#a7a7a9', lab: [68.55, 0.38, -1.03] },
  { name: 'Rust', hex: '#b7410e', lab: [44.06, 45.76, 51.12] },
  { name: 'Rose', hex: '#e8879a', lab: [67.14, 39.18, 6.14] },
  { name: 'Lime Green', hex: '#7ed321', lab: [76.76, -51.36, 70.87] },
  { name: 'Mauve', hex: '#b784a7', lab: [61.1, 25.22, -10.77] },
  { name: 'Turquoise Blue', hex: '#30c5d2', lab: [73.03, -32.99, -17.42] },
  { name: 'Metallic', hex: null, lab: null },
  { name: 'Mustard', hex: '#d8a31a', lab: [70.09, 8.58, 69.56] },
  { name: 'Taupe', hex: '#8b7d6b', lab: [53.19, 2.29, 11.77] },
  { name: 'Nude', hex: '#e3bc9a', lab: [78.83, 9.16, 22.46] },
  { name: 'Mushroom Brown', hex: '#9c8878', lab: [58.07, 4.92, 11.37] },
  { name: 'Fluorescent Green', hex: '#39ff14', lab: [88.18, -82.09, 81.99] },
];

/** Myntra's name for a garment of many colours (a print). */
export const MYNTRA_MULTI_COLOUR = 'Multi';

export const MYNTRA_COLOUR_LIST = valueList(
  'myntra-base-colours',
  MYNTRA_COLOURS.map((colour) => colour.name),
);
