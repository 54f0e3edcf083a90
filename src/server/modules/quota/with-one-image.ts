/**
 * One image of the monthly quota for a library item (decision 056): reserved before the work,
 * counted only when the work succeeds, given back when it fails.
 */
import type { QuotaService } from './quota-service.js';

export async function withOneImage<T>(
  quota: Pick<QuotaService, 'reserve' | 'settle'>,
  userId: string,
  make: () => Promise<T>,
): Promise<T> {
  const reservation = await quota.reserve(userId, 1);
  let made: T;
  try {
    made = await make();
  } catch (error) {
    await quota.settle(reservation.id, 0);
    throw error;
  }
  await quota.settle(reservation.id, 1);
  return made;
}
