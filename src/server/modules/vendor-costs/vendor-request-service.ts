/**
 * Where each request to an AI vendor is kept with its cost (decision 225): the ledger the workers
 * write to (vendor-request-repo.ts implements it), and the listener a run, a regeneration or a
 * platform portrait hands its engine call as `onBilled`. Keeping a row never holds up the shot
 * it was for: the insert goes on beside it, and the work waits for its rows only once it is done.
 */
import type { Logger } from '../../lib/logger.js';
import type { VendorBill } from '../../engines/vendor-bill.js';

/** Whose request it was. */
export interface BillOwner {
  /** The seller; null for the platform's own work. */
  userId: string | null;
  /** The run it was for, if any. */
  runId: string | null;
}

export interface VendorRequestLedger {
  record(owner: BillOwner, bill: VendorBill): Promise<void>;
}

export interface BillListener {
  onBilled(bill: VendorBill): void;
  /** Resolves once every bill told so far is kept (or its failure logged). */
  settled(): Promise<void>;
}

/** An `onBilled` that keeps each bill for `owner`; without a ledger, one that keeps nothing. */
export function listenForBills(
  ledger: VendorRequestLedger | undefined,
  owner: BillOwner,
  logger: Logger,
): BillListener {
  const pending = new Set<Promise<void>>();
  return {
    onBilled(bill) {
      if (!ledger) return;
      const kept = ledger
        .record(owner, bill)
        .catch((error: unknown) =>
          logger.warn({ err: error, ...owner, bill }, 'vendor request not kept in the ledger'),
        )
        .finally(() => pending.delete(kept));
      pending.add(kept);
    },
    async settled() {
      await Promise.all([...pending]);
    },
  };
}
