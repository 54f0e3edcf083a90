import { SHOT_REPORT_TEXTS } from '@core/shot-reports';
import { defineTexts } from '../define-texts';

/**
 * The API reference's operation texts, which the server's OpenAPI document says in English
 * (decision 202): summaries and descriptions by operation id (`summary-post-runs`), group names
 * by tag, and the field and answer descriptions many operations share by their English. The
 * English is the document's, word for word (tests/hindi-api-operations.test.ts compares them); an English
 * page shows the document as it comes, a Hindi page these texts, else the document's.
 */
export const apiOperationsTexts = defineTexts('api-operations', {
  'summary-post-runs': 'Create a catalogue run',
  'description-post-runs':
    'Send photos as multipart form fields `front` (required), `back`, `side` and `detail` (a close-up of the print, embroidery, border or pallu), or JSON with image URLs the server fetches (public addresses only, 10 MB, JPG/PNG/WebP/AVIF/HEIC, 15 s). The run is queued and spends its images of the monthly quota up front; images not generated are given back.',
  'summary-get-runs-id': 'Get a run: its status and each shot with its image URLs',
  'summary-post-runs-id-stop': 'Stop a run; only the images already generated stay counted',
  'summary-get-runs-id-shots-index-image': 'Download one finished shot (PNG)',
  'summary-get-runs-id-shots-index-preview': 'A finished shot’s small preview (WebP)',
  'summary-get-catalogues': 'List catalogues, newest first',
  'summary-post-catalogues': 'Save a finished run as a catalogue',
  'summary-get-catalogues-id': 'Get a catalogue',
  'summary-patch-catalogues-id': 'Rename a catalogue',
  'summary-delete-catalogues-id': 'Delete a catalogue, its run and their files',
  'summary-get-catalogues-id-zip': 'Download a catalogue as a zip (01_{shot}.png …)',
  'summary-get-catalogues-id-images-imageId': 'Download one catalogue image (PNG)',
  'summary-get-catalogues-id-listing':
    'Get a catalogue’s listing draft (filled from its photo on the first read)',
  'summary-put-catalogues-id-listing': 'Save edits to a catalogue’s listing draft',
  'description-put-catalogues-id-listing':
    'Every attribute must be one of its column’s values (see `columns`), or an empty string; a value off the list answers 400 naming it.',
  'summary-get-catalogues-id-images-imageId-preview': 'A catalogue image’s preview (WebP)',
  'summary-get-backgrounds': 'Backgrounds: your custom ones, then the presets',
  'summary-get-models': 'Models: your custom ones, then the stock personas',
  'description-get-models':
    'Your models from the Models Library (newest first; deleted ones are not listed), then the stock personas. Premium stock personas need a paid plan, which every API key has. Pass an `id` as `modelId` when creating a run or a batch.',
  'summary-get-garment-types': 'Garment types: what a run or a batch product may say it is',
  'description-get-garment-types':
    'Every garment type, grouped as the dashboard groups them. Pass an `id` as `garmentType` when creating a run or a batch product; `other` is used when none is given.',
  'summary-post-batches': 'Create a batch of products',
  'description-post-batches':
    'Every product becomes its own run and, when it completes, its own catalogue named after its SKU. The images of all products are reserved at once; when they do not fit, 402 says how many products would, and nothing is created. Upload each product’s photos next.',
  'summary-get-batches-id': 'Get a batch: its counts, estimated time left and each product’s state',
  'summary-put-batches-id-items-itemId-photos': 'Upload one product’s photos; its run starts',
  'description-put-batches-id-items-itemId-photos':
    'Multipart fields front (required), and back, side and detail when the product was created with them; or JSON with their URLs, which the server fetches (public addresses only, 10 MB, JPG/PNG/WebP/AVIF/HEIC, 15 s each). Sending them again answers the same run.',
  'summary-post-batches-id-items-itemId-retry':
    'Retry a failed or stopped product (one run’s images)',
  'summary-post-batches-id-stop': 'Stop a batch; only the images already made stay counted',
  'summary-get-batches-id-zip': 'Download the batch: a folder per product and manifest.csv',
  'summary-get-usage': 'This billing month’s images: used, limit and remaining',
  'tag-Runs': 'Runs',
  'tag-Catalogues': 'Catalogues',
  'tag-Options': 'Options',
  'tag-Batches': 'Batches',
  'tag-Account': 'Account',
  '8 to 100 printable characters. A retry with the same key and body returns the first answer; with another body, 422.':
    '8 to 100 printable characters. A retry with the same key and body returns the first answer; with another body, 422.',
  "standard, or economy: the image service's batch mode (Gemini), results usually within 24 hours (Google's target, not a promise) at half an image of the quota per shot. An engine without a batch mode answers 400 for economy.":
    "standard, or economy: the image service's batch mode (Gemini), results usually within 24 hours (Google's target, not a promise) at half an image of the quota per shot. An engine without a batch mode answers 400 for economy.",
  'From GET /backgrounds.': 'From GET /backgrounds.',
  'From GET /models: one of your custom models or a stock one; omit for no model.':
    'From GET /models: one of your custom models or a stock one; omit for no model.',
  'What the garment is, from GET /garment-types; `other` when omitted.':
    'What the garment is, from GET /garment-types; `other` when omitted.',
  'How it is worn or styled, at most 200 characters (spaces are collapsed).':
    'How it is worn or styled, at most 200 characters (spaces are collapsed).',
  'Called with run.completed or run.failed when the run ends (signed).':
    'Called with run.completed or run.failed when the run ends (signed).',
  'A close-up of the print, embroidery, border or pallu.':
    'A close-up of the print, embroidery, border or pallu.',
  'A retry: the run this Idempotency-Key created.':
    'A retry: the run this Idempotency-Key created.',
  'The run was created and queued.': 'The run was created and queued.',
  'The request is invalid.': 'The request is invalid.',
  'No API key, or an unknown or revoked one.': 'No API key, or an unknown or revoked one.',
  'The monthly image quota does not cover the run.':
    'The monthly image quota does not cover the run.',
  'The account is on the Free plan, or the option needs a paid plan.':
    'The account is on the Free plan, or the option needs a paid plan.',
  'Not found, or not this account’s.': 'Not found, or not this account’s.',
  'A request with this Idempotency-Key is still running, or a conflict.':
    'A request with this Idempotency-Key is still running, or a conflict.',
  'A photo is larger than 10 MB.': 'A photo is larger than 10 MB.',
  'Not JSON or multipart, or not a supported image.':
    'Not JSON or multipart, or not a supported image.',
  'The Idempotency-Key was used with a different request.':
    'The Idempotency-Key was used with a different request.',
  'Rate limit: wait for Retry-After seconds.': 'Rate limit: wait for Retry-After seconds.',
  'The run.': 'The run.',
  'The run, stopping or stopped.': 'The run, stopping or stopped.',
  'The full-size PNG.': 'The full-size PNG.',
  'The preview.': 'The preview.',
  'One page of catalogues.': 'One page of catalogues.',
  'The catalogue.': 'The catalogue.',
  'The renamed catalogue.': 'The renamed catalogue.',
  'The listing draft.': 'The listing draft.',
  'The saved listing.': 'The saved listing.',
  'Deleted.': 'Deleted.',
  'The zip, streamed.': 'The zip, streamed.',
  'Every usable background.': 'Every usable background.',
  'Every usable model.': 'Every usable model.',
  'Every garment type.': 'Every garment type.',
  'Up to 200 products and 600 photos. backgroundId is from GET /backgrounds and modelId (optional) from GET /models. hasBack, hasSide and hasDetail say which photos you will upload besides the front one. garmentType (from GET /garment-types, `other` when omitted) and stylingNote are per product.':
    'Up to 200 products and 600 photos. backgroundId is from GET /backgrounds and modelId (optional) from GET /models. hasBack, hasSide and hasDetail say which photos you will upload besides the front one. garmentType (from GET /garment-types, `other` when omitted) and stylingNote are per product.',
  'Called with batch.completed when every product has ended (signed).':
    'Called with batch.completed when every product has ended (signed).',
  'A retry: the batch this Idempotency-Key created.':
    'A retry: the batch this Idempotency-Key created.',
  'The batch; its products wait for their photos.':
    'The batch; its products wait for their photos.',
  'Error 400.': 'Error 400.',
  'Error 401.': 'Error 401.',
  'Error 402.': 'Error 402.',
  'Error 403.': 'Error 403.',
  'Error 404.': 'Error 404.',
  'Error 409.': 'Error 409.',
  'Error 422.': 'Error 422.',
  'Error 429.': 'Error 429.',
  'The batch.': 'The batch.',
  'The product, queued.': 'The product, queued.',
  'Error 413.': 'Error 413.',
  'Error 415.': 'Error 415.',
  'The product, queued again.': 'The product, queued again.',
  'The batch, stopping or stopped.': 'The batch, stopping or stopped.',
  'The month’s usage.': 'The month’s usage.',
  // Reporting a bad image (decision 265).
  'summary-post-catalogues-id-images-imageId-report': SHOT_REPORT_TEXTS.api.catalogueSummary,
  'description-post-catalogues-id-images-imageId-report': SHOT_REPORT_TEXTS.api.description,
  'summary-post-runs-id-shots-index-report': SHOT_REPORT_TEXTS.api.runSummary,
  'description-post-runs-id-shots-index-report': SHOT_REPORT_TEXTS.api.description,
  [SHOT_REPORT_TEXTS.api.textField]: SHOT_REPORT_TEXTS.api.textField,
  [SHOT_REPORT_TEXTS.api.answer]: SHOT_REPORT_TEXTS.api.answer,
});
