/** The account data download's part for reported images (issue 40): what was reported and given back. */
import type { ExportSection } from '../account/data-export.js';
import type { ShotReportRepo } from './shot-report-repo.js';

export function shotReportExportSection(
  repo: Pick<ShotReportRepo, 'reportsOfUser'>,
): ExportSection {
  return {
    folder: 'reports',
    description:
      'reports.json: the images you reported, why, and what was given back to your quota.',
    async *entries(userId: string) {
      const reports = (await repo.reportsOfUser(userId)).map((row) => ({
        id: row.id,
        runId: row.runId,
        shotIndex: row.shotIndex,
        shot: row.shotName,
        reason: row.reason,
        text: row.text,
        imageMadeAt: row.imageMadeAt.toISOString(),
        failedCheck: row.failedCheck,
        checks: row.checks,
        outcome: row.outcome,
        imagesReturned: row.creditedHalves / 2,
        usageMonth: row.periodStart.toISOString(),
        reportedAt: row.createdAt.toISOString(),
      }));
      yield { name: 'reports.json', content: JSON.stringify(reports, null, 2) };
    },
  };
}
