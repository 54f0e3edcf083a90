/**
 * Where a run's files live and where its images are served: the one place that spells the
 * storage layout (`runs/<user>/<run>/…`) and the shot URLs, read by the runs service, the run
 * jobs, the catalogue service and the web's run state alike.
 */
import { versionedUrl } from './regeneration.js';
import { shotFileName, type ShotDefinition } from './shots.js';
import type { GarmentView } from './uploads.js';

/** The folder holding every file of one run: inputs, shots and previews. */
export const runStorageFolder = (userId: string, runId: string) => `runs/${userId}/${runId}`;

const runFile = (userId: string, runId: string, file: string) =>
  `${runStorageFolder(userId, runId)}/${file}`;

/** An uploaded photo as stored for the worker: `input-front.png`, `input-back.jpg`, … */
export function runInputKey(
  userId: string,
  runId: string,
  view: GarmentView,
  contentType: string,
): string {
  return runFile(userId, runId, `input-${view}.${contentType === 'image/png' ? 'png' : 'jpg'}`);
}

/**
 * An uploaded photo's copy as AI vendors receive it (decision 212): `input-front.vendor.jpg`,
 * named in the run's input keys under `vendorPhotoSlot(view)`.
 */
export const runVendorPhotoKey = (userId: string, runId: string, view: GarmentView) =>
  runFile(userId, runId, `input-${view}.vendor.jpg`);

/** The run's input key naming a photo's vendor copy: `front.vendor`, … */
export const vendorPhotoSlot = (view: GarmentView) => `${view}.vendor`;

/** A custom background as the run got it: a copy, so removing it from the library changes no run. */
export const runBackgroundKey = (userId: string, runId: string) =>
  runFile(userId, runId, 'input-background.png');

/** A model's AI portrait as the run got it (the identity reference): a copy, like the background. */
export const runIdentityKey = (userId: string, runId: string) =>
  runFile(userId, runId, 'input-identity.png');

/**
 * The part a regenerated shot's file names add (decision 122): each regeneration attempt writes
 * files of its own, so the image it replaces stays whole until the new one is recorded.
 */
const tagPart = (tag: string | undefined) => (tag ? `${tag}.` : '');

/** A finished shot's full-size PNG: `01_front.png`, `01_front.<tag>.png` once regenerated. */
export const shotImageKey = (
  userId: string,
  runId: string,
  index: number,
  shot: Pick<ShotDefinition, 'id'>,
  tag?: string,
) => runFile(userId, runId, shotFileName(index, shot, `${tagPart(tag)}png`));

/** A finished shot's preview: `01_front.preview.webp` (or `.jpg`). */
export const shotPreviewKey = (
  userId: string,
  runId: string,
  index: number,
  shot: Pick<ShotDefinition, 'id'>,
  previewMime: string,
  tag?: string,
) =>
  runFile(
    userId,
    runId,
    shotFileName(
      index,
      shot,
      `${tagPart(tag)}preview.${previewMime === 'image/webp' ? 'webp' : 'jpg'}`,
    ),
  );

/** GET: a shot's full-size PNG, served only to the run's owner (`?v=` once regenerated). */
export const shotImageUrl = (runId: string, index: number, version = 0) =>
  versionedUrl(`/api/runs/${runId}/shots/${index}/image`, version);

/** GET: a shot's WebP preview, served only to the run's owner (`?v=` once regenerated). */
export const shotPreviewUrl = (runId: string, index: number, version = 0) =>
  versionedUrl(`/api/runs/${runId}/shots/${index}/preview`, version);

/** The marketplace exports made from a run's shots: dropped whenever a shot changes. */
export const runExportsFolder = (userId: string, runId: string) =>
  runFile(userId, runId, 'exports');

/** One cached export: `exports/amazon/<sku>.zip` (a renamed catalogue gets a new one). */
export const runExportKey = (userId: string, runId: string, marketplace: string, sku: string) =>
  // 'v3': entries carry their provenance (decision 253); zips kept before that are not reused
  // ('v2' named the pose: SKU_2_standing-front.jpg).
  `${runExportsFolder(userId, runId)}/${marketplace}/v3/${sku}.zip`;
