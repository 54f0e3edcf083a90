/**
 * Who an invoice is made out to: the account's name and email, and the profile's details, asked
 * of the auth and account modules that own them (decision 272).
 */
import { createAccountReads } from '../account/account-reads.js';
import { createAuthUsers } from '../auth/auth-users.js';
import type { Executor } from './db-executor.js';

export interface BuyerRow {
  name: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
}

export function createBuyerRepo(db: Executor) {
  const users = createAuthUsers(db);
  const account = createAccountReads(db);
  return {
    async findBuyer(userId: string): Promise<BuyerRow | null> {
      const found = await users.find(userId);
      if (!found) return null;
      const profile = await account.profileOf(userId);
      return {
        name: found.name,
        email: found.email,
        firstName: profile?.firstName ?? null,
        lastName: profile?.lastName ?? null,
        company: profile?.company ?? null,
      };
    },
  };
}

export type BuyerRepo = ReturnType<typeof createBuyerRepo>;
