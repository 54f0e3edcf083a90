/**
 * What the console reads of one seller (decision 250), for an operator: the account, payments,
 * catalogues, and runs with each failed or stopped shot's engine, error kind and the vendor's
 * message. Reads only; the prompts themselves are never read here (support does not need them).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function createSellerReadsRepo(db: Database) {
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

  return {
    /** Sellers whose email holds the text, or whose id is it; newest first. */
    async search(text: string, limit = 20) {
      const found = await rows<{ id: string; email: string; name: string; created_at: string }>(sql`
        select id, email, name, created_at from "user"
        where id = ${text} or email ilike ${`%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`}
        order by (id = ${text}) desc, created_at desc limit ${limit}`);
      return found.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        createdAt: iso(row.created_at)!,
      }));
    },

    async account(sellerId: string) {
      const [row] = await rows<{
        id: string;
        email: string;
        name: string;
        created_at: string;
        email_verified: boolean;
        two_factor_enabled: boolean | null;
      }>(sql`
        select id, email, name, created_at, email_verified, two_factor_enabled from "user"
        where id = ${sellerId}`);
      if (!row) return null;
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        createdAt: iso(row.created_at)!,
        emailVerified: row.email_verified,
        twoFactorEnabled: row.two_factor_enabled === true,
      };
    },

    /**
     * The payment provider that may still bill the seller's paid plan (renewing, or retrying a
     * failed charge), or null when nothing does; as billing's `isRenewedByProvider`.
     */
    async renewedBy(sellerId: string): Promise<string | null> {
      const [row] = await rows<{ provider: string | null }>(sql`
        select provider from subscription
        where user_id = ${sellerId} and plan <> 'free'
          and status in ('active', 'pending', 'halted')
          and provider_subscription_id is not null and not cancel_at_period_end`);
      return row?.provider ?? null;
    },

    async payments(sellerId: string) {
      const found = await rows<{
        id: string;
        created_at: string;
        plan: string;
        billing_period: string;
        amount_paise: number;
        status: string;
        invoice_number: string | null;
      }>(sql`
        select id, created_at, plan, billing_period, amount_paise, status, invoice_number
        from payment where user_id = ${sellerId} order by created_at desc limit 50`);
      return found.map((row) => ({
        id: row.id,
        createdAt: iso(row.created_at)!,
        plan: row.plan,
        billingPeriod: row.billing_period,
        amountPaise: Number(row.amount_paise),
        status: row.status,
        invoiceNumber: row.invoice_number,
      }));
    },

    async catalogues(sellerId: string) {
      const found = await rows<{
        id: string;
        name: string;
        image_count: number;
        created_at: string;
      }>(
        sql`select id, name, image_count, created_at from catalogue where user_id = ${sellerId}
            order by created_at desc limit 50`,
      );
      return found.map((row) => ({
        id: row.id,
        name: row.name,
        imageCount: Number(row.image_count),
        createdAt: iso(row.created_at)!,
      }));
    },

    /** The newest runs, each with its failed and stopped shots. */
    async runs(sellerId: string, limit = 30) {
      const runs = await rows<{
        id: string;
        status: string;
        engine: string;
        shot_count: number;
        created_at: string;
        finished_at: string | null;
        error: string | null;
      }>(sql`
        select id, status, engine, shot_count, created_at, finished_at, error from generation_run
        where user_id = ${sellerId} order by created_at desc limit ${limit}`);
      if (runs.length === 0) return [];
      const ids = sql.join(
        runs.map((run) => sql`${run.id}::uuid`),
        sql`, `,
      );
      const shots = await rows<{
        run_id: string;
        index: number;
        name: string;
        status: 'failed' | 'cancelled';
        engine: string | null;
        error_kind: string | null;
        failure_reason: string | null;
        detail: string | null;
      }>(sql`
        select run_id, index, name, status, meta->>'engine' as engine,
               meta->>'failureKind' as error_kind, failure_reason, meta->>'detail' as detail
        from run_shot where run_id in (${ids}) and status in ('failed', 'cancelled')
        order by run_id, index`);
      return runs.map((run) => ({
        id: run.id,
        status: run.status,
        engine: run.engine,
        shotCount: Number(run.shot_count),
        createdAt: iso(run.created_at)!,
        finishedAt: iso(run.finished_at),
        error: run.error,
        problems: shots
          .filter((shot) => shot.run_id === run.id)
          .map((shot) => ({
            index: Number(shot.index),
            name: shot.name,
            status: shot.status,
            engine: shot.engine ?? run.engine,
            errorKind: shot.error_kind,
            reason: shot.failure_reason,
            vendorMessage: shot.detail,
          })),
      }));
    },

    /** The run's owner, for a run an operator acts on. */
    async runOwner(runId: string): Promise<string | null> {
      const [row] = await rows<{ user_id: string }>(
        sql`select user_id from generation_run where id = ${runId}::uuid`,
      );
      return row?.user_id ?? null;
    },
  };
}

export type SellerReadsRepo = ReturnType<typeof createSellerReadsRepo>;
