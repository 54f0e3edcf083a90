/**
 * The OpenAPI document of /api/v1 is a contract clients generate code from: a change to it must be
 * a decision, seen in the snapshot's diff, never a side effect of moving routes between files.
 */
import { describe, expect, it } from 'vitest';
import { apiV1Routes, type ApiV1Deps } from './api-v1-routes.js';

describe('GET /api/v1/openapi.json', () => {
  it('is the document the routes and schemas declare', async () => {
    // Building the document calls no service: none is needed.
    const deps = { publicUrl: 'https://studio.example', rateLimitPerMinute: 60 };
    const app = apiV1Routes(deps as ApiV1Deps);
    const response = await app.request('/openapi.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchSnapshot();
  });
});
