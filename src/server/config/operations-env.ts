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
