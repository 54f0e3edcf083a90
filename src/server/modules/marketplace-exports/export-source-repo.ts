/**
 * What an export is made from: a catalogue's images (or a finished run's complete shots) in
 * order, the seller's front photo, and the name the files are called after, asked of the
 * catalogues and runs modules that own them. Every read filters by the session's user, so another
 * user's ids are as missing as unknown ones.
 */
import type { Database } from '../../db/client.js';
import { createCatalogueReads } from '../catalogues/catalogue-reads.js';
import { createRunForCatalogue } from '../runs/run-for-catalogue.js';
import { createRunReads } from '../runs/run-reads.js';

export interface ExportSourceRow {
  runId: string | null;
  /** The saved catalogue; null while the run is not saved. */
  catalogueId: string | null;
  /** The saved catalogue's name; null while the run is not saved. */
  catalogueName: string | null;
  /** Full-size PNG keys in catalogue order. */
  imageKeys: string[];
  /** The shot id of each image, in the same order. */
  shotIds: string[];
  /** Who made each image, in the same order (decision 253). */
  makers: ShotMaker[];
  frontKey: string | null;
  /** The run's status (a catalogue's run is always finished). */
  runStatus: string | null;
}

export interface ShotMaker {
  engine: string | null;
  model: string | null;
}

export function createExportSourceRepo(db: Database) {
  // The catalogues' and runs' rows are their modules': asked of them (decision 272).
  const catalogues = createCatalogueReads(db);
  const runs = createRunReads(db);
  const shots = createRunForCatalogue(db);

  async function frontKeyOf(userId: string, runId: string | null) {
    if (!runId) return { frontKey: null, runStatus: null };
    const run = await runs.madeFrom(userId, runId);
    return { frontKey: run?.inputKeys.front ?? null, runStatus: run?.status ?? null };
  }

  return {
    async ofCatalogue(userId: string, catalogueId: string): Promise<ExportSourceRow | null> {
      const row = await catalogues.ofUser(userId, catalogueId);
      if (!row) return null;
      const images = await catalogues.imagesOf(catalogueId);
      const made = row.runId ? (await shots.shotFacts([row.runId])).get(row.runId) : undefined;
      return {
        runId: row.runId,
        catalogueId,
        catalogueName: row.name,
        imageKeys: images.map((image) => image.imageKey),
        shotIds: images.map((image) => image.shotId),
        makers: images.map(({ shotId }): ShotMaker => {
          const shot = made?.shots.get(shotId);
          return { engine: shot?.engine ?? null, model: shot?.model ?? null };
        }),
        ...(await frontKeyOf(userId, row.runId)),
      };
    },

    async ofRun(userId: string, runId: string): Promise<ExportSourceRow | null> {
      const { frontKey, runStatus } = await frontKeyOf(userId, runId);
      if (runStatus === null) return null;
      const saved = await catalogues.savedFrom(runId, userId);
      const run = await shots.forSave(userId, runId);
      const stored = (run?.completeShots ?? []).filter((shot) => shot.imageKey);
      return {
        runId,
        catalogueId: saved?.id ?? null,
        catalogueName: saved?.name ?? null,
        imageKeys: stored.map((shot) => shot.imageKey!),
        shotIds: stored.map((shot) => shot.shotId),
        makers: stored.map(({ engine, model }) => ({ engine, model })),
        frontKey,
        runStatus,
      };
    },
  };
}

export type ExportSourceRepo = ReturnType<typeof createExportSourceRepo>;
