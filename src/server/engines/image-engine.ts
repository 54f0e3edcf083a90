/**
 * The one interface every image engine implements (decision 010). The generation module
 * calls `renderCatalogue` (or `generateBackground`) and never knows which engine answers.
 * Expected outcomes (a refused prompt, an empty answer, a timeout) come back as typed shot
 * failures; only programming faults throw.
 */
import type { BackgroundCategory } from '../../core/backgrounds.js';
import type { GarmentDescription, GarmentTypeId } from '../../core/garments.js';
import type { ModelPersona } from '../../core/model-persona.js';
import { englishOf, type KeyedMessage } from '../../core/server-messages.js';
import type { ShotDefinition, ViewsPresent } from '../../core/shots.js';
import type { VendorBill } from './vendor-bill.js';

/** The engines IMAGE_ENGINE chooses from. */
export const ENGINE_NAMES = ['studio', 'gemini', 'openai', 'fashn'] as const;
/** Those, and the benchmarks' instant engine (BENCH_ENGINE, engines/instant/instant-engine.ts). */
export type EngineName = (typeof ENGINE_NAMES)[number] | 'instant';

/**
 * The garment photos as the upload step leaves them: encoded images (JPEG, PNG or WebP) with
 * EXIF orientation already applied and metadata stripped. The front is required.
 */
export interface GarmentViews {
  front: Buffer;
  back?: Buffer;
  side?: Buffer;
  /** A close-up of the print, embroidery, border or pallu: a fidelity reference (decision 178). */
  detail?: Buffer;
}

export type BackgroundChoice =
  /** One of the 39 presets of src/core/backgrounds.ts. */
  | { kind: 'preset'; presetId: string }
  /** A custom background made earlier by `generateBackground`, with the text it came from. */
  | { kind: 'custom'; image: Buffer; description: string };

export interface OutputOptions {
  /** Output size; defaults to HD 2048x2560 (4:5). Tests ask for smaller sizes. */
  width: number;
  height: number;
  /** Format of the small preview that goes with each PNG. */
  previewFormat: 'webp' | 'jpeg';
  /** Long side of the preview in pixels. */
  previewLongSide: number;
  /** AI engines: the quality model where the vendor offers one. */
  quality: 'standard' | 'high';
}

export const HD_OUTPUT: OutputOptions = {
  width: 2048,
  height: 2560,
  previewFormat: 'webp',
  previewLongSide: 1024,
  quality: 'standard',
};

export interface CatalogueRequest {
  views: GarmentViews;
  /**
   * The photos as AI vendors receive them (vendor-jpeg.ts), made when they were uploaded from
   * the same decode (decision 212). A view without one (a run made before them, or not for an AI
   * engine) is made from `views` when it is sent.
   */
  vendorViews?: Partial<GarmentViews>;
  background: BackgroundChoice;
  /** null: the product alone (studio) or the spec's default model (AI engines). */
  persona: ModelPersona | null;
  /** What the garment is and the seller's styling note; absent for runs made before types. */
  garment?: GarmentDescription;
  output?: Partial<OutputOptions>;
  /**
   * Keeps the model the same person across the five shots (and across retries of one shot).
   * Derive it from the run id; defaults to a fixed value.
   */
  seed?: number;
  /** Render only these shot ids (a retry of single shots); default: the whole list. */
  onlyShots?: readonly string[];
  /**
   * An AI portrait of the chosen model (PNG): AI engines send it with every shot as the identity
   * reference, so the same person appears in all of them (decision 081). Drawn avatars never.
   */
  identity?: Buffer;
  /**
   * The catalogue's first shot when it was made earlier (a resumed run, a regenerated or
   * re-made shot): with no portrait, AI engines using the identity anchor send it as the
   * reference for the model (decision 123). Read only when an engine needs it.
   */
  anchor?: () => Promise<Buffer | undefined>;
}

export interface ShotImage {
  /** Full-size PNG, no metadata from the input. */
  png: Buffer;
  preview: Buffer;
  previewMime: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
  /**
   * The shot's pixels at the colour check's size (colour-fidelity.ts `shotColours`), made from
   * the same pixels as the PNG while it is encoded, so the check need not decode the PNG again.
   * Absent, the check reads the PNG: the verdict is the same (colour-sample.test.ts).
   */
  colourSample?: RawImage;
}

/** Uncompressed 8-bit pixels, interleaved. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** Why a shot was not made. None of these is ever charged to the user's quota. */
export type ShotFailureKind =
  /** Rate limit, provider 5xx, network: trying again later may work. */
  | 'retryable'
  /** The shot took longer than the per-shot timeout. */
  | 'timeout'
  /** The provider's safety filter refused the prompt or the image (e.g. PROHIBITED_CONTENT). */
  | 'refused'
  /** The provider answered without an image (e.g. Gemini NO_IMAGE). */
  | 'no-image'
  /** The input cannot be used (undecodable photo, missing back view). */
  | 'bad-input'
  /**
   * The vendor refused this deployment's account (a dead key, no credit, a billing limit, an
   * organisation not verified, a daily quota spent): the operator's to fix, not the seller's
   * photos. Never retried; the seller may try again later (decision 214).
   */
  | 'unavailable'
  /** The run was stopped. */
  | 'cancelled'
  /** Anything else (a bug, an unexpected answer); logged with detail. */
  | 'error';

export interface ShotFailure {
  kind: ShotFailureKind;
  /** Safe to show to the user: the message's English (the logs, /api/v1, old readers). */
  reason: string;
  /** The same reason by its key and values, what the web says in the reader's language (decision 275). */
  message: KeyedMessage;
  /** For the logs only (provider message, status). */
  detail?: string;
}

/**
 * A failure's reason from a message of the server's table: its key and values, and its English
 * made from them (`{ kind, ...reasonOf(keyed('shotTooLong')), detail }`).
 */
export function reasonOf(message: KeyedMessage): Pick<ShotFailure, 'reason' | 'message'> {
  return { reason: englishOf(message), message };
}

export interface ShotMeta {
  engine: EngineName;
  /** Model id of the vendor, or the studio pipeline's version. */
  model?: string;
  /** The prompt sent to an AI engine (the spec's generation result item keeps it). */
  prompt?: string;
  /** Studio: how the garment was separated from its backdrop. */
  cutout?: { method: 'cutout' | 'card'; confidence: number; note?: string };
  /** Studio: the custom background was rendered procedurally, not by an AI. */
  backgroundNote?: string;
  attempts?: number;
  /**
   * AI: garment photos uploaded but not sent, to keep within the vendor's input limit (for
   * example the side photo with a portrait on Gemini 2.5 Flash Image, which takes three).
   */
  leftOut?: string[];
  /**
   * The colour check (decision 120): the worst main colour's coverage of the shot, whether it
   * passed, and whether the shot was made again because the first one did not.
   */
  colour?: { score: number; passed: boolean; retried: boolean };
  /**
   * The print check (decisions 271, 276), on the shots it judges: the worst measure as a share of
   * its threshold (below 1 fails), whether it passed, and whether the shot was made again
   * because the first one failed either check.
   */
  print?: { score: number; passed: boolean; retried: boolean };
}

export type ShotOutcome =
  | { ok: true; index: number; shot: ShotDefinition; image: ShotImage; meta: ShotMeta }
  | { ok: false; index: number; shot: ShotDefinition; failure: ShotFailure; meta: ShotMeta };

export type ShotProgress =
  | { type: 'shot-started'; index: number; shot: ShotDefinition }
  | { type: 'shot-retrying'; index: number; shot: ShotDefinition; attempt: number; delayMs: number }
  /**
   * A remote engine has asked its vendor for the shot: work of the catalogue's own that the shot
   * does not need yet (the colour check's palette) can start once the requests have had time to
   * be sent (decision 212).
   */
  | { type: 'shot-requested'; index: number; shot: ShotDefinition }
  /** The shot waits for its turn with the vendor (decision 190), or has it again. */
  | { type: 'shot-waiting'; index: number; shot: ShotDefinition; waiting: boolean }
  | { type: 'shot-finished'; outcome: ShotOutcome };

export interface RunControl {
  /** Stops the run; honoured within a second. Shots not finished come back 'cancelled'. */
  signal?: AbortSignal;
  /**
   * Called as shots start, retry and finish. A returned promise is awaited before the shot
   * counts as finished, so the caller can store each image as soon as it exists.
   */
  onProgress?: (event: ShotProgress) => void | Promise<void>;
  /** Told what each request to an AI vendor cost as it ends, retries included (decision 225). */
  onBilled?: (bill: VendorBill) => void;
}

export interface EngineCapabilities {
  /** Shots show the garment worn by a model (AI engines) or the product alone (studio). */
  onModel: boolean;
  /** How custom backgrounds from text are made. */
  customBackground: 'ai' | 'procedural';
  /** How model portraits are made: painted by the vendor's image model, or drawn (no AI). */
  portrait: 'ai' | 'drawn';
  maxWidth: number;
  maxHeight: number;
  /** Shots worked on at once. */
  concurrency: number;
  /**
   * About how long one catalogue of five shots takes here, in seconds, for the wait the web
   * announces: the spec's "about 2 minutes" is the AI engines' time, the offline studio
   * engine takes seconds.
   */
  catalogueSeconds: number;
  /** The vendor has a batch mode at half the price: economy batches (decision 203). */
  economyBatches?: boolean;
}

/**
 * What the engine did for a custom background: painted a new image with AI ('ai'), took a
 * preset scene as it is ('preset'), or drew a plain backdrop ('drawn'). Only 'ai' costs an
 * image of the quota (decision 180).
 */
export type BackgroundMade = 'ai' | 'preset' | 'drawn';

export type BackgroundOutcome =
  | {
      ok: true;
      image: Buffer;
      mime: 'image/png';
      made: BackgroundMade;
      description: string;
      /** Engines without AI: which scene was chosen and the words that chose it. */
      reason?: string;
      note?: string;
    }
  | { ok: false; failure: ShotFailure };

export interface BackgroundRequest {
  /** The user's text; the engine adds the spec's suffix. */
  prompt: string;
  /** The category the seller picked; engines that choose a preset prefer it on a tie. */
  category?: BackgroundCategory;
  width?: number;
  height?: number;
}

/** A model persona to portray (the Models Library, decision 081). */
export interface PortraitRequest {
  name: string;
  persona: ModelPersona;
}

export type PortraitOutcome =
  | { ok: true; image: Buffer; mime: 'image/png'; method: 'ai' | 'drawn'; note?: string }
  | { ok: false; failure: ShotFailure };

export interface ImageEngine {
  readonly name: EngineName;
  readonly capabilities: EngineCapabilities;
  /**
   * The vendor model AI portraits are painted with; absent where portraits are drawn. Part of
   * the platform portraits' key (decision 201): a new model makes new ones.
   */
  readonly portraitModel?: string;
  /** The shots this engine makes for these uploads, in order. */
  shotList(views: ViewsPresent, garmentType?: GarmentTypeId | null): ShotDefinition[];
  /** All the shots of a catalogue; resolves once every shot has an outcome (never rejects for expected failures). */
  renderCatalogue(request: CatalogueRequest, control?: RunControl): Promise<ShotOutcome[]>;
  /** A custom background from a text prompt (docs/product.md §4). */
  generateBackground(
    request: BackgroundRequest,
    control?: Pick<RunControl, 'signal' | 'onBilled'>,
  ): Promise<BackgroundOutcome>;
  /** A head-and-shoulders portrait of a model persona (AI engines) or its drawn avatar. */
  generatePortrait(
    request: PortraitRequest,
    control?: Pick<RunControl, 'signal' | 'onBilled'>,
  ): Promise<PortraitOutcome>;
}

export function viewsPresent(views: GarmentViews): ViewsPresent {
  return {
    hasBack: views.back !== undefined,
    hasSide: views.side !== undefined,
    hasDetail: views.detail !== undefined,
  };
}

/** A shot list with each shot's catalogue index, narrowed to `onlyShots` (a retry of single shots). */
export function requestedShots(
  list: readonly ShotDefinition[],
  onlyShots?: readonly string[],
): { shot: ShotDefinition; index: number }[] {
  return list
    .map((shot, index) => ({ shot, index }))
    .filter(({ shot }) => !onlyShots || onlyShots.includes(shot.id));
}

export function resolveOutput(options: Partial<OutputOptions> | undefined): OutputOptions {
  return { ...HD_OUTPUT, ...options };
}

/** Thrown inside an engine to end one shot with a typed failure; the runner turns it into an outcome. */
export class ShotFailureError extends Error {
  constructor(readonly failure: ShotFailure) {
    super(failure.detail ? `${failure.reason} (${failure.detail})` : failure.reason);
    this.name = 'ShotFailureError';
  }
}
