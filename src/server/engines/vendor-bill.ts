/**
 * What one request to an AI vendor cost (decision 225): every request an engine sends is told to
 * its caller as it ends (`RunControl.onBilled`), retries and the colour check's second take
 * included, so a run's worker can keep each in the vendor request ledger.
 */
/**
 * How a request ended, which decides what the vendor bills for it:
 * - 'image': answered with an image (even one that would not decode): billed in full;
 * - 'no-image': answered without an image (a safety refusal or an empty answer in a 200): its
 *   inputs are billed, the image it did not make is not;
 * - 'refused': answered with an error status (4xx, 429, 5xx): not billed;
 * - 'cut-short': aborted by us (the attempt's deadline, the shot's timeout, a stop) while the
 *   vendor worked on it: billed in full, as the vendor finishes and bills the work;
 * - 'not-reached': never sent, or its connection failed before any answer: not billed;
 * - 'answered': a text answer (the listing's JSON, decision 234): billed in full, by its tokens.
 */
export type RequestEnd =
  'image' | 'no-image' | 'refused' | 'cut-short' | 'not-reached' | 'answered';

export interface VendorBill {
  /** 'listing': a catalogue's listing draft read from its photo (decision 234). */
  kind: 'shot' | 'portrait' | 'background' | 'listing';
  /** The catalogue's shot a shot's request was for. */
  shot?: { index: number; id: string };
  /** The engine's name (gemini, openai, fashn) and the vendor's model it asked. */
  engine: string;
  model: string;
  ended: RequestEnd;
  /** The estimated charge, micro-US-dollars (1 = $0.000001); 0 when the vendor bills nothing. */
  costMicroUsd: number;
  /** How long the request took, from sending to its end (for /metrics' latency, decision 247). */
  durationMs?: number;
  /** The vendor's HTTP status of a refused request (429: the vendor's rate limit). */
  httpStatus?: number;
}
