/**
 * The body of a report of a bad image (shot-reports.ts), apart from it so the web's first load
 * holds no zod (decision 196).
 */
import { z } from 'zod';
import { SHOT_REPORT_REASONS, SHOT_REPORT_TEXT_MAX } from './shot-reports.js';

export const reportShotSchema = z.object({
  reason: z.enum(SHOT_REPORT_REASONS),
  /** The seller's own words, for 'other' above all; blank is none. */
  text: z
    .string()
    .trim()
    .max(SHOT_REPORT_TEXT_MAX)
    .optional()
    .transform((text) => (text ? text : undefined)),
});
