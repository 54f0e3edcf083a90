/**
 * What one AI vendor does for the remote engine (remote-engine.ts): ask for one image, and,
 * when the vendor can, a portrait and a background from text. The engine owns everything
 * around it: the pose list and prompts, which photos go in which order, the identity
 * reference, retries, deadlines, cancellation and the re-encoding of answers. A client is
 * given to the engine (composition), not extended from it.
 */
import type { ShotDefinition } from '../../../core/shots.js';
import type { EngineCapabilities, EngineName, OutputOptions } from '../image-engine.js';
import type { PhotoOrder } from './input-images.js';
import type { IdentitySent } from './prompt-builder.js';
import type { ErrorClassification } from './vendor-failures.js';

/** A garment photo (or the identity reference) as vendors receive it: JPEG (vendor-jpeg.ts). */
export interface VendorImage {
  data: Buffer;
  mimeType: 'image/jpeg';
  name: string;
}

export interface ShotAsk {
  prompt: string;
  /**
   * The garment photos to attach, in this order (input-images.ts: the vendor's `photoOrder`,
   * within `maxInputImages`); the prompt numbers them so. `primary` is the one this pose is about.
   */
  images: VendorImage[];
  primary: VendorImage;
  /**
   * The identity reference, sent last: the chosen model's AI portrait, or this catalogue's
   * first shot (the identity anchor).
   */
  identity?: VendorImage;
  seed: number;
  output: OutputOptions;
  /** Aborted when the run stops, the shot times out or this attempt's deadline passes. */
  signal: AbortSignal;
}

export interface VendorClient {
  readonly name: EngineName;
  readonly capabilities: EngineCapabilities;
  /** The vendor model id for a run's output, for shot metadata. */
  modelFor(output: OutputOptions): string;
  /**
   * The most images one request may carry, garment photos and the identity reference together.
   * Over it the least useful photos are left out (the detail first, decision 178; then the side),
   * and the prompt does not mention them.
   */
  maxInputImages(output: OutputOptions): number;
  /** How the vendor takes garment photos (input-images.ts). */
  readonly photoOrder: PhotoOrder;
  /**
   * How the identity reference reaches the vendor, for the prompt to name it so: after the
   * garment photos ('last-image', the default) or in a field of its own ('face-reference').
   */
  readonly identitySent?: IdentitySent;
  /**
   * Whether a shot is worth sending the identity reference with (FASHN charges 3 credits for
   * it, and Back View shows no face); every shot when absent.
   */
  sendsIdentityWith?(shot: ShotDefinition): boolean;
  /** One image from the vendor, or a ShotFailureError for expected refusals. */
  requestImage(ask: ShotAsk): Promise<Buffer>;
  /** The model `requestPortrait` asks; present exactly when it is. */
  readonly portraitModel?: string;
  /** A portrait from the vendor's image model; a vendor without one gets the drawn avatar. */
  requestPortrait?(prompt: string, signal: AbortSignal): Promise<Buffer>;
  /** A background from text; a vendor without one gets the procedural scenes, and says so. */
  requestBackground?(prompt: string, signal: AbortSignal): Promise<Buffer>;
  /** Whether a thrown error is worth another attempt, and what it means once they are over. */
  classifyError(error: unknown): ErrorClassification;
  /**
   * 'request' (the default): an image is one request, under the request deadline. 'job': an
   * image is a job of several requests (FASHN: submit, then polls); the client puts the request
   * deadline on each of them and the attempt is bounded by the shot's timeout alone, as a job
   * submitted again is paid for again.
   */
  readonly imageIs?: 'request' | 'job';
}
