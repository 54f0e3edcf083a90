/**
 * Batch catalogues (docs/decisions/016-batches-are-many-runs.md): the contract shared by the
 * server and the web. Each product is one run that, when it completes, is saved as its own
 * catalogue named after the SKU. The quota of every product is reserved when the batch is created;
 * when it does not fit, nothing starts.
 *
 * Endpoints (all need a session; another user's id answers 404 like a missing one):
 *   POST   /api/batches                         CreateBatchRequest -> 201 BatchView
 *                                               (a repeated clientRequestId answers the same batch, 200;
 *                                               402 with batchQuotaMessage() when the products do not fit)
 *   GET    /api/batches                         -> BatchSummary[] (newest first)
 *   GET    /api/batches/:id                     -> BatchView (the page polls it while the batch runs)
 *   PUT    /api/batches/:id/items/:itemId/photos  multipart front (required), back, side
 *                                               -> BatchItemView (the product's run starts)
 *   POST   /api/batches/:id/items/:itemId/retry -> BatchItemView (a failed product, one run's quota)
 *   POST   /api/batches/:id/stop                -> BatchView (what has not started is stopped and
 *                                               given back; only what was made is counted)
 *   GET    /api/batches/:id/zip                 {name}.zip: one folder per product + manifest.csv
 */
import { z } from 'zod';
import { keyedIssue } from './keyed-issue.js';
import { garmentTypeSchema, stylingNoteSchema } from './garment-schemas.js';
import { DEFAULT_GARMENT_TYPE, type GarmentTypeId } from './garments.js';
import type { StoredMessage } from './stored-message.js';
import { GARMENT_VIEWS, MAX_PHOTO_BYTES } from './uploads.js';

export const BATCH_LIMITS = {
  maxProducts: 200,
  maxPhotos: 600,
  maxPhotoBytes: MAX_PHOTO_BYTES,
  /** A zip is read as a stream; its entries together may not unpack to more than this. */
  maxZipUncompressedBytes: 2 * 1024 * 1024 * 1024,
  /** An entry that unpacks to more than this many times its packed size is a zip bomb. */
  maxZipEntryRatio: 200,
} as const;

/** What a batch request that does not fit is told (keyed in server-messages.ts). */
export const BATCH_REQUEST_TEXTS = {
  productNameSeparators: 'A product name cannot contain / or \\.',
  tooManyProducts: (max: number) => `A batch can hold up to ${max} products.`,
  tooManyPhotos: (max: number) => `A batch can hold up to ${max} photos.`,
  duplicateProductName: (sku: string) =>
    `Two products are named ${sku}. Each product needs its own name.`,
};

/** A SKU names the product's folder and its catalogue: no path separators or control characters. */
export const skuSchema = z
  .string()
  .trim()
  .min(1, keyedIssue('productNameMissing', 'Every product needs a name.'))
  .max(80, keyedIssue('productNameTooLong', 'A product name can be at most 80 characters.'))
  .refine(
    (sku) => !/[/\\]/.test(sku) && [...sku].every((char) => char >= ' '),
    keyedIssue('productNameSeparators', BATCH_REQUEST_TEXTS.productNameSeparators),
  );

export const batchProductSchema = z.object({
  sku: skuSchema,
  backgroundId: z.string().min(1).max(100),
  modelId: z.string().min(1).max(100).nullish(),
  /** Which photos will be uploaded for it besides the front one (they decide the shot list). */
  hasBack: z.boolean(),
  hasSide: z.boolean(),
  /** A close-up photo will be uploaded too (decision 178). */
  hasDetail: z.boolean().default(false),
  /** What the garment is (decision 178); 'other' when not given. */
  garmentType: garmentTypeSchema.default(DEFAULT_GARMENT_TYPE),
  stylingNote: stylingNoteSchema.nullish().transform((note) => note ?? null),
});
export type BatchProduct = z.infer<typeof batchProductSchema>;

/** Standard, or the vendor's batch mode at half an image a shot within 24 hours (decision 203). */
export const BATCH_PRICES = ['standard', 'economy'] as const;
export type BatchPrice = (typeof BATCH_PRICES)[number];
/** What a request with another price is told (400). */
export const BATCH_PRICE_MESSAGE = 'price is standard or economy.';
/** How long an economy batch may take at most: the vendor's own promise. */
export const ECONOMY_WAIT_HOURS = 24;

/**
 * The checks of a batch request's price and product count, keyed (decision 273), for the web's
 * schema here and the API's (api-batch-schemas.ts, which must build its own to describe it).
 */
export const BATCH_REQUEST_CHECKS = {
  price: keyedIssue('batchPrice', BATCH_PRICE_MESSAGE),
  noProducts: keyedIssue('noProducts', 'Add at least one product.'),
  tooManyProducts: keyedIssue(
    'batchTooManyProducts',
    BATCH_REQUEST_TEXTS.tooManyProducts(BATCH_LIMITS.maxProducts),
    BATCH_LIMITS.maxProducts,
  ),
};

export const createBatchRequestSchema = z
  .object({
    clientRequestId: z.string().uuid(),
    price: z.enum(BATCH_PRICES, BATCH_REQUEST_CHECKS.price).default('standard'),
    products: z
      .array(batchProductSchema)
      .min(1, BATCH_REQUEST_CHECKS.noProducts)
      .max(BATCH_LIMITS.maxProducts, BATCH_REQUEST_CHECKS.tooManyProducts),
  })
  .superRefine((request, ctx) => {
    const photos = request.products.reduce(
      (sum, product) =>
        sum + 1 + Number(product.hasBack) + Number(product.hasSide) + Number(product.hasDetail),
      0,
    );
    if (photos > BATCH_LIMITS.maxPhotos)
      ctx.addIssue({
        code: 'custom',
        message: BATCH_REQUEST_TEXTS.tooManyPhotos(BATCH_LIMITS.maxPhotos),
        path: ['products'],
        params: { key: 'batchTooManyPhotos', values: [BATCH_LIMITS.maxPhotos] },
      });
    const seen = new Set<string>();
    request.products.forEach((product, index) => {
      const key = product.sku.trim().toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          message: BATCH_REQUEST_TEXTS.duplicateProductName(product.sku.trim()),
          path: ['products', index, 'sku'],
          params: { key: 'duplicateProductName', values: [product.sku.trim()] },
        });
      seen.add(key);
    });
  });
export type CreateBatchRequest = z.infer<typeof createBatchRequestSchema>;

export const BATCH_STATUSES = ['running', 'stopping', 'completed', 'stopped'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/**
 * A product's state: waiting for its photos to arrive, then its run's state; 'completed' once
 * its catalogue is saved.
 */
export const BATCH_ITEM_STATUSES = [
  'awaiting_photos',
  'queued',
  'running',
  'completed',
  'failed',
  'stopped',
] as const;
export type BatchItemStatus = (typeof BATCH_ITEM_STATUSES)[number];
export const FINISHED_BATCH_ITEM_STATUSES: readonly BatchItemStatus[] = [
  'completed',
  'failed',
  'stopped',
];

export interface BatchItemView {
  id: string;
  sku: string;
  status: BatchItemStatus;
  backgroundName: string;
  modelName: string | null;
  /** What the garment is (decision 178); null for products made before types existed. */
  garmentType: GarmentTypeId | null;
  runId: string | null;
  catalogueId: string | null;
  /** Shots of the product's run that are done, of its total. */
  shotsDone: number;
  shotsTotal: number;
  /** Why it failed, in words a seller can act on. */
  error: string | null;
  /** The same by its key and values (decision 275); null for products failed before it. */
  errorMessage: StoredMessage | null;
  /** The run's finished shots, in order (at most BATCH_ITEM_PREVIEWS): the page's thumbnails. */
  previews: BatchShotPreview[];
}

/** How many finished shots of each product the batch view carries. */
export const BATCH_ITEM_PREVIEWS = 12;

/** One finished shot of a product: its pose and where its preview and full image are served. */
export interface BatchShotPreview {
  index: number;
  /** The pose or shot name, e.g. 'Standing Front'. */
  name: string;
  previewUrl: string;
  imageUrl: string;
}

export interface BatchCounts {
  total: number;
  done: number;
  failed: number;
  /** Neither done nor failed nor stopped. */
  remaining: number;
  stopped: number;
}

export interface BatchSummary {
  id: string;
  name: string;
  status: BatchStatus;
  createdAt: string;
  finishedAt: string | null;
  counts: BatchCounts;
}

export interface BatchView extends BatchSummary {
  /** From the pace of the products finished so far; null until one has finished. */
  estimatedSecondsLeft: number | null;
  items: BatchItemView[];
}

/** The 402 message when a batch does not fit the month's images. */
export function batchQuotaMessage(input: {
  products: number;
  imagesNeeded: number;
  imagesLeft: number;
  productsThatFit: number;
}): string {
  const { products, imagesNeeded, imagesLeft, productsThatFit } = input;
  const fit =
    productsThatFit === 0 ? 'none of them fit' : `${productsThatFit} of ${products} products fit`;
  return `This batch needs ${imagesNeeded} images and your plan has ${imagesLeft} left this month: ${fit}. Remove products or upgrade your plan. Nothing was started.`;
}

/** Photo field names of one product's upload, as for a single run. */
export const BATCH_PHOTO_FIELDS = GARMENT_VIEWS;

/** The default batch name: the date it was made, e.g. 'Batch of 23 Nov 2026, 14:05'. */
export const BATCH_NAME_PREFIX = 'Batch of';
