/**
 * What a run is made with, read back from its row and its stored files: the photos, the
 * background, the model's portrait and the seed. A run's attempts and a shot's regeneration
 * (decision 122) read them the same way, so a regenerated shot has the run's own inputs.
 */
import { isGarmentTypeId } from '../../../core/garments.js';
import { vendorPhotoSlot } from '../../../core/run-locations.js';
import type { ModelPersona } from '../../../core/model-persona.js';
import { GARMENT_VIEWS, type GarmentView } from '../../../core/uploads.js';
import type {
  BackgroundChoice,
  CatalogueRequest,
  GarmentViews,
} from '../../engines/image-engine.js';
import type { RunRow, RunsRepo, ShotRow } from './runs-repo.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';

/** What reading a run's inputs back asks of its rows; a shot's regeneration is given it too. */
export type RunInputRows = Pick<RunsRepo, 'findById' | 'shotsOf'>;

/** A stable 32-bit seed from the run id, so every shot (and every retry) shows the same model. */
export function seedOf(runId: string): number {
  let hash = 2166136261;
  for (const char of runId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

export async function loadViews(storage: StorageProvider, run: RunRow): Promise<GarmentViews> {
  const read = async (slot: GarmentView) => {
    const key = run.inputKeys[slot];
    return key ? ((await storage.get(key)) ?? undefined) : undefined;
  };
  const [front, back, side, detail] = await Promise.all(GARMENT_VIEWS.map(read));
  if (!front) throw new Error(`run ${run.id}: front photo missing from storage`);
  return { front, back, side, detail };
}

/**
 * The photos' copies as AI vendors receive them, made at the upload (decision 212); none for a
 * run made before them or for an engine that does not send photos. A missing file is made again
 * from the photo, so it is not an error.
 */
export async function loadVendorViews(
  storage: StorageProvider,
  run: RunRow,
): Promise<Partial<GarmentViews>> {
  const views: Partial<GarmentViews> = {};
  await Promise.all(
    GARMENT_VIEWS.map(async (view) => {
      const key = run.inputKeys[vendorPhotoSlot(view)];
      const bytes = key ? await storage.get(key) : null;
      if (bytes) views[view] = bytes;
    }),
  );
  return views;
}

/** A preset by id, or the copy of the custom background stored with the run's photos. */
export async function backgroundOf(
  storage: StorageProvider,
  run: RunRow,
): Promise<BackgroundChoice> {
  const key = run.inputKeys.background;
  if (!key) return { kind: 'preset', presetId: run.backgroundId };
  const image = await storage.get(key);
  if (!image) throw new Error(`run ${run.id}: custom background missing from storage`);
  return { kind: 'custom', image, description: run.backgroundDescription ?? run.backgroundName };
}

/** The model's AI portrait stored with the run's photos (the identity reference), if any. */
export async function identityOf(
  storage: StorageProvider,
  run: RunRow,
): Promise<Buffer | undefined> {
  const key = run.inputKeys.identity;
  if (!key) return undefined;
  const image = await storage.get(key);
  if (!image) throw new Error(`run ${run.id}: model portrait missing from storage`);
  return image;
}

/**
 * The run's first shot as made, read when an engine asks for it: the identity anchor of the
 * shots made after it (decision 123). Undefined when it is not made (or its file is gone).
 */
export function anchorOf(storage: StorageProvider, shots: readonly ShotRow[]) {
  const first = shots.find((shot) => shot.index === 0);
  return async (): Promise<Buffer | undefined> =>
    first?.status === 'complete' && first.imageKey
      ? ((await storage.get(first.imageKey)) ?? undefined)
      : undefined;
}

/** What the run was told about its garment; nothing for a run made before types (decision 178). */
function garmentOf(run: RunRow): Pick<CatalogueRequest, 'garment'> {
  if (!isGarmentTypeId(run.garmentType)) return {};
  return { garment: { type: run.garmentType, stylingNote: run.stylingNote } };
}

/** The engine request of a run's inputs, for the shots given (of the run's `shots`). */
export async function runRequest(
  storage: StorageProvider,
  run: RunRow,
  shots: readonly ShotRow[],
  onlyShots: readonly string[],
  seed = seedOf(run.id),
): Promise<CatalogueRequest> {
  return {
    views: await loadViews(storage, run),
    vendorViews: await loadVendorViews(storage, run),
    background: await backgroundOf(storage, run),
    persona: (run.persona as ModelPersona | null) ?? null,
    ...garmentOf(run),
    identity: await identityOf(storage, run),
    anchor: anchorOf(storage, shots),
    seed,
    onlyShots,
  };
}
