/**
 * Generation runs and catalogues: the API contract shared by server and web (docs/product.md
 * §4 and §5; decision 014 and 015-nothing-paid-for-is-lost.md).
 *
 * Endpoints (all need a session; another user's id answers 404 like a missing one):
 *   POST   /api/runs                      multipart: front (required), back, side, backgroundId,
 *                                         modelId?, clientRequestId  -> 201 RunView
 *                                         (a repeated clientRequestId answers the same run, 200)
 *   GET    /api/runs/latest-unsaved       -> RunView | null (finished, unsaved, under 7 days old)
 *   GET    /api/runs/:id                  -> RunView
 *   POST   /api/runs/:id/stop             -> RunView (counts only what was generated)
 *   GET    /api/runs/:id/shots/:index/image     full-size PNG (attachment catalogue-{pose}.png)
 *   GET    /api/runs/:id/shots/:index/preview   WebP preview
 *   GET    /api/runs/:id/stream           WebSocket: RunStreamMessage, the first one 'run_state'
 *   GET    /api/backgrounds               -> BackgroundOption[] (the create page's 15: favourites, custom, presets)
 *   GET    /api/backgrounds/:id/thumbnail  image/webp
 *   GET    /api/models                    -> ModelOption[] (the user's models, then the usable stock personas)
 *   POST   /api/catalogues                { runId, name } -> CatalogueView (save a run)
 *   GET    /api/catalogues?page=1&pageSize=12 -> CataloguePage
 *   GET    /api/catalogues/:id            -> CatalogueView
 *   PATCH  /api/catalogues/:id            { name } -> CatalogueView
 *   DELETE /api/catalogues/:id            -> 204 (files removed)
 *   GET    /api/catalogues/:id/zip        {name}_catalogue.zip with 01_{pose}.png …
 *   GET    /api/catalogues/:id/images/:imageId         PNG (attachment catalogue-{pose}.png)
 *   GET    /api/catalogues/:id/images/:imageId/preview WebP
 * Regenerating one shot: see regeneration.ts. The request schemas: run-schemas.ts; the run's
 * time in names: run-time-name.ts.
 */
import type { GarmentTypeId } from './garments.js';
import type { ShotRegenerationState } from './regeneration.js';
import type { StoredMessage } from './stored-message.js';

export const RUN_STATUSES = ['queued', 'running', 'completed', 'stopped', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const FINISHED_RUN_STATUSES: readonly RunStatus[] = ['completed', 'stopped', 'failed'];

/**
 * 'throttled': started, and waiting for its turn with the image service, whose rate limit every
 * worker shares (decision 190); it goes on by itself, shown as SHOT_THROTTLED.
 */
export const SHOT_STATUSES = [
  'waiting',
  'generating',
  'throttled',
  'complete',
  'failed',
  'cancelled',
] as const;
export type ShotStatus = (typeof SHOT_STATUSES)[number];
/** Shots started and not finished: being made, or waiting for the image service. */
export const SHOT_IN_PROGRESS: readonly ShotStatus[] = ['generating', 'throttled'];

/** What a throttled shot shows (decision 190). */
export const SHOT_THROTTLED = 'Waiting for the image service';

/** An unsaved finished run stays reachable this long (decision 015). */
export const UNSAVED_RUN_DAYS = 7;

export interface ShotView {
  index: number;
  /** The pose or shot name the engine made, e.g. 'Standing Front' or 'Front'. */
  name: string;
  /** Stable id used in file names. */
  shotId: string;
  status: ShotStatus;
  imageUrl: string | null;
  previewUrl: string | null;
  /** Why the shot was not made, in English (/api/v1 and the web's fallback). */
  failureReason: string | null;
  /** The same reason by its key and values (decision 275); null for shots failed before it. */
  failureMessage: StoredMessage | null;
  prompt: string | null;
  /** Honest notes, e.g. the garment was kept on a clean card because the cut-out was unsure. */
  note: string | null;
  /** Failed the colour check (decision 120): shows COLOUR_WARNING. */
  colourWarning: boolean;
  /** Failed the print check (decision 276): shows PRINT_WARNING. */
  printWarning: boolean;
  /** The shot's latest regeneration (decision 122); null when it was never made again. */
  regeneration: ShotRegenerationState | null;
}

/** The badge on an image whose colours failed the check (decision 120). */
export const COLOUR_WARNING = 'Colour may differ from your photo';

/** The badge on an image whose print or border failed the check (decision 276). */
export const PRINT_WARNING = 'Print or border may differ from your photo';

/**
 * The caption below an image an AI engine made (decision 255), where a person sees it: the
 * catalogue's detail and its share page; never drawn on the image.
 */
export const AI_MADE_CAPTION = 'Made with AI';

/** The engines whose images no trained model makes: the studio and the benchmarks' placeholder. */
const ENGINES_WITHOUT_AI: ReadonlySet<string> = new Set(['studio', 'instant']);

/**
 * Whether the engine's images are made by AI, so a person is told so beside them. An engine
 * not known here (a new vendor, a shot whose run is gone) counts as AI: saying so wrongly is
 * the lesser harm.
 */
export function isAiEngine(engine: string | null): boolean {
  return engine === null || !ENGINES_WITHOUT_AI.has(engine);
}

export interface RunView {
  id: string;
  status: RunStatus;
  createdAt: string;
  finishedAt: string | null;
  /** 'AI Generated Model' when no model was chosen and the engine puts the garment on one. */
  modelName: string | null;
  /** 'Default Studio' when the default background was used. */
  backgroundName: string;
  engine: string;
  /** Whether the shots show a model (AI engines) or the product alone (studio engine). */
  onModel: boolean;
  /** What the garment is (decision 178); null for runs made before types existed. */
  garmentType: GarmentTypeId | null;
  stylingNote: string | null;
  total: number;
  generated: number;
  failed: number;
  savedCatalogueId: string | null;
  shots: ShotView[];
}

/** The spec's stream messages, plus 'run_state' sent first on every (re)connection. */
export type RunStreamMessage =
  | { type: 'run_state'; run: RunView }
  | { type: 'generation_started'; totalImages: number }
  | { type: 'image_generation_started'; index: number }
  /** The shot waits for its turn with the image service (status 'throttled', decision 190). */
  | { type: 'image_generation_waiting'; index: number }
  | {
      type: 'image_generated';
      index: number;
      imageUrl: string | null;
      status: 'success' | 'error';
      prompt: string | null;
      pose: string;
      error?: string;
      /** The error by its key and values (decision 275). */
      errorMessage?: StoredMessage;
      /** The shot failed the colour check (decision 120). */
      colourWarning?: boolean;
      /** The shot failed the print check (decision 276). */
      printWarning?: boolean;
    }
  | { type: 'generation_completed'; totalGenerated: number; status: RunStatus }
  /** A message for the seller in English, with its key and values (decision 275). */
  | ({ type: 'error'; message: string } & StoredMessage);

export interface BackgroundOption {
  id: string;
  name: string;
  category: string;
  description: string;
  thumbnailUrl: string;
  isCustom: boolean;
}

export interface ModelOption {
  id: string;
  name: string;
  description: string;
  ethnicity: string;
  gender: string;
  age: string;
  bodyType: string;
  isPremium: boolean;
  isCustom: boolean;
  /** The model's portrait (PNG, 512x640): the AI one or the drawn avatar. */
  portraitUrl: string;
}

export interface CatalogueImageView {
  id: string;
  poseName: string;
  /** The shot it is (src/core/shots.ts): what it shows, for marketplace rules. */
  shotId: string;
  orderIndex: number;
  imageUrl: string;
  previewUrl: string;
  width: number;
  height: number;
  /** Failed the colour check (decision 120): shows COLOUR_WARNING. */
  colourWarning: boolean;
  /** Failed the print check (decision 276): shows PRINT_WARNING. */
  printWarning: boolean;
  /** Made by an AI engine (decision 255): said in a caption below the image, never on it. */
  madeByAi: boolean;
  /**
   * The image's latest regeneration (decision 122); the list leaves it null, the catalogue's
   * own view (GET /api/catalogues/:id) carries it.
   */
  regeneration: ShotRegenerationState | null;
}

export interface CatalogueView {
  id: string;
  name: string;
  description: string | null;
  /** What the garment is (decision 178); null for catalogues made before types existed. */
  garmentType: GarmentTypeId | null;
  /** 'completed' shows Ready / Completed; anything else shows Processing (docs/product.md §5). */
  status: string;
  imageCount: number;
  thumbnailUrl: string | null;
  createdAt: string;
  images: CatalogueImageView[];
}

export interface CataloguePage {
  items: CatalogueView[];
  total: number;
  page: number;
  pageSize: number;
}

/** docs/product.md §12: download names. */
export const catalogueZipName = (name: string) => `${name.replace(/[^\w.-]+/g, '_')}_catalogue.zip`;
export const singleImageName = (pose: string) =>
  `catalogue-${pose.toLowerCase().replace(/[^\w]+/g, '-')}.png`;

export const RUN_MESSAGES = {
  missingFront: 'Please upload at least a front image',
  unknownBackground: 'That background does not exist. Please choose another one.',
  unknownModel: 'That model does not exist. Please choose another one.',
  premiumModel: 'This model is available on the Pro and Premium plans.',
  noImagesToSave: 'This generation has no finished images to save.',
  alreadySaved: 'This generation is already saved in My Catalogues.',
  /** The AI vendor refused the deployment's account, not the seller's photos (decision 214). */
  imageServiceUnavailable:
    'The image service is unavailable right now. Nothing was charged; please try again later.',
} as const;
