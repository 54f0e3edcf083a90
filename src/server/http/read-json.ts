import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '../lib/errors.js';
import { keyed } from '../../core/server-messages.js';

/** The request's JSON body checked against a schema; a bad body is a 400 the client can show. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('BAD_REQUEST', keyed('bodyNotJson'));
  }
  return schema.parse(body);
}
