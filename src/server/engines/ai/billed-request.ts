/**
 * Prices each request the remote engine sends, as it ends (decision 225). The engine wraps the
 * vendor client's call with `billRequests(...)`: the call itself is untouched, and when it settles
 * the caller hears what the vendor bills for it (vendor-bill.ts), before the engine reads the
 * answer. Nothing is priced when nobody listens or the engine has no price table.
 */
import { ShotFailureError } from '../image-engine.js';
import { FashnJobError } from './fashn-job.js';
import type { RequestEnd, VendorBill } from '../vendor-bill.js';
import type { PricedRequest, RequestPrice } from './request-price.js';
import type { RequestKind, VendorPricing } from './vendor-pricing.js';

/** Which requests: their kind, engine and model, the shot they are for, and what they carry. */
export interface BilledRequests {
  kind: RequestKind;
  engine: VendorBill['engine'];
  model: string;
  shot?: VendorBill['shot'];
  request: PricedRequest;
}

/** Passes each request through, telling `onBilled` what it cost once it has ended. */
export function billRequests(
  billed: BilledRequests,
  pricing: VendorPricing | undefined,
  onBilled: ((bill: VendorBill) => void) | undefined,
): <T>(asked: Promise<T>, signal: AbortSignal) => Promise<T> {
  const price = onBilled && pricing?.price(billed.kind, billed.model, billed.request);
  if (!onBilled || !price) return (asked) => asked;
  const tell = (ended: RequestEnd, startedAt: number, httpStatus?: number) =>
    onBilled({
      kind: billed.kind,
      ...(billed.shot ? { shot: billed.shot } : {}),
      engine: billed.engine,
      model: billed.model,
      ended,
      costMicroUsd: costOf(ended, price),
      durationMs: Math.max(0, Math.round(performance.now() - startedAt)),
      ...(httpStatus === undefined ? {} : { httpStatus }),
    });
  return (asked, signal) => {
    const unsent = signal.aborted;
    const startedAt = performance.now();
    return asked.then(
      (answer) => {
        tell('image', startedAt);
        return answer;
      },
      (error: unknown) => {
        const ended = unsent ? 'not-reached' : requestEnd(error, signal);
        tell(ended, startedAt, ended === 'refused' ? httpStatusOf(error) : undefined);
        throw error;
      },
    );
  };
}

/** A request of text alone (a portrait, a background). */
export function textRequest(prompt: string): PricedRequest {
  return { inputImages: 0, identity: false, promptChars: prompt.length };
}

/** A shot's request: its garment photos and, when sent, the identity reference. */
export function shotRequest(photos: unknown[], identity: unknown, prompt: string): PricedRequest {
  const withIdentity = identity !== undefined;
  return {
    inputImages: photos.length + Number(withIdentity),
    identity: withIdentity,
    promptChars: prompt.length,
  };
}

/** How a request that failed ended: see RequestEnd. */
export function requestEnd(error: unknown, signal: AbortSignal): RequestEnd {
  if (signal.aborted) return 'cut-short';
  // A FASHN job that ended without an image was answered (fashn-job.ts): FASHN bills nothing.
  if (error instanceof FashnJobError) return 'no-image';
  // A FASHN submission that went unanswered (fashn-client.ts) may have made the job: priced whole.
  if (error instanceof ShotFailureError)
    return error.failure.kind === 'timeout' ? 'cut-short' : 'no-image';
  if (httpStatusOf(error) !== undefined) return 'refused';
  return 'not-reached';
}

export function costOf(ended: RequestEnd, price: RequestPrice): number {
  switch (ended) {
    case 'image':
    case 'answered':
    case 'cut-short':
      return price.image;
    case 'no-image':
      return price.inputOnly;
    case 'refused':
    case 'not-reached':
      return 0;
  }
}

/** The HTTP status a vendor error carries (the SDKs' ApiError and APIError, FashnHttpError). */
function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 ? status : undefined;
}
