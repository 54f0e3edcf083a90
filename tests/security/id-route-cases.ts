/**
 * One entry per route with an id in its path (method and path exactly as app.routes lists
 * them): which of a tenant's ids fill its parameters. The isolation suite fails for a route
 * that has no entry here, so a new route with an id is covered by adding one line.
 */
import sharp from 'sharp';
import type { TenantIds } from './tenant-fixtures.js';

export interface IdRouteCase {
  /** The path parameters, from the owner's ids. */
  params(ids: TenantIds): Record<string, string>;
  /** A JSON body sent by both callers (the control must be a valid request). */
  body?: unknown;
  /** A multipart form sent by both callers instead (made anew for each request). */
  form?: () => Promise<FormData>;
  /**
   * The owner's control changes or removes the row: run after every other control, in the
   * order of this table.
   */
  destructive?: true;
  /** Headers both callers send. */
  headers?: Record<string, string>;
  /** The owner's control opens a real WebSocket (app.request has no socket to upgrade). */
  controlOverWebSocket?: true;
  /** Serves no user's rows (preset art): the owner's control uses these parameters instead. */
  publicControl?: Record<string, string>;
}

const run = (ids: TenantIds) => ({ id: ids.runId });
const shot = (ids: TenantIds) => ({ id: ids.runId, index: '0' });
const catalogue = (ids: TenantIds) => ({ id: ids.catalogueId });
const image = (ids: TenantIds) => ({ id: ids.catalogueId, imageId: ids.imageId });
const background = (ids: TenantIds) => ({ id: ids.backgroundId });
const model = (ids: TenantIds) => ({ id: ids.modelId });
const batch = (ids: TenantIds) => ({ id: ids.batchId });

/** A product's front photo: an already started product answers its state again (200). */
async function frontPhotoForm(): Promise<FormData> {
  const photo = await sharp({
    create: { width: 64, height: 80, channels: 3, background: '#1f6f8b' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('front', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
  return form;
}

export const ID_ROUTE_CASES: Record<string, IdRouteCase> = {
  // Runs (session and API key)
  'GET /api/runs/:id': { params: run },
  'GET /api/runs/:id/shots/:index/image': { params: shot },
  'GET /api/runs/:id/shots/:index/preview': { params: shot },
  // A WebSocket upgrade: without these headers the route is not reached at all.
  'GET /api/runs/:id/stream': {
    params: run,
    headers: {
      upgrade: 'websocket',
      connection: 'Upgrade',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      'sec-websocket-version': '13',
    },
    controlOverWebSocket: true,
  },
  'GET /api/runs/:id/export/:marketplace': {
    params: (ids) => ({ id: ids.runId, marketplace: 'amazon' }),
  },
  'GET /api/v1/runs/:id': { params: run },
  'GET /api/v1/runs/:id/shots/:index/image': { params: shot },
  'GET /api/v1/runs/:id/shots/:index/preview': { params: shot },
  // The same click from both callers (the catalogue's image is this shot): the owner's starts
  // one regeneration, every later request finds it again.
  'POST /api/runs/:id/shots/:index/regenerate': {
    params: shot,
    body: { clientRequestId: 'isolation-regenerate-shot' },
  },
  // Reporting a bad image (decision 263): the owner's first report of shot 0 is recorded, every
  // later one (this shot is the catalogue's image too) answers that report again.
  'GET /api/runs/:id/reports': { params: run },
  'POST /api/runs/:id/shots/:index/report': { params: shot, body: { reason: 'other' } },
  'POST /api/v1/runs/:id/shots/:index/report': { params: shot, body: { reason: 'other' } },
  'POST /api/runs/:id/stop': { params: run, destructive: true },
  'POST /api/v1/runs/:id/stop': { params: run, destructive: true },

  // Catalogues
  'GET /api/catalogues/:id': { params: catalogue },
  'PATCH /api/catalogues/:id': { params: catalogue, body: { name: 'Renamed by its owner' } },
  'GET /api/catalogues/:id/zip': { params: catalogue },
  'GET /api/catalogues/:id/images/:imageId': { params: image },
  'GET /api/catalogues/:id/images/:imageId/preview': { params: image },
  'POST /api/catalogues/:id/images/:imageId/regenerate': {
    params: image,
    body: { clientRequestId: 'isolation-regenerate-shot' },
  },
  'GET /api/catalogues/:id/reports': { params: catalogue },
  'POST /api/catalogues/:id/images/:imageId/report': {
    params: image,
    body: { reason: 'wrong-colour' },
  },
  'POST /api/v1/catalogues/:id/images/:imageId/report': {
    params: image,
    body: { reason: 'not-my-garment', text: 'Another kurta' },
  },
  'GET /api/catalogues/:id/shares': { params: catalogue },
  // Each control makes one more link of the owner's; the other user's answer 404.
  'POST /api/catalogues/:id/shares': { params: catalogue, body: { expiresIn: '7d' } },
  // The owner's first look fills the draft (the test filler); a save is checked against the
  // test columns (tests/support/test-listing-filler.ts).
  'GET /api/catalogues/:id/listing': { params: catalogue },
  'PUT /api/catalogues/:id/listing': {
    params: catalogue,
    body: {
      english: {
        title: 'Saved by its owner',
        bullets: ['One', 'Two', 'Three'],
        description: 'A kurta.',
      },
      attributes: { myntra: { prominent_colour: 'Red' }, meesho: { color: 'Red' } },
    },
  },
  'POST /api/catalogues/:id/listing/refill': { params: catalogue },
  'GET /api/v1/catalogues/:id/listing': { params: catalogue },
  'PUT /api/v1/catalogues/:id/listing': {
    params: catalogue,
    body: {
      english: {
        title: 'Saved through the API',
        bullets: ['One', 'Two', 'Three'],
        description: 'A kurta.',
      },
      attributes: { myntra: { prominent_colour: 'Red' }, meesho: { color: 'Red' } },
    },
  },
  'GET /api/catalogues/:id/export/:marketplace': {
    params: (ids) => ({ id: ids.catalogueId, marketplace: 'flipkart' }),
  },
  'GET /api/v1/catalogues/:id': { params: catalogue },
  'PATCH /api/v1/catalogues/:id': { params: catalogue, body: { name: 'Renamed through the API' } },
  'GET /api/v1/catalogues/:id/zip': { params: catalogue },
  'GET /api/v1/catalogues/:id/images/:imageId': { params: image },
  'GET /api/v1/catalogues/:id/images/:imageId/preview': { params: image },

  // Backgrounds Library
  'GET /api/library/backgrounds/:id/thumbnail': { params: background },
  'GET /api/library/backgrounds/:id/image': { params: background },
  'PUT /api/library/backgrounds/:id/favorite': { params: background },
  'DELETE /api/library/backgrounds/:id/favorite': { params: background },
  'GET /api/backgrounds/:id/thumbnail': {
    params: background,
    publicControl: { id: 'clean-white-studio' },
  },

  // Models Library
  'GET /api/library/models/:id/portrait': { params: model },
  'PUT /api/library/models/:id/favorite': { params: model },
  'DELETE /api/library/models/:id/favorite': { params: model },

  // Batches
  'GET /api/batches/:id': { params: batch },
  'GET /api/batches/:id/zip': { params: batch },
  'GET /api/batches/:id/export/:marketplace': {
    params: (ids) => ({ id: ids.batchId, marketplace: 'myntra' }),
  },
  'PUT /api/batches/:id/items/:itemId/photos': {
    params: (ids) => ({ id: ids.batchId, itemId: ids.batchItemId }),
    form: frontPhotoForm,
  },
  'POST /api/batches/:id/items/:itemId/retry': {
    params: (ids) => ({ id: ids.batchId, itemId: ids.failedBatchItemId }),
    destructive: true,
  },
  'GET /api/v1/batches/:id': { params: batch },
  'GET /api/v1/batches/:id/zip': { params: batch },
  'PUT /api/v1/batches/:id/items/:itemId/photos': {
    params: (ids) => ({ id: ids.batchId, itemId: ids.batchItemId }),
    form: frontPhotoForm,
  },
  // The retry through the API follows the session's: the product is queued by then (200 again).
  'POST /api/v1/batches/:id/items/:itemId/retry': {
    params: (ids) => ({ id: ids.batchId, itemId: ids.failedBatchItemId }),
    destructive: true,
  },

  // Billing
  'GET /api/billing/checkout/:id': { params: (ids) => ({ id: ids.checkoutId }) },
  'GET /api/billing/payments/:id/invoice.pdf': { params: (ids) => ({ id: ids.paymentId }) },
  'POST /api/billing/checkout/:id/cancel': {
    params: (ids) => ({ id: ids.cancelCheckoutId }),
    destructive: true,
  },
  'POST /api/billing/sandbox/checkout/:id/pay': {
    params: (ids) => ({ id: ids.payCheckoutId }),
    destructive: true,
  },
  'POST /api/billing/sandbox/checkout/:id/decline': {
    params: (ids) => ({ id: ids.declineCheckoutId }),
    destructive: true,
  },

  // Deletions last: the API key after every /api/v1 control, the catalogues after the runs'.
  'POST /api/batches/:id/stop': { params: batch, destructive: true },
  'POST /api/v1/batches/:id/stop': { params: batch, destructive: true },
  'DELETE /api/library/backgrounds/prompts/:id': {
    params: (ids) => ({ id: ids.promptId }),
    destructive: true,
  },
  'DELETE /api/library/backgrounds/:id': { params: background, destructive: true },
  'DELETE /api/library/models/:id': { params: model, destructive: true },
  'DELETE /api/v1/catalogues/:id': {
    params: (ids) => ({ id: ids.spareCatalogueId }),
    destructive: true,
  },
  'DELETE /api/catalogues/:id/shares/:shareId': {
    params: (ids) => ({ id: ids.catalogueId, shareId: ids.shareId }),
    destructive: true,
  },
  'DELETE /api/catalogues/:id': { params: catalogue, destructive: true },
  'DELETE /api/api-keys/:id': { params: (ids) => ({ id: ids.apiKeyId }), destructive: true },
};

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `/api/runs/:id/shots/:index/image` with its parameters filled in. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    // A lone surrogate cannot be percent-encoded: it travels as U+FFFD, as a browser sends it.
    return encodeURIComponent(value.replace(LONE_SURROGATE, '\ufffd'));
  });
}

/**
 * The operator's console's routes (decision 249) take another seller's ids by design, so they are
 * not tenant cases; tests/security/operator-access.db.test.ts walks them. The suites that send
 * every route something (CSRF, fuzz) fill their ids from here.
 */
export function operatorRouteParams(
  path: string,
  owner: { userId: string; ids: TenantIds },
): Record<string, string> | null {
  if (!path.startsWith('/api/admin/')) return null;
  return { id: path.startsWith('/api/admin/runs/') ? owner.ids.runId : owner.userId };
}
