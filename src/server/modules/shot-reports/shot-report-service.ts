/**
 * Reporting a bad image (issue 40, decisions 263 to 265). The rules: a finished image of the
 * seller's own run can be reported once, ever, with a reason. It goes back to the current
 * month's quota at once when it was made within REPORT_WINDOW_DAYS, or whenever it failed an
 * automatic check (failedACheck), as long as the month's reports have not given back
 * reportCreditLimit(plan) images; otherwise the report is recorded and says why nothing came
 * back. The once-only and the limit are kept by the repo's one transaction, not by reading here.
 */
import { FINISHED_RUN_STATUSES, type RunStatus } from '../../../core/runs.js';
import {
  REPORT_WINDOW_DAYS,
  SHOT_REPORT_REASON_LABELS,
  failedACheck,
  failedChecksName,
  reportCreditLimit,
  type ReportShotInput,
  type ShotReportOutcome,
  type ShotReportReason,
  type ShotReportView,
} from '../../../core/shot-reports.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { RunReads } from '../runs/run-reads.js';
import type { ReportedShotFacts, ShotReportRepo, ShotReportRow } from './shot-report-repo.js';
import { keyed } from '../../../core/server-messages.js';

const DAY_MS = 86_400_000;

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Told once a report is recorded (the API's webhook, decision 265). Must not throw. */
export type ReportListener = (report: ShotReportView, userId: string) => Promise<void>;

export interface ShotReportServiceDeps {
  repo: ShotReportRepo;
  quota: Pick<QuotaService, 'currentMonth' | 'shotHalvesOf'>;
  /** The run's shots are the runs module's: whose a run is and what a shot is. */
  runs: Pick<RunReads, 'owns' | 'shotOf'>;
  /** The catalogue's run and the shot its image came from (the catalogues module owns them). */
  catalogues: Pick<CatalogueService, 'runOf' | 'shotOfImage'>;
  clock?: () => Date;
  onReported?: ReportListener;
}

export function createShotReportService(deps: ShotReportServiceDeps) {
  const { repo, quota, runs } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** The shot, if the user owns its run, with what its image cost; null otherwise. */
  async function findShot(
    userId: string,
    runId: string,
    index: number,
  ): Promise<ReportedShotFacts | null> {
    const shot = await runs.shotOf(userId, runId, index);
    if (!shot) return null;
    const { reservationId, version, ...facts } = shot;
    // The run's price per shot (decision 203); a whole image once a regeneration remade it.
    const shotHalves =
      version === 0 && reservationId ? await quota.shotHalvesOf(reservationId) : null;
    return { ...facts, halves: version > 0 ? 2 : (shotHalves ?? 2) };
  }

  async function viewOf(
    row: ShotReportRow,
    userId: string,
    alreadyReported: boolean,
  ): Promise<ShotReportView> {
    const { plan, periodStart } = await quota.currentMonth(userId);
    const checks = row.checks as { colourScore?: unknown; printScore?: unknown };
    return {
      id: row.id,
      runId: row.runId,
      shotIndex: row.shotIndex,
      shotId: row.shotId,
      reason: row.reason as ShotReportReason,
      text: row.text,
      outcome: row.outcome as ShotReportOutcome,
      imagesReturned: row.creditedHalves / 2,
      failedCheck: row.failedCheck,
      colourScore: typeof checks.colourScore === 'number' ? checks.colourScore : null,
      printScore: typeof checks.printScore === 'number' ? checks.printScore : null,
      monthlyLimit: reportCreditLimit(plan),
      returnedThisMonth: (await repo.returnedIn(userId, periodStart)) / 2,
      createdAt: row.createdAt.toISOString(),
      alreadyReported,
    };
  }

  async function report(
    userId: string,
    runId: string,
    index: number,
    input: ReportShotInput,
  ): Promise<ShotReportView> {
    const shot = isUuid(runId) ? await findShot(userId, runId, index) : null;
    if (!shot) throw notFound('imageNotFound');
    const earlier = await repo.findReport(runId, index);
    if (earlier) return viewOf(earlier, userId, true);
    if (!FINISHED_RUN_STATUSES.includes(shot.runStatus as RunStatus))
      throw new AppError('CONFLICT', keyed('shotReportNotFinished'));
    if (shot.status !== 'complete') throw new AppError('CONFLICT', keyed('shotReportNotAnImage'));

    const now = clock();
    const failed = failedACheck(shot);
    const recent = now.getTime() - shot.madeAt.getTime() <= REPORT_WINDOW_DAYS * DAY_MS;
    const { plan, periodStart } = await quota.currentMonth(userId);
    const reasonLabel = SHOT_REPORT_REASON_LABELS[input.reason];
    const row = await repo.report({
      userId,
      shot,
      reason: input.reason,
      text: input.text ?? null,
      failedCheck: failed,
      checks: {
        colourScore: shot.colourScore,
        colourWarning: shot.colourWarning,
        printScore: shot.printScore,
        printWarning: shot.printWarning,
      },
      periodStart,
      eligible: failed || recent,
      limitHalves: reportCreditLimit(plan) * 2,
      creditReason: failed
        ? `${shot.name}: failed ${failedChecksName(shot)}; reported as ${reasonLabel}`
        : `${shot.name}: reported as ${reasonLabel}`,
      grantedBy: failed ? 'check' : 'report',
    });
    if (!row) {
      // Another click or tab recorded it a moment ago: its answer, not a second credit.
      const first = await repo.findReport(runId, index);
      if (!first) throw new AppError('CONFLICT', keyed('shotReportNotAnImage'));
      return viewOf(first, userId, true);
    }
    const view = await viewOf(row, userId, false);
    await deps.onReported?.(view, userId);
    return view;
  }

  return {
    /** POST /api/runs/:id/shots/:index/report (and the API's). */
    reportRunShot(userId: string, runId: string, index: number, input: ReportShotInput) {
      return report(userId, runId, index, input);
    },

    /** POST /api/catalogues/:id/images/:imageId/report: the shot the image came from. */
    async reportCatalogueImage(
      userId: string,
      catalogueId: string,
      imageId: string,
      input: ReportShotInput,
    ): Promise<ShotReportView> {
      const source = await deps.catalogues.shotOfImage(userId, catalogueId, imageId);
      return report(userId, source.runId, source.shotIndex, input);
    },

    /** GET /api/runs/:id/reports */
    async runReports(userId: string, runId: string): Promise<ShotReportView[]> {
      if (!isUuid(runId) || !(await runs.owns(userId, runId))) throw notFound('runNotFound');
      const rows = await repo.reportsOfRun(userId, runId);
      return Promise.all(rows.map((row) => viewOf(row, userId, true)));
    },

    /** GET /api/catalogues/:id/reports: its run's reports (none once the run is gone). */
    async catalogueReports(userId: string, catalogueId: string): Promise<ShotReportView[]> {
      const runId = await deps.catalogues.runOf(userId, catalogueId);
      if (runId === null) return [];
      const rows = await repo.reportsOfRun(userId, runId);
      return Promise.all(rows.map((row) => viewOf(row, userId, true)));
    },
  };
}

export type ShotReportService = ReturnType<typeof createShotReportService>;
