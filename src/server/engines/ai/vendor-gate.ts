/**
 * Every process's turn with one vendor key (decision 190): a token bucket and a count of requests
 * in flight, shared through the database (migration 0028), so four workers together keep to the
 * key's limits as one would. A request waits for its turn rather than being sent to fail; a 429
 * pauses the key for every process until its Retry-After has passed.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Logger } from '../../lib/logger.js';
import { keyed } from '../../../core/server-messages.js';
import { reasonOf, ShotFailureError } from '../image-engine.js';
import { sleep } from '../with-retry.js';

/** A key's limits (VENDOR_REQUESTS_PER_MINUTE, VENDOR_BURST, VENDOR_MAX_IN_FLIGHT, VENDOR_MAX_WAIT_MS). */
export interface VendorLimits {
  perMinute: number;
  burst: number;
  maxInFlight: number;
  /** The longest one request waits for its turn before the shot fails as busy. */
  maxWaitMs: number;
}

export interface TakeRequest {
  keyHash: string;
  vendor: string;
  holdId: string;
  limits: VendorLimits;
  /** How long a turn's in-flight slot is held unless released: past the request's deadline. */
  holdMs: number;
}

export type TakeAnswer =
  | { granted: true; startInMs: number }
  | { granted: false; reason: 'paused' | 'in-flight'; waitMs: number };

/** The shared state, one atomic statement per call (vendor-limit-repo.ts). */
export interface VendorLimitStore {
  take(request: TakeRequest): Promise<TakeAnswer>;
  release(keyHash: string, holdId: string): Promise<void>;
  /** No turn is given before `ms` from now (a 429's Retry-After); the bucket starts empty after. */
  pause(keyHash: string, ms: number): Promise<void>;
  /** How long the key is still paused, 0 when it is not. */
  pausedForMs(keyHash: string): Promise<number>;
}

/** Told when a request starts or stops waiting for its turn (the shot's "Waiting for the image service"). */
export type WaitingReporter = (waiting: boolean) => Promise<void>;

/** Turns due sooner than this are taken without telling anyone the shot waits. */
export const WAIT_SHOWN_FROM_MS = 1000;
/**
 * How often, at the most, a request asks again while the key's in-flight slots are all taken: a
 * slot frees about once a turn (one token's time), so no sooner than that either.
 */
const IN_FLIGHT_POLL_MS = 500;

/** The hash a vendor key is known by in the database: the key itself is never stored. */
export function vendorKeyHash(vendor: string, apiKey: string): string {
  return createHash('sha256').update(`${vendor}\0${apiKey}`).digest('hex');
}

export class VendorGate {
  readonly keyHash: string;

  constructor(
    private readonly store: VendorLimitStore,
    private readonly vendor: string,
    apiKey: string,
    readonly limits: VendorLimits,
    private readonly logger?: Logger,
  ) {
    this.keyHash = vendorKeyHash(vendor, apiKey);
  }

  /**
   * Waits for this process's turn, then answers the function that gives its in-flight slot
   * back. Ends with the signal (a stop, the run's lease lost, a shutdown); fails as busy after
   * `maxWaitMs` of waiting. A database that does not answer (a lost connection, a server out of
   * connections) does not fail the shot: the request goes without its turn, as before the
   * shared limit, and the vendor's own 429s are still retried (decision 177: a moment's database
   * fault is never the run's).
   */
  async take(
    signal: AbortSignal,
    holdMs: number,
    onWaiting?: WaitingReporter,
  ): Promise<() => Promise<void>> {
    const started = Date.now();
    let waiting = false;
    // What the shot shows is not worth failing it for.
    const setWaiting = async (now: boolean) => {
      if (now === waiting) return;
      waiting = now;
      await onWaiting?.(now).catch((error: unknown) =>
        this.logger?.warn({ err: error, vendor: this.vendor }, 'could not show the shot waiting'),
      );
    };
    for (;;) {
      const holdId = randomUUID();
      const answer = await this.store
        .take({ keyHash: this.keyHash, vendor: this.vendor, holdId, limits: this.limits, holdMs })
        .catch((error: unknown) => {
          this.logger?.warn(
            { err: error, vendor: this.vendor },
            'the shared vendor limit did not answer: this request goes without its turn',
          );
          return null;
        });
      if (!answer) {
        await setWaiting(false);
        return async () => {};
      }
      const waitMs = answer.granted ? answer.startInMs : answer.waitMs;
      if (Date.now() + waitMs - started > this.limits.maxWaitMs) {
        if (answer.granted) await this.giveBack(holdId);
        throw new ShotFailureError({
          kind: 'retryable',
          ...reasonOf(keyed('imageServiceBusy')),
          detail: `no turn with ${this.vendor} within ${this.limits.maxWaitMs} ms`,
        });
      }
      if (waiting || waitMs >= WAIT_SHOWN_FROM_MS || !answer.granted) await setWaiting(true);
      if (answer.granted) {
        try {
          if (waitMs > 0) await sleep(waitMs, signal);
          // A 429 seen by another process while this one slept pauses this turn too.
          const pausedMs = waitMs > 0 ? await this.store.pausedForMs(this.keyHash) : 0;
          if (pausedMs === 0) {
            await setWaiting(false);
            return () => this.giveBack(holdId);
          }
        } catch (error) {
          await this.giveBack(holdId);
          throw error;
        }
        await this.giveBack(holdId);
        continue;
      }
      const turnMs = 60_000 / this.limits.perMinute;
      const delay =
        answer.reason === 'in-flight'
          ? Math.min(waitMs, Math.max(IN_FLIGHT_POLL_MS, turnMs))
          : waitMs;
      // Spread out, so the waiters of every process do not all ask at the same moment.
      await sleep(delay * (0.75 + Math.random() / 2), signal);
    }
  }

  /** A 429: every process waits `ms` (its Retry-After) before its next request. */
  async pause(ms: number): Promise<void> {
    await this.store
      .pause(this.keyHash, ms)
      .catch((error: unknown) =>
        this.logger?.warn({ err: error, vendor: this.vendor }, 'could not pause the vendor key'),
      );
  }

  /** A slot not given back lapses on its own (its hold's deadline), so a failure is only logged. */
  private async giveBack(holdId: string): Promise<void> {
    await this.store
      .release(this.keyHash, holdId)
      .catch((error: unknown) =>
        this.logger?.warn({ err: error, vendor: this.vendor }, 'could not release a vendor slot'),
      );
  }
}
