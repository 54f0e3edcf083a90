/**
 * What `npm run doctor`'s tests stand on (decision 226): a data folder with a migrated embedded
 * database (or, with TEST_DATABASE_URL, a PostgreSQL database), the Razorpay fake with the app's
 * four plans at the app's prices, and the environment that points the app at them.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { periodPricePaise } from '../../src/core/plans.js';
import { openDatabase } from '../../src/server/db/client.js';
import { startRazorpayFake, type RazorpayFake } from '../fakes/razorpay-fake.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const RAZORPAY_SECRET = 'rzp-secret-do-not-print';

const PLAN_IDS = {
  RAZORPAY_PLAN_PRO_MONTHLY: ['plan_pro_m', periodPricePaise('pro', 'monthly'), 'monthly'],
  RAZORPAY_PLAN_PRO_YEARLY: ['plan_pro_y', periodPricePaise('pro', 'yearly'), 'yearly'],
  RAZORPAY_PLAN_PREMIUM_MONTHLY: ['plan_prem_m', periodPricePaise('premium', 'monthly'), 'monthly'],
  RAZORPAY_PLAN_PREMIUM_YEARLY: ['plan_prem_y', periodPricePaise('premium', 'yearly'), 'yearly'],
} as const;

/** The Razorpay fake selling the app's plans; `wrongAmount` makes Pro monthly charge ₹1,999. */
export function startPlansFake(wrongAmount = false): Promise<RazorpayFake> {
  const plans = Object.fromEntries(
    Object.values(PLAN_IDS).map(([id, amount, period]) => [
      id,
      { amount: wrongAmount && id === 'plan_pro_m' ? 1_999_00 : amount, period },
    ]),
  );
  return startRazorpayFake({
    keyId: 'rzp_test_doctor',
    keySecret: RAZORPAY_SECRET,
    planIds: Object.keys(plans),
    plans,
  });
}

export function razorpayEnv(fake: RazorpayFake): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: 'rzp_test_doctor',
    RAZORPAY_KEY_SECRET: RAZORPAY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook-secret-do-not-print',
    RAZORPAY_API_BASE_URL: fake.url,
    ...Object.fromEntries(Object.entries(PLAN_IDS).map(([key, [id]]) => [key, id])),
  };
}

/** A data folder whose database is migrated, and the env that names it. */
export async function migratedDataDir(): Promise<{
  env: Record<string, string>;
  close(): Promise<void>;
}> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vastra-doctor-'));
  let database: TestDatabase | undefined;
  const env: Record<string, string> = { DATA_DIR: dir };
  if (process.env.TEST_DATABASE_URL) {
    database = await createTestDatabase();
    if (database.handle.kind !== 'postgres') throw new Error('unreachable');
    env.DATABASE_URL = database.handle.url;
    env.DATABASE_OWNER_URL = database.handle.ownerUrl;
  } else {
    const handle = await openDatabase({
      pgliteDir: path.join(dir, 'pg'),
      pgliteLoadDataDir: new Blob([await readFile(inject('testDbDump'))]),
    });
    await handle.close();
  }
  return {
    env,
    async close() {
      await database?.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
