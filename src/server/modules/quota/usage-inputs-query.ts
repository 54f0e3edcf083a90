/**
 * What a user's usage is worked out from, in one statement that scopes itself:
 * `usage_inputs_of` (migration 0023, decision 187). GET /api/usage is read on every dashboard
 * page and after every run; as two scoped statements it cost eight round trips on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowFromJson } from '../../db/json-rows.js';
import { rowsOf } from '../../db/rows.js';
import { subscription } from '../../db/schema/quota.js';

export interface UsageInputs {
  subscription: typeof subscription.$inferSelect | null;
  /** Null when the user is gone. */
  createdAt: Date | null;
  /**
   * Each period that ends after `now`, by its start (epoch ms): the half images used, and of
   * those the ones open reservations hold (runs and batches still in progress; decision 203).
   */
  counters: Map<number, { usedHalves: number; heldHalves: number }>;
}

interface UsageInputsJson {
  createdAt: string;
  subscription: Record<string, unknown> | null;
  counters: { periodStart: string; usedHalves: number; heldHalves: number }[];
}

export async function readUsageInputs(
  db: Database,
  userId: string,
  now: Date,
): Promise<UsageInputs> {
  const result = await db.execute(
    sql`select usage_inputs_of(${userId}, ${now.toISOString()}::timestamptz) as inputs`,
  );
  const [row] = rowsOf<{ inputs: UsageInputsJson | string | null }>(result);
  const inputs =
    typeof row?.inputs === 'string' ? (JSON.parse(row.inputs) as UsageInputsJson) : row?.inputs;
  if (!inputs) return { subscription: null, createdAt: null, counters: new Map() };
  return {
    subscription: inputs.subscription ? rowFromJson(subscription, inputs.subscription) : null,
    createdAt: new Date(inputs.createdAt),
    counters: new Map(
      inputs.counters.map(({ periodStart, usedHalves, heldHalves }) => [
        new Date(periodStart).getTime(),
        { usedHalves: Number(usedHalves), heldHalves: Number(heldHalves) },
      ]),
    ),
  };
}
