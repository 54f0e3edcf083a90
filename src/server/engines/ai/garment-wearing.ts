/**
 * How each garment type is worn in an AI shot (decision 178): what the prompt calls it, how it
 * sits on the body, and the default pairing (what goes with it, footwear included). The seller's
 * styling note replaces the pairing, never the way the garment itself is worn. 'other' has no
 * entry: its prompt keeps the wording of runs made before types existed.
 */
import type { GarmentTypeId } from '../../../core/garments.js';

export interface GarmentWearing {
  /** What the prompt calls the garment: "wearing the <noun> from the attached product photos". */
  noun: string;
  /** How the garment itself is worn; kept even with a styling note. */
  worn?: string;
  /** What it is paired with, footwear included; the styling note replaces it. */
  pairing: string;
}

export const GARMENT_WEARING: Record<Exclude<GarmentTypeId, 'other'>, GarmentWearing> = {
  't-shirt': {
    noun: 't-shirt',
    pairing:
      'Pair it with plain, well-fitting neutral trousers or jeans and simple clean white sneakers.',
  },
  shirt: {
    noun: 'shirt',
    worn: 'The shirt is worn neatly buttoned.',
    pairing:
      'Pair it with plain, well-fitting neutral trousers and simple leather loafers or clean sneakers.',
  },
  top: {
    noun: 'top',
    pairing:
      'Pair it with plain, well-fitting neutral trousers or jeans and simple flat sandals or sneakers.',
  },
  sweater: {
    noun: 'sweater or hoodie',
    pairing:
      'Pair it with plain, well-fitting neutral trousers or jeans and simple clean sneakers.',
  },
  jacket: {
    noun: 'jacket or coat',
    worn: 'It is worn open over a plain, fitted neutral t-shirt.',
    pairing:
      'Pair it with plain, well-fitting neutral trousers or jeans and simple ankle boots or clean sneakers.',
  },
  kurta: {
    noun: 'kurta',
    pairing:
      'Pair it with a matching churidar or palazzo in a plain coordinating colour and simple juttis or kolhapuri sandals.',
  },
  trousers: {
    noun: 'trousers',
    pairing:
      'Pair them with a plain, fitted neutral top, tucked in so the waistband shows, and simple loafers or clean sneakers.',
  },
  shorts: {
    noun: 'shorts',
    pairing:
      'Pair them with a plain, fitted neutral t-shirt, tucked in so the waistband shows, and simple clean sneakers.',
  },
  skirt: {
    noun: 'skirt',
    pairing:
      'Pair it with a plain, fitted neutral top, tucked in so the waistband shows, and simple flats or heeled sandals.',
  },
  palazzo: {
    noun: 'palazzo or salwar',
    pairing:
      'Pair it with a plain, fitted short kurta or top in a coordinating colour that leaves the waist and fall visible, and simple juttis or flat sandals.',
  },
  dress: {
    noun: 'dress',
    worn: 'The dress is worn on its own.',
    pairing: 'Finish it with simple heeled sandals or flats and minimal jewellery.',
  },
  jumpsuit: {
    noun: 'jumpsuit',
    worn: 'The jumpsuit is worn on its own.',
    pairing: 'Finish it with simple heeled sandals or clean sneakers and minimal jewellery.',
  },
  'kurta-set': {
    noun: 'kurta set',
    worn: 'The kurta is worn with its matching bottoms, and with its dupatta when the photos show one.',
    pairing: 'Finish it with simple juttis or flat sandals and small traditional earrings.',
  },
  anarkali: {
    noun: 'anarkali',
    worn: 'The flared anarkali is worn with a matching churidar, and with its dupatta when the photos show one.',
    pairing: 'Finish it with simple juttis or heeled sandals and delicate traditional jewellery.',
  },
  'co-ord-set': {
    noun: 'co-ord set',
    worn: 'The co-ord set is worn as the matching top and bottom together, as one outfit.',
    pairing: 'Finish it with simple sandals or clean sneakers and minimal accessories.',
  },
  saree: {
    noun: 'saree',
    worn: 'The saree is draped in the Nivi style, with neat pleats at the front and the pallu over the left shoulder, worn with a matching blouse.',
    pairing:
      'Finish it with simple heeled sandals and traditional jewellery such as jhumkas and thin bangles.',
  },
  dupatta: {
    noun: 'dupatta',
    worn: 'The dupatta is draped over the shoulders so its full length, border and print show.',
    pairing:
      'Wear it over a plain kurta set in a neutral or coordinating colour, with simple juttis.',
  },
  lehenga: {
    noun: 'lehenga',
    worn: 'The lehenga is worn with its choli and dupatta: the flared skirt at the waist, the choli as the blouse, and the dupatta draped over one shoulder.',
    pairing: 'Finish it with simple heeled sandals and traditional jewellery such as jhumkas.',
  },
  sherwani: {
    noun: 'sherwani',
    worn: 'The sherwani is worn buttoned, over a matching churidar.',
    pairing: 'Finish it with embroidered mojaris, and with its stole when the photos show one.',
  },
};

/** The wearing of a type; null for 'other', an unknown id or a run without a type. */
export function garmentWearing(id: string | null | undefined): GarmentWearing | null {
  if (!id || !Object.hasOwn(GARMENT_WEARING, id)) return null;
  return GARMENT_WEARING[id as keyof typeof GARMENT_WEARING];
}

/**
 * The seller's styling note as the prompt says it: it replaces the default pairing and wins over
 * anything else the prompt says about how the garment is styled.
 */
export function stylingNoteSentence(note: string): string {
  const text = note
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.\s]+$/, '');
  return `Styling, as the seller asks (this replaces any default pairing and takes priority over other styling): ${text}.`;
}
