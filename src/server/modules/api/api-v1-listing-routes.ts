/**
 * /api/v1/catalogues/{id}/listing (issue #39): a catalogue's listing draft, filled on the first
 * read and kept, and the caller's edits, checked against each marketplace's values.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { ListingView } from '../../../core/listing-review.js';
import type { AppEnv } from '../../http/context.js';
import type { ListingService } from '../listings/listing-service.js';
import { ListingEditSchema, ListingSchema } from './api-listing-schemas.js';
import { errors, json, security } from './api-openapi-parts.js';
import { CatalogueIdParams } from './api-schemas.js';
import { apiCaller } from './require-api-key.js';

/** The view as the document declares it: each column's values as a plain array. */
function toApiListing(view: ListingView) {
  const columns = (list: ListingView['columns']['myntra']) =>
    list.map((column) => ({ ...column, values: [...column.values] }));
  return {
    ...view,
    columns: { myntra: columns(view.columns.myntra), meesho: columns(view.columns.meesho) },
  };
}

export interface ApiV1ListingDeps {
  listings: Pick<ListingService, 'get' | 'save'>;
}

export function registerListingRoutes(app: OpenAPIHono<AppEnv>, { listings }: ApiV1ListingDeps) {
  const getListing = createRoute({
    method: 'get',
    path: '/catalogues/{id}/listing',
    tags: ['Catalogues'],
    summary: 'Get a catalogue’s listing draft (filled from its photo on the first read)',
    security,
    request: { params: CatalogueIdParams },
    responses: { 200: json(ListingSchema, 'The listing draft.'), ...errors(404, 409) },
  });
  app.openapi(getListing, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(toApiListing(await listings.get(apiCaller(c).userId, id)), 200);
  });

  const saveListing = createRoute({
    method: 'put',
    path: '/catalogues/{id}/listing',
    tags: ['Catalogues'],
    summary: 'Save edits to a catalogue’s listing draft',
    description:
      'Every attribute must be one of its column’s values (see `columns`), or an empty string; a value off the list answers 400 naming it.',
    security,
    request: {
      params: CatalogueIdParams,
      body: { content: { 'application/json': { schema: ListingEditSchema } }, required: true },
    },
    responses: { 200: json(ListingSchema, 'The saved listing.'), ...errors(400, 404, 409) },
  });
  app.openapi(saveListing, async (c) => {
    const { id } = c.req.valid('param');
    const saved = await listings.save(apiCaller(c).userId, id, c.req.valid('json'));
    return c.json(toApiListing(saved), 200);
  });
}
