/**
 * The request bodies of runs, catalogues (runs.ts lists the endpoints) and regenerations
 * (regeneration.ts), apart from those files so the web's first load holds no zod (decision
 * 196): the web loads them when it sends one.
 */
import { z } from 'zod';
import { keyedIssue } from './keyed-issue.js';
import { garmentTypeSchema, stylingNoteSchema } from './garment-schemas.js';
import { DEFAULT_GARMENT_TYPE } from './garments.js';

export const startRunFieldsSchema = z.object({
  backgroundId: z.string().trim().min(1).max(100),
  modelId: z.string().trim().min(1).max(100).optional(),
  /** Made once per click in the browser: a double click or a retry creates one run. */
  clientRequestId: z.string().trim().min(8).max(100),
  /** What the garment is (decision 178); runs started without one are 'other'. */
  garmentType: garmentTypeSchema.default(DEFAULT_GARMENT_TYPE),
  stylingNote: stylingNoteSchema.optional().transform((note) => note ?? null),
});
export type StartRunFields = z.infer<typeof startRunFieldsSchema>;
/** The fields as a client sends them: the garment type and styling note may be left out. */
export type StartRunFieldsInput = z.input<typeof startRunFieldsSchema>;

export const saveCatalogueSchema = z.object({
  runId: z.uuid(),
  name: z
    .string()
    .trim()
    .min(1, keyedIssue('catalogueNameMissing', 'Give the catalogue a name.'))
    .max(120),
});
export const renameCatalogueSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, keyedIssue('catalogueNameMissing', 'Give the catalogue a name.'))
    .max(120),
});

export const regenerateShotSchema = z.object({
  /** Made once per click in the browser: a double click or a retry is one regeneration. */
  clientRequestId: z.string().trim().min(8).max(100),
});
export type RegenerateShotRequest = z.infer<typeof regenerateShotSchema>;
