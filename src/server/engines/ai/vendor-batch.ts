/**
 * A vendor's batch mode (decision 203): many shot requests submitted as one job that the vendor
 * answers within a day at half its price. The economy path submits a run's shots, keeps the
 * job's name on the run, and polls it from a job of its own until it ends.
 */
import type { CatalogueRequest, ShotFailure } from '../image-engine.js';
import type { ShotAsk } from './vendor-client.js';
import type { PricedRequest, RequestPrice } from './request-price.js';

export type VendorBatchState =
  'pending' | 'running' | 'succeeded' | 'failed' | 'cancelled' | 'expired';

/** One shot of a finished job: its image, or why there is none. */
export type VendorBatchResult =
  | { key: string; image: Buffer }
  | { key: string; failure: Pick<ShotFailure, 'reason' | 'message' | 'detail'> };

export interface VendorBatchPoll {
  state: VendorBatchState;
  /** The shots' outcomes, once the job succeeded; empty before and in the other end states. */
  results: VendorBatchResult[];
}

export interface VendorBatchClient {
  /** Submits the shots as one job; answers the vendor's name for it (Gemini: `batches/{id}`). */
  submit(input: {
    displayName: string;
    shots: { key: string; ask: Omit<ShotAsk, 'signal'> }[];
  }): Promise<{ name: string }>;
  poll(name: string): Promise<VendorBatchPoll>;
  /**
   * The job submitted under `displayName`, if the vendor has one: what a submit whose answer
   * was lost (a crash before its name was stored) left at the vendor. Null when none is found.
   */
  find(displayName: string): Promise<{ name: string } | null>;
  /** Asks the vendor to cancel; a job already ended is left as it is. */
  cancel(name: string): Promise<void>;
}

/**
 * The vendor stayed busy (429, 503) while a batch was submitted: nothing was made, and the run
 * is left to its next attempt, which submits it again (decision 214). Never a crash.
 */
export class VendorBatchBusyError extends Error {
  constructor(detail: string) {
    super(`The image service's batch mode stayed busy: ${detail}`);
    this.name = 'VendorBatchBusyError';
  }
}

export const ENDED_STATES: ReadonlySet<VendorBatchState> = new Set([
  'succeeded',
  'failed',
  'cancelled',
  'expired',
]);

/** An engine's batch mode: the requests its shots would send, and the vendor's batch client. */
export interface EconomyVendor {
  asks(request: CatalogueRequest): Promise<{ shotId: string; ask: Omit<ShotAsk, 'signal'> }[]>;
  batch: VendorBatchClient;
  /** The model a job's shots ask, and one shot's price at the batch rate (decision 225). */
  shotPrice?(request: Omit<PricedRequest, 'batch'>): { model: string; price: RequestPrice } | null;
}
