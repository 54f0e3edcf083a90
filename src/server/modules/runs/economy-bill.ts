/**
 * What one shot of an economy run's vendor job cost (decisions 203 and 225): the batch rate of a
 * standard shot's request, with the photos the run sent. A shot answered with an image is billed
 * whole; one answered without is billed its inputs.
 */
import type { EconomyVendor } from '../../engines/ai/vendor-batch.js';
import type { VendorBill } from '../../engines/vendor-bill.js';
import type { RunRow, ShotRow } from './runs-repo.js';

export function economyBill(
  vendor: EconomyVendor,
  run: RunRow,
  shot: ShotRow,
  made: boolean,
): VendorBill | null {
  const identity = run.inputKeys.identity !== undefined;
  const photos = 1 + Number(run.hasBack) + Number(run.hasSide) + Number(run.hasDetail);
  const priced = vendor.shotPrice?.({
    inputImages: photos + Number(identity),
    identity,
    promptChars: shot.prompt?.length ?? 0,
  });
  if (!priced) return null;
  return {
    kind: 'shot',
    shot: { index: shot.index, id: shot.shotId },
    engine: run.engine,
    model: priced.model,
    ended: made ? 'image' : 'no-image',
    costMicroUsd: made ? priced.price.image : priced.price.inputOnly,
  };
}
