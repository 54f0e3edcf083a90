import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/client.js';
import { user } from '../../src/server/db/schema/auth.js';
import { subscription } from '../../src/server/db/schema/quota.js';

/** A verified user row made directly, for tests that are not about signing up. */
export async function insertUser(
  db: Database,
  options: { email?: string; createdAt?: Date } = {},
): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = options.email ?? `user-${id.slice(0, 8)}@example.test`;
  await db.insert(user).values({
    id,
    name: email.split('@')[0]!,
    email,
    emailVerified: true,
    createdAt: options.createdAt ?? new Date(),
    updatedAt: new Date(),
  });
  return { id, email };
}

/** Puts a user on a paid plan for tests (the payments module does this after verification). */
export async function setPlan(
  db: Database,
  userId: string,
  plan: 'free' | 'pro' | 'premium',
  options: {
    billingPeriod?: 'monthly' | 'yearly';
    periodStart?: Date;
    periodEnd?: Date | null;
    status?: string;
  } = {},
) {
  const values = {
    userId,
    plan,
    status: options.status ?? 'active',
    billingPeriod: options.billingPeriod ?? 'monthly',
    currentPeriodStart: options.periodStart ?? new Date(),
    currentPeriodEnd:
      options.periodEnd === undefined ? new Date(Date.now() + 30 * 86_400_000) : options.periodEnd,
  };
  await db
    .insert(subscription)
    .values(values)
    .onConflictDoUpdate({ target: subscription.userId, set: values });
}
