/**
 * Where each listing value list was read (issue #39). Myntra's and Meesho's own templates sit
 * behind a seller login, so the lists come from public copies: a public seller tool that
 * validates its rows against both marketplaces' dropdowns, Meesho's own public data challenge,
 * and public crawls of Myntra's product pages. `ours` marks a list no source gives whole.
 * docs/marketplaces.md ("Listing attributes") says which list comes from where, and why.
 */
export const LISTING_SOURCES = {
  'seller-validator': {
    title:
      "A public seller inventory tool's dropdown validators (main/marketplaces/myntra and /meesho: colours, saree fabric, blouse, border, pattern, print type, ornamentation, occasion, technique)",
    where: 'public GitHub code, found with the code search of this project',
    read: '2026-12-02',
  },
  'meesho-visual-taxonomy': {
    title:
      "Meesho's Visual Taxonomy data challenge (2024): per category (Sarees, Kurtis, Men and Women T-shirts, Women Tops & Tunics) the attributes and the values its catalogue uses",
    where:
      'kaggle.com/competitions/visual-taxonomy, as quoted in public code and huggingface.co/datasets/nikhil2902/cat-2, cat-3, cat-5',
    read: '2026-12-02',
  },
  'myntra-product-pages': {
    title:
      "Myntra product pages' specification tables (the sheet's attribute names and values as shown to shoppers: Neck, Sleeve Length, Shape, Length, Number of Components, Transparency…)",
    where: 'huggingface.co/datasets/Gssmc/myntra_dataset (a public crawl of myntra.com)',
    read: '2026-12-02',
  },
  'myntra-base-colours': {
    title:
      "Myntra's 46 base colours (the `baseColour` of every product in the Fashion Product Images dataset, a Myntra catalogue export)",
    where: 'kaggle.com/datasets/paramaggarwal/fashion-product-images-dataset (styles.csv)',
    read: '2026-12-02',
  },
  ours: {
    title:
      "Our compilation: values seen on the marketplaces' product pages where no dropdown list was found; to be checked against a logged-in template",
    where: 'this project',
    read: '2026-12-02',
  },
} as const;

export type ListingSourceId = keyof typeof LISTING_SOURCES;
