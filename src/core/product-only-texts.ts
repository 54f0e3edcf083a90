/**
 * What the pages say when the running engine makes no person (the offline studio engine,
 * decision 180): the model picker says so before the click, and the landing page does not
 * promise models. With an AI engine the spec's texts stay.
 */
export const PRODUCT_ONLY_TEXTS = {
  /** Step 3's description with the studio engine, in place of the spec's AI promise. */
  modelStepDescription:
    'Optional. Offline catalogues show the product alone: no model appears in the shots, whichever you choose.',
  /** Under a batch's model choices. */
  batchModelNote: 'Offline catalogues show the product alone: the model is not drawn.',
  /** The landing page's feature card in place of 'Multiple models'. */
  featureTitle: 'Product shots',
  featureText: 'Flat lay, hanger and close-up shots of the garment alone, made offline.',
} as const;
