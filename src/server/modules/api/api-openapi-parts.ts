/**
 * The pieces every /api/v1 route declaration repeats: the bearer security, a JSON or binary
 * answer, and the error answers each route lists (their texts are part of the OpenAPI document).
 */
import type { z } from '@hono/zod-openapi';
import { GARMENT_VIEWS, MAX_PHOTO_BYTES } from '../../../core/uploads.js';
import { ErrorSchema } from './api-schemas.js';

/** Three photos and the small fields, as for the dashboard's form. */
export const MAX_PHOTOS_BODY_BYTES = GARMENT_VIEWS.length * MAX_PHOTO_BYTES + 64 * 1024;

export const security = [{ bearerAuth: [] }];

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const binary = (type: string, description: string) => ({
  content: { [type]: { schema: { type: 'string' as const, format: 'binary' } } },
  description,
});

const ERROR_TEXT: Record<number, string> = {
  400: 'The request is invalid.',
  401: 'No API key, or an unknown or revoked one.',
  402: 'The monthly image quota does not cover the run.',
  403: 'The account is on the Free plan, or the option needs a paid plan.',
  404: 'Not found, or not this account’s.',
  409: 'A request with this Idempotency-Key is still running, or a conflict.',
  413: 'A photo is larger than 10 MB.',
  415: 'Not JSON or multipart, or not a supported image.',
  422: 'The Idempotency-Key was used with a different request.',
  429: 'Rate limit: wait for Retry-After seconds.',
};

const errorAnswers = (codes: number[], text: (code: number) => string) =>
  Object.fromEntries(
    [401, 403, 429, ...codes].map((code) => [code, json(ErrorSchema, text(code))]),
  );

/** 401, 403 and 429 (every route's), then the route's own codes, each with its explanation. */
export const errors = (...codes: number[]) => errorAnswers(codes, (code) => ERROR_TEXT[code]!);

/** The batch routes' errors, described as `Error <code>.` as they always have been. */
export const batchErrors = (...codes: number[]) => errorAnswers(codes, (code) => `Error ${code}.`);
