/** The public API's report of a bad image (decision 265): its body and its answer. */
import { z } from '@hono/zod-openapi';
import {
  SHOT_REPORT_OUTCOMES,
  SHOT_REPORT_TEXTS,
  SHOT_REPORT_REASONS,
  SHOT_REPORT_TEXT_MAX,
} from '../../../core/shot-reports.js';

export const ReportImageSchema = z
  .object({
    reason: z.enum(SHOT_REPORT_REASONS).openapi({ example: 'wrong-colour' }),
    text: z
      .string()
      .trim()
      .max(SHOT_REPORT_TEXT_MAX)
      .optional()
      .openapi({ description: SHOT_REPORT_TEXTS.api.textField }),
  })
  .openapi('ReportImage');

export const ShotReportSchema = z
  .object({
    id: z.string(),
    runId: z.string(),
    shotIndex: z.number().int(),
    shotId: z.string().openapi({ example: 'standing-front' }),
    reason: z.enum(SHOT_REPORT_REASONS),
    text: z.string().nullable(),
    outcome: z.enum(SHOT_REPORT_OUTCOMES).openapi({
      description:
        '`credited`: the image went back to this month’s quota. Otherwise the report is recorded only: `limit-reached` (this month’s reports gave back their most), `too-late` (made more than 7 days ago and passed the colour and print checks), `nothing-to-return` (nothing used this month).',
    }),
    imagesReturned: z.number().multipleOf(0.5),
    failedCheck: z
      .boolean()
      .openapi({ description: 'The image had failed the colour or print check.' }),
    colourScore: z.number().nullable(),
    printScore: z.number().nullable().openapi({
      description: 'The print check’s score (below 1 fails); null when it did not judge the image.',
    }),
    monthlyLimit: z.number().int(),
    returnedThisMonth: z.number().multipleOf(0.5),
    createdAt: z.iso.datetime(),
    alreadyReported: z
      .boolean()
      .openapi({ description: 'The image was reported before: this is that report, unchanged.' }),
    message: z.string(),
  })
  .openapi('ShotReport');
