/**
 * One image of the monthly quota for a library item (decisions 056 and 180). An engine that
 * may paint one with AI gets it reserved before the work, so two requests at once can never
 * overspend; it is counted only when the work succeeds and the engine reports an image it
 * made, and given back otherwise. An engine that cannot paint (it picks a preset or draws)
 * is asked with nothing reserved and nothing counted, so a user with no images left can
 * still use it.
 */
import type { QuotaService } from './quota-service.js';

export interface MadeItem<T> {
  value: T;
  /** The engine's report: it made a new image with AI. */
  madeImage: boolean;
}

export async function withOneImage<T>(
  quota: Pick<QuotaService, 'reserve' | 'settle'>,
  userId: string,
  /** From the engine's capabilities: whether this kind of item may be painted with AI. */
  mayMakeImage: boolean,
  make: () => Promise<MadeItem<T>>,
): Promise<{ value: T; imagesUsed: 0 | 1 }> {
  // Never charged without a reservation: an engine that says it cannot paint costs nothing.
  if (!mayMakeImage) return { value: (await make()).value, imagesUsed: 0 };
  const reservation = await quota.reserve(userId, 1);
  let made: MadeItem<T>;
  try {
    made = await make();
  } catch (error) {
    await quota.settle(reservation.id, 0);
    throw error;
  }
  const imagesUsed = made.madeImage ? 1 : 0;
  await quota.settle(reservation.id, imagesUsed);
  return { value: made.value, imagesUsed };
}
