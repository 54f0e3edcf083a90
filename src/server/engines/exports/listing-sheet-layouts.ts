/**
 * The bulk listing sheets' layouts (issue #39, decision 241): the fixed columns each
 * marketplace's bulk upload reads before its attribute columns, and the category each garment
 * type is listed under there (Myntra's article type, Meesho's category). A garment type without
 * a category of its own leaves the cell empty for the seller rather than guessing.
 */
import type { GarmentTypeId } from '../../../core/garments.js';
import type { ListingMarketplace } from '../../../core/listings/listing-draft.js';

export interface SheetLayout {
  /** The sheet's tab name. */
  tab: string;
  sku: string;
  category: string;
  title: string;
  /** Null: the marketplace has no bullet column; bullets lead the description instead. */
  bullets: string | null;
  description: string;
  /** `Image 1` … : the zip's image files in upload order. */
  image: (position: number) => string;
  categories: Partial<Record<GarmentTypeId, string>>;
}

export const SHEET_LAYOUTS: Record<ListingMarketplace, SheetLayout> = {
  myntra: {
    tab: 'Myntra Listing',
    sku: 'Vendor SKU Code',
    category: 'Article Type',
    title: 'Product Display Name',
    bullets: 'Product Highlights',
    description: 'Product Details',
    image: (position) => `Image ${position}`,
    categories: {
      't-shirt': 'Tshirts',
      shirt: 'Shirts',
      top: 'Tops',
      sweater: 'Sweatshirts',
      jacket: 'Jackets',
      kurta: 'Kurtas',
      trousers: 'Trousers',
      shorts: 'Shorts',
      skirt: 'Skirts',
      palazzo: 'Palazzos',
      dress: 'Dresses',
      jumpsuit: 'Jumpsuit',
      'kurta-set': 'Kurta Sets',
      anarkali: 'Kurtas',
      'co-ord-set': 'Co-Ords',
      saree: 'Sarees',
      dupatta: 'Dupatta',
      lehenga: 'Lehenga Choli',
      sherwani: 'Sherwanis',
    },
  },
  meesho: {
    tab: 'Meesho Listing',
    sku: 'Product ID / Style ID',
    category: 'Category',
    title: 'Product Name',
    bullets: null,
    description: 'Product Description',
    image: (position) => (position === 1 ? 'Image 1 (Front)' : `Image ${position}`),
    categories: {
      't-shirt': 'Tshirts',
      shirt: 'Shirts',
      top: 'Tops & Tunics',
      sweater: 'Sweatshirts',
      jacket: 'Jackets',
      kurta: 'Kurtis',
      trousers: 'Trousers',
      shorts: 'Shorts',
      skirt: 'Skirts',
      palazzo: 'Palazzos',
      dress: 'Dresses',
      jumpsuit: 'Jumpsuits',
      'kurta-set': 'Kurta Sets',
      anarkali: 'Anarkali Kurtis',
      'co-ord-set': 'Co-ord Sets',
      saree: 'Sarees',
      dupatta: 'Dupattas',
      lehenga: 'Lehengas',
      sherwani: 'Sherwanis',
    },
  },
};

/** Every category a marketplace's sheet may hold, for its dropdown. */
export const categoriesOf = (marketplace: ListingMarketplace): string[] => [
  ...new Set(Object.values(SHEET_LAYOUTS[marketplace].categories)),
];

/** The sheet's file name inside the export zip: `SKU_myntra_listing.xlsx`. */
export const listingSheetName = (sku: string, marketplace: ListingMarketplace) =>
  `${sku}_${marketplace}_listing.xlsx`;
