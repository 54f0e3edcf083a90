/**
 * Queries of saved catalogues. Every one takes the user id of the session and filters by it, so
 * another user's catalogue, image or run is as missing as one that does not exist.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ShotRegenerationState } from '../../../core/regeneration.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { catalogue, catalogueImage } from '../../db/schema/catalogues.js';
import { latestRegenerationsOf } from '../regenerations/regeneration-state.js';
import { createRunForCatalogue, type SavedRunFacts } from '../runs/run-for-catalogue.js';
import { createCatalogueRemovals } from './catalogue-removals.js';
import { prepareCataloguePage } from './catalogue-page-query.js';

export type CatalogueRow = typeof catalogue.$inferSelect;
/**
 * An image with, read from the shot it came from: its colour verdict (decision 120), the
 * version of its file and its latest regeneration (decision 122; the list leaves that null).
 */
export type CatalogueImageRow = typeof catalogueImage.$inferSelect & {
  colourWarning: boolean;
  printWarning: boolean;
  version: number;
  regeneration: ShotRegenerationState | null;
  /** The engine that made the shot (its meta, else its run's); null once the run is gone. */
  engine: string | null;
  /** The vendor's model or the studio pipeline's version (decision 253). */
  model: string | null;
};
export type CatalogueRecord = CatalogueRow & { images: CatalogueImageRow[] };

export interface NewCatalogueImage {
  poseName: string;
  shotId: string;
  imageKey: string;
  previewKey: string;
  width: number;
  height: number;
  orderIndex: number;
}

/** What an image's shot says of it as the catalogue is saved. */
type ShotFacts = Pick<
  CatalogueImageRow,
  'colourWarning' | 'printWarning' | 'version' | 'engine' | 'model'
>;

/** A catalogue image as json_build_object gives it: the row's fields under their own names. */
type CatalogueImageJson = Omit<CatalogueImageRow, 'regeneration'>;

/** PGlite and postgres-js both parse json columns; a driver that does not gives text. */
function parseImages(value: Record<string, unknown>[] | string): CatalogueImageRow[] {
  const images = (typeof value === 'string' ? JSON.parse(value) : value) as CatalogueImageJson[];
  return images.map((image) => ({ ...image, regeneration: null }));
}

/**
 * What the image's shot says of it now (the runs module's answer): a run that is gone says
 * nothing, and a shot the run no longer has leaves its run's engine.
 */
function factsOf(run: SavedRunFacts | undefined, shotId: string): ShotFacts {
  const shot = run?.shots.get(shotId);
  return {
    colourWarning: shot?.colourWarning ?? false,
    printWarning: shot?.printWarning ?? false,
    version: shot?.version ?? 0,
    engine: shot?.engine ?? run?.engine ?? null,
    model: shot?.model ?? null,
  };
}

/** The one way an image row is given out: the stored row and what its shot says of it. */
function imageRowOf(
  image: typeof catalogueImage.$inferSelect,
  facts: ShotFacts,
): CatalogueImageRow {
  return { ...image, ...facts, regeneration: null };
}

export function createCatalogueRepo(db: Database) {
  const pageStatement = prepareCataloguePage(db);
  // The shots the images came from are the runs module's: asked of it, never joined here.
  const runs = createRunForCatalogue(db);

  /** The catalogues' images in order, with their shots' facts, and those facts by run. */
  async function imagesOf(catalogueIds: string[]) {
    const byCatalogue = new Map<string, CatalogueImageRow[]>(catalogueIds.map((id) => [id, []]));
    if (catalogueIds.length === 0) return { byCatalogue, shots: new Map<string, SavedRunFacts>() };
    const rows = await db
      .select({ image: catalogueImage, runId: catalogue.runId })
      .from(catalogueImage)
      .innerJoin(catalogue, eq(catalogue.id, catalogueImage.catalogueId))
      .where(inArray(catalogueImage.catalogueId, catalogueIds))
      .orderBy(asc(catalogueImage.catalogueId), asc(catalogueImage.orderIndex));
    const runIds = [...new Set(rows.flatMap(({ runId }) => (runId ? [runId] : [])))];
    const shots = await runs.shotFacts(runIds);
    for (const { image, runId } of rows)
      byCatalogue
        .get(image.catalogueId)
        ?.push(imageRowOf(image, factsOf(runId ? shots.get(runId) : undefined, image.shotId)));
    return { byCatalogue, shots };
  }

  /** The user's image with the run its catalogue was saved from; null when there is none. */
  async function ownedImage(userId: string, catalogueId: string, imageId: string) {
    const [row] = await db
      .select({ image: catalogueImage, runId: catalogue.runId })
      .from(catalogueImage)
      .innerJoin(catalogue, eq(catalogue.id, catalogueImage.catalogueId))
      .where(
        and(
          eq(catalogueImage.id, imageId),
          eq(catalogueImage.catalogueId, catalogueId),
          eq(catalogue.userId, userId),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Each image's latest regeneration (decision 122), found by the shot it came from. */
  async function withRegenerations(
    run: { id: string; facts: SavedRunFacts | undefined } | null,
    images: CatalogueImageRow[],
  ): Promise<CatalogueImageRow[]> {
    if (!run || images.length === 0) return images;
    const latest = await latestRegenerationsOf(db, run.id);
    return images.map((image) => {
      const index = run.facts?.shots.get(image.shotId)?.index;
      const found = index === undefined ? undefined : latest.get(index);
      return found ? { ...image, regeneration: found } : image;
    });
  }

  async function countForUser(userId: string): Promise<number> {
    return db.$count(catalogue, eq(catalogue.userId, userId));
  }

  return {
    /**
     * Creates the catalogue and its images in one transaction. Answers null when the run is
     * already saved: the unique run_id makes a second, concurrent save wait for the first and
     * then insert nothing.
     */
    async insertCatalogue(input: {
      userId: string;
      runId: string;
      name: string;
      garmentType: string | null;
      images: (NewCatalogueImage & ShotFacts)[];
    }): Promise<CatalogueRecord | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(catalogue)
          .values({
            userId: input.userId,
            runId: input.runId,
            name: input.name,
            garmentType: input.garmentType,
            status: 'completed',
            imageCount: input.images.length,
            thumbnailKey: input.images[0]?.previewKey ?? null,
          })
          .onConflictDoNothing({ target: catalogue.runId })
          .returning();
        if (!row) return null;
        const images =
          input.images.length === 0
            ? []
            : await tx
                .insert(catalogueImage)
                .values(
                  input.images.map(
                    ({
                      colourWarning: _,
                      printWarning: _p,
                      version: _v,
                      engine: _e,
                      model: _m,
                      ...image
                    }) => ({
                      ...image,
                      catalogueId: row.id,
                    }),
                  ),
                )
                .returning();
        const factsOfShot = new Map(
          input.images.map(({ shotId, colourWarning, printWarning, version, engine, model }) => [
            shotId,
            { colourWarning, printWarning, version, engine, model },
          ]),
        );
        images.sort((a, b) => a.orderIndex - b.orderIndex);
        return {
          ...row,
          images: images.map((image) =>
            imageRowOf(image, factsOfShot.get(image.shotId) ?? factsOf(undefined, image.shotId)),
          ),
        };
      });
    },

    countForUser,

    /**
     * A page of the user's catalogues, newest first, each with its images in order, and how many
     * the user has: one statement (the list is the dashboard's most frequent read; on the
     * embedded database each statement has a fixed cost, decision 111). A page past the end asks
     * for the count alone.
     */
    async pageForUser(
      userId: string,
      limit: number,
      offset: number,
    ): Promise<{ total: number; records: CatalogueRecord[] }> {
      const rows = await pageStatement.execute({ userId, limit, offset });
      if (rows.length === 0) {
        return { total: await countForUser(userId), records: [] };
      }
      return {
        total: rows[0]!.total,
        records: rows.map(({ total: _total, images, ...row }) => ({
          ...row,
          images: parseImages(images),
        })),
      };
    },

    /**
     * Changes whenever anything the user's list shows changes (database triggers, decision
     * 117); 0 before the first catalogue.
     */
    async listVersion(userId: string): Promise<number> {
      // One statement that scopes itself (migration 0021, decision 119); the text must stay as
      // scoped-postgres.ts recognises it.
      const result = await db.execute(sql`select catalogue_list_version_of(${userId}) as version`);
      const [row] = rowsOf<{ version: string | number | null }>(result);
      return Number(row?.version ?? 0);
    },

    /** Every catalogue of the user with its images (the data download). */
    async allForUser(userId: string): Promise<CatalogueRecord[]> {
      const rows = await db
        .select()
        .from(catalogue)
        .where(eq(catalogue.userId, userId))
        .orderBy(desc(catalogue.createdAt), desc(catalogue.id));
      const { byCatalogue } = await imagesOf(rows.map((row) => row.id));
      return rows.map((row) => ({ ...row, images: byCatalogue.get(row.id) ?? [] }));
    },

    async findForUser(userId: string, catalogueId: string): Promise<CatalogueRecord | null> {
      const [row] = await db
        .select()
        .from(catalogue)
        .where(and(eq(catalogue.id, catalogueId), eq(catalogue.userId, userId)))
        .limit(1);
      if (!row) return null;
      const { byCatalogue, shots } = await imagesOf([row.id]);
      const run = row.runId ? { id: row.runId, facts: shots.get(row.runId) } : null;
      return { ...row, images: await withRegenerations(run, byCatalogue.get(row.id) ?? []) };
    },

    async findImageForUser(
      userId: string,
      catalogueId: string,
      imageId: string,
    ): Promise<(CatalogueImageRow & { runId: string | null }) | null> {
      const row = await ownedImage(userId, catalogueId, imageId);
      if (!row) return null;
      const run = row.runId ? (await runs.shotFacts([row.runId])).get(row.runId) : undefined;
      return { ...imageRowOf(row.image, factsOf(run, row.image.shotId)), runId: row.runId };
    },

    /** The run the user's catalogue was saved from: undefined when there is no such catalogue. */
    async runOf(userId: string, catalogueId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ runId: catalogue.runId })
        .from(catalogue)
        .where(and(eq(catalogue.id, catalogueId), eq(catalogue.userId, userId)))
        .limit(1);
      return row ? row.runId : undefined;
    },

    /**
     * The run a user's catalogue image was saved from (null once the run is gone) and the id of
     * its shot there; null when the user has no such image.
     */
    async imageOrigin(
      userId: string,
      catalogueId: string,
      imageId: string,
    ): Promise<{ runId: string | null; shotId: string } | null> {
      const row = await ownedImage(userId, catalogueId, imageId);
      return row && { runId: row.runId, shotId: row.image.shotId };
    },

    async rename(userId: string, catalogueId: string, name: string): Promise<CatalogueRow | null> {
      const [row] = await db
        .update(catalogue)
        .set({ name })
        .where(and(eq(catalogue.id, catalogueId), eq(catalogue.userId, userId)))
        .returning();
      return row ?? null;
    },

    ...createCatalogueRemovals(db),
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
