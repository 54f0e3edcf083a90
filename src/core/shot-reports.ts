/**
 * Reporting a bad image (issue 40, decisions 263 to 265): the reasons, the rules of the credit and
 * the answer's shape, shared by the server, the web and the public API.
 *
 * Endpoints (a session; another user's run, shot or catalogue answers 404):
 *   POST /api/runs/:id/shots/:index/report             { reason, text? } -> ShotReportView
 *   POST /api/catalogues/:id/images/:imageId/report    { reason, text? } -> ShotReportView
 *   GET  /api/runs/:id/reports, /api/catalogues/:id/reports               -> ShotReportView[]
 * and POST /api/v1/…/report with an API key. A shot is reported once, ever: a second report
 * answers the first (`alreadyReported: true`). The request's schema: shot-report-schema.ts.
 */
import { PLANS, type PlanId } from './plans.js';

export const SHOT_REPORT_REASONS = [
  'not-my-garment',
  'wrong-colour',
  'bad-hands-or-face',
  'other',
] as const;
export type ShotReportReason = (typeof SHOT_REPORT_REASONS)[number];

/** The reasons as the seller reads them (English; the web has them in Hindi too). */
export const SHOT_REPORT_REASON_LABELS: Record<ShotReportReason, string> = {
  'not-my-garment': 'Not my garment',
  'wrong-colour': 'Wrong colour',
  'bad-hands-or-face': 'Bad hands or face',
  other: 'Other',
};

/** What a seller sends: a reason, and their own words if they like (shot-report-schema.ts). */
export interface ReportShotInput {
  reason: ShotReportReason;
  text?: string;
}

/** At most this many characters of the seller's own words. */
export const SHOT_REPORT_TEXT_MAX = 300;

/** A report within this many days of the image being made gives the image back (decision 263). */
export const REPORT_WINDOW_DAYS = 7;

/**
 * What became of a report: its image went back to the month (`credited`), or the report was
 * recorded only: the month's limit of images given back was reached, the image was older than
 * the window and passed every check, or the month had nothing spent to give back.
 */
export const SHOT_REPORT_OUTCOMES = [
  'credited',
  'limit-reached',
  'too-late',
  'nothing-to-return',
] as const;
export type ShotReportOutcome = (typeof SHOT_REPORT_OUTCOMES)[number];

/**
 * A shot's automatic checks as stored on run_shot: the colour check's warning (decision 120) and
 * the print check's (decision 276). What counts as a failed check is decided here and nowhere
 * else.
 */
export interface ShotChecks {
  colourWarning: boolean;
  printWarning: boolean;
}

/** Whether a shot failed one of the automatic checks and was kept with its warning (decision 263). */
export function failedACheck(shot: ShotChecks): boolean {
  return shot.colourWarning || shot.printWarning;
}

/** The checks a shot failed, as a credit's reason names them. */
export function failedChecksName(shot: ShotChecks): string {
  if (shot.colourWarning && shot.printWarning) return 'the colour and print checks';
  return shot.colourWarning ? 'the colour check' : 'the print check';
}

/**
 * The most images reports can give back in one usage month (decision 264): a fifth of the
 * plan's monthly images, and never fewer than 2 (Free 2, Pro 100, Premium 600).
 */
export function reportCreditLimit(plan: PlanId): number {
  return Math.max(2, Math.ceil(PLANS[plan].monthlyImageQuota / 5));
}

export interface ShotReportView {
  id: string;
  runId: string;
  shotIndex: number;
  /** The shot's stable id (standing-front …): a catalogue's image is found by it. */
  shotId: string;
  reason: ShotReportReason;
  text: string | null;
  outcome: ShotReportOutcome;
  /** Images given back (0.5 for an economy shot; 0 when the report was only recorded). */
  imagesReturned: number;
  /** The shot had failed an automatic check when it was reported. */
  failedCheck: boolean;
  /** The colour check's score as it was (decision 120); null when it could not be measured. */
  colourScore: number | null;
  /** The print check's score as it was (decision 276); null when it did not judge the image. */
  printScore: number | null;
  /** The most reports can give back this month, and what they have given back so far. */
  monthlyLimit: number;
  returnedThisMonth: number;
  createdAt: string;
  /** This answer is an earlier report of the same shot: nothing was done again. */
  alreadyReported: boolean;
}

export const SHOT_REPORT_TEXTS = {
  notFinished: 'An image can be reported once its generation has finished.',
  notAnImage: 'Only a finished image can be reported.',
  runGone: 'The generation this catalogue came from is no longer available.',
  /** The public API's document (decision 265); the API reference says them in Hindi too. */
  api: {
    catalogueSummary: 'Report a bad catalogue image',
    runSummary: 'Report a bad image of a run',
    description:
      'Reports a bad image. Within 7 days of the image being made, or at any time when it failed the colour or print check, the image goes back to this month’s quota at once, up to a fifth of the plan’s monthly images (at least 2) per month; past that the report is recorded and nothing is given back. An image is reported once: reporting it again answers the first report. If the run was started with a `webhookUrl`, an `image.reported` event is sent there.',
    textField: 'Your own words, above all for `other`.',
    answer: 'The report.',
  },
  /** The public API's words for each outcome (the web says them in the seller's language). */
  outcome: {
    credited: 'Thank you. The image was given back to this month’s quota.',
    'limit-reached':
      'Thank you, your report is recorded. No image was given back: this month’s limit of images given back for reports is reached.',
    'too-late': `Thank you, your report is recorded. No image was given back: images are given back within ${REPORT_WINDOW_DAYS} days of being made, or when they failed the colour or print check.`,
    'nothing-to-return':
      'Thank you, your report is recorded. No image was given back: nothing has been used this month yet.',
  } satisfies Record<ShotReportOutcome, string>,
} as const;

const segment = encodeURIComponent;

/** The report endpoints of the dashboard (the public API's are the same under /api/v1). */
export const shotReportUrls = {
  runShot: (runId: string, index: number) => `/api/runs/${segment(runId)}/shots/${index}/report`,
  runReports: (runId: string) => `/api/runs/${segment(runId)}/reports`,
  catalogueImage: (catalogueId: string, imageId: string) =>
    `/api/catalogues/${segment(catalogueId)}/images/${segment(imageId)}/report`,
  catalogueReports: (catalogueId: string) => `/api/catalogues/${segment(catalogueId)}/reports`,
};
