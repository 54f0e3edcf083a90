/**
 * Taking a job: its payload is parsed with its definition's schema before the handler sees it,
 * so a malformed job fails at once, logged with its name and what was wrong with it, instead of
 * somewhere deep inside the handler.
 */
import { z } from 'zod';
import { asSystem, asUser } from '../db/tenant-scope.js';
import type { Logger } from '../lib/logger.js';
import type { JobContext, JobDefinition, JobNeed } from './job-definition.js';

export class MalformedJobError extends Error {
  readonly issues: z.core.$ZodIssue[];

  constructor(
    readonly jobName: string,
    error: z.ZodError,
  ) {
    super(`malformed '${jobName}' job payload: ${z.prettifyError(error)}`);
    this.name = 'MalformedJobError';
    this.issues = error.issues;
  }
}

/**
 * Parses the job's payload and hands it to the job's handler. A malformed one is logged and
 * thrown without calling the handler: pg-boss then marks the job failed.
 */
export async function takeJob<Need extends JobNeed>(
  definition: JobDefinition<Need>,
  job: { id?: string; data: unknown },
  context: JobContext<Need>,
  logger: Logger,
): Promise<void> {
  const parsed = definition.payload.safeParse(job.data);
  if (!parsed.success) {
    logger.error(
      { job: definition.name, jobId: job.id, issues: parsed.error.issues },
      'malformed job payload: job failed',
    );
    throw new MalformedJobError(definition.name, parsed.error);
  }
  await inJobScope(definition.name, parsed.data, () => definition.handler(parsed.data, context));
}

/**
 * Row-level security for jobs (decisions 170, 171): a job about one user (its payload names a
 * `userId`) acts as that user; the others (a run's attempt, the sweeper, clean-ups, webhook
 * deliveries) are system work, each named by its job.
 */
function inJobScope<T>(name: string, payload: unknown, work: () => Promise<T>): Promise<T> {
  const userId =
    payload && typeof payload === 'object' && 'userId' in payload ? payload.userId : undefined;
  if (typeof userId === 'string' && userId) return asUser(userId, work);
  return asSystem(`job ${name}`, work);
}
