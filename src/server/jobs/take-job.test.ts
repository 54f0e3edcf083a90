import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { generateRunJob } from './definitions/generate-run.js';
import { sweepRunsJob } from './definitions/sweep-runs.js';
import type { JobContext } from './job-definition.js';
import { MalformedJobError, takeJob } from './take-job.js';

/** A logger that keeps its lines; the handlers here are stand-ins, so their context is empty. */
function contextWithLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { context: {} as JobContext, logger, lines };
}

describe('taking a job', () => {
  it('refuses a malformed payload with the job name and the issues, without calling the handler', async () => {
    const handler = vi.fn(async () => {});
    const { context, logger, lines } = contextWithLog();

    const taking = takeJob(
      { ...generateRunJob, handler },
      { id: 'job-1', data: { runId: 42 } },
      context,
      logger,
    );

    await expect(taking).rejects.toBeInstanceOf(MalformedJobError);
    await expect(taking).rejects.toThrow(/malformed 'generate-run' job payload/);
    expect(handler).not.toHaveBeenCalled();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'malformed job payload: job failed',
      job: 'generate-run',
      jobId: 'job-1',
    });
    const issues = lines[0]!.issues as { path: unknown[] }[];
    expect(issues.map((issue) => issue.path)).toEqual([['runId'], ['attempt']]);
  });

  it('hands a well-formed payload to the handler, as parsed', async () => {
    const handler = vi.fn(async () => {});
    const { context, logger, lines } = contextWithLog();

    await takeJob(
      { ...generateRunJob, handler },
      { id: 'job-2', data: { runId: 'run-1', attempt: 2, extra: true } },
      context,
      logger,
    );

    expect(handler).toHaveBeenCalledExactlyOnceWith({ runId: 'run-1', attempt: 2 }, context);
    expect(lines).toEqual([]);
  });

  it('reads a job without a payload (null, as pg-boss cron sends it) as an empty one', async () => {
    const handler = vi.fn(async () => {});
    const { context, logger } = contextWithLog();

    await takeJob({ ...sweepRunsJob, handler }, { data: null }, context, logger);

    expect(handler).toHaveBeenCalledExactlyOnceWith({}, context);
  });
});
