/** A report of a bad image as the public API and its image.reported webhook show it (decision 265). */
import { SHOT_REPORT_TEXTS, type ShotReportView } from '../../../core/shot-reports.js';

export type ApiShotReport = ShotReportView & { message: string };

export function toApiShotReport(report: ShotReportView): ApiShotReport {
  return { ...report, message: SHOT_REPORT_TEXTS.outcome[report.outcome] };
}
