/**
 * Config keys of running the service (issue #41): who the operators are and the token that
 * opens /metrics. Merged into env.ts.
 */
import { z } from 'zod';

export const operationsEnvShape = {
  /**
   * The bearer token Prometheus sends to GET /metrics (decision 247). Unset, /metrics answers
   * 404: the metrics are never public.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * A worker process (`npm run worker`) serves its own process metrics (memory, CPU, event-loop
   * lag) at GET /metrics on this port, behind the same METRICS_TOKEN (decision 270). Unset, it
   * serves nothing. Everything the workers do is read from the database by the server's /metrics.
   */
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * The operators (decision 249): comma-separated emails of the accounts that may open /admin,
   * each only with two-factor authentication on. Unset, nobody is an operator.
   */
  OPERATOR_EMAILS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email !== ''),
    )
    .pipe(z.array(z.email('must be a comma-separated list of emails')))
    .optional(),
};

/** Worker metrics are behind the server's token or not served: never public (decision 270). */
export function checkOperationsEnv(
  env: { WORKER_METRICS_PORT?: number; METRICS_TOKEN?: string },
  ctx: z.RefinementCtx,
): void {
  if (env.WORKER_METRICS_PORT !== undefined && !env.METRICS_TOKEN)
    ctx.addIssue({
      code: 'custom',
      path: ['WORKER_METRICS_PORT'],
      message: 'needs METRICS_TOKEN: worker metrics are never public',
    });
}
