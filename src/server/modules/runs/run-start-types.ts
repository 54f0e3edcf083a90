/**
 * What starting a run takes and makes, shared by the runs service, its start steps and the
 * modules that start runs through it (the public API, batches).
 */
import type { GarmentDescription, GarmentTypeId } from '../../../core/garments.js';
import type { ModelPersona } from '../../../core/model-persona.js';
import type { ShotDefinition, ViewsPresent } from '../../../core/shots.js';
import type { GarmentView } from '../../../core/uploads.js';

export interface NormalisedPhoto {
  data: Buffer;
  contentType: string;
  /** The photo as AI vendors receive it, made from the same decode when asked (decision 212). */
  vendorJpeg?: Buffer;
}

/** What starting a run asks of an image engine. */
export interface RunEngine {
  name: string;
  /** Whether its shots put the garment on a model (AI engines) or show the product alone. */
  capabilities: { onModel: boolean };
  shotList(views: ViewsPresent, garmentType?: GarmentTypeId | null): ShotDefinition[];
}

/** The uploaded photos of a request that has its front one. */
export type RunFiles = Partial<Record<GarmentView, Buffer>> & { front: Buffer };

/** The photos as they are stored for the worker; the front one is always there. */
export type RunPhotos = Partial<Record<GarmentView, NormalisedPhoto>> & { front: NormalisedPhoto };

/** What a run is made with, each choice checked against the presets and the user's plan. */
export interface RunOptions {
  engine: RunEngine;
  background: {
    id: string;
    name: string;
    /** A custom background's image and description; presets are rendered by the engine. */
    custom: { image: Buffer; description: string } | null;
  };
  model: {
    id: string;
    name: string;
    persona: ModelPersona;
    /** An own model's AI portrait: the identity reference of every shot (decision 081). */
    identity: Buffer | null;
  } | null;
}

/** The background and model a seller chose, before they are checked. */
export interface RunChoice {
  backgroundId: string;
  modelId?: string;
}

/** Where a run's photos come from: uploaded bytes, or URLs fetched only once all else is checked. */
export type RunPhotoSource =
  | { kind: 'files'; files: Partial<Record<GarmentView, Buffer>> }
  | {
      kind: 'urls';
      urls: Partial<Record<GarmentView, string>>;
      fetch(url: string, view: GarmentView): Promise<Buffer>;
    };

/**
 * Everything any way of starting a run (the photo form, the public API, a batch's product) gives:
 * a field a run is started with is added here once.
 */
export interface StartRunInput {
  userId: string;
  /** One click or request: the same id again answers the run it started (a double click, a retry). */
  clientRequestId: string;
  choice: RunChoice;
  /** What the garment is and how to style it (decision 178). */
  garment: GarmentDescription;
  photos: RunPhotoSource;
  /** Where the images come from: the month's quota, or a batch's reservation (decision 160). */
  reserve?: (shots: number) => Promise<{ id: string }>;
  /** Runs once the run is stored and before it is queued (the API records its webhook here). */
  beforeQueue?: (runId: string) => Promise<void>;
}

/** The run a start request made, or the one the same request id had already made. */
export interface StartedRunId {
  runId: string;
  /** False when the request had already started this run. */
  created: boolean;
}

/** A run this request claimed: recorded as 'preparing', with its shots; nothing spent yet. */
export interface ClaimedRun {
  id: string;
  userId: string;
  shots: ShotDefinition[];
  /** Stored with the photos, so the worker (and a resumed attempt) finds it in the run's folder. */
  customBackground: Buffer | null;
  /** The model's AI portrait, stored the same way. */
  identity: Buffer | null;
}
