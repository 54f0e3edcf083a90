/** Who an invoice is made out to: the account's name and email, and the profile's details. */
import { eq } from 'drizzle-orm';
import { userProfile } from '../../db/schema/account.js';
import { user } from '../../db/schema/auth.js';
import type { Executor } from './db-executor.js';

export interface BuyerRow {
  name: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
}

export function createBuyerRepo(db: Executor) {
  return {
    async findBuyer(userId: string): Promise<BuyerRow | null> {
      const [row] = await db
        .select({
          name: user.name,
          email: user.email,
          firstName: userProfile.firstName,
          lastName: userProfile.lastName,
          company: userProfile.company,
        })
        .from(user)
        .leftJoin(userProfile, eq(userProfile.userId, user.id))
        .where(eq(user.id, userId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type BuyerRepo = ReturnType<typeof createBuyerRepo>;
