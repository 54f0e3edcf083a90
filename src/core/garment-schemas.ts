/**
 * The garment fields of a request (decision 178), apart from garments.ts so the web's first
 * load, which shows the types, holds no zod (decision 196).
 */
import { z } from 'zod';
import { keyedIssue } from './keyed-issue.js';
import { GARMENT_TEXTS, GARMENT_TYPE_IDS, STYLING_NOTE_MAX } from './garments.js';

export const garmentTypeSchema = z.enum(
  GARMENT_TYPE_IDS,
  keyedIssue('unknownGarmentType', GARMENT_TEXTS.unknownType),
);

/** Trimmed, single-spaced, at most STYLING_NOTE_MAX characters; empty means none. */
export const stylingNoteSchema = z
  .string()
  .transform((note) => note.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .max(STYLING_NOTE_MAX, keyedIssue('stylingNoteTooLong', GARMENT_TEXTS.stylingNoteTooLong)),
  )
  .transform((note) => (note === '' ? null : note));
