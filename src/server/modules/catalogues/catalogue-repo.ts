/**
 * Queries of saved catalogues. Every one takes the user id of the session and filters by it, so
 * another user's catalogue, image or run is as missing as one that does not exist.
 */
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { ShotRegenerationState } from '../../../core/regeneration.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { shotRegeneration } from '../../db/schema/regenerations.js';
import { generationRun, runShot } from '../../db/schema/runs.js';
import { catalogue, catalogueImage } from '../../db/schema/catalogues.js';
import { shownRegeneration, toRegenerationState } from '../regenerations/regeneration-state.js';
import { createCatalogueRemovals } from './catalogue-removals.js';

export type CatalogueRow = typeof catalogue.$inferSelect;
/**
 * An image with, read from the shot it came from: its colour verdict (decision 120), the
 * version of its file and its latest regeneration (decision 122; the list leaves that null).
 */
export type CatalogueImageRow = typeof catalogueImage.$inferSelect & {
  colourWarning: boolean;
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
type ShotFacts = Pick<CatalogueImageRow, 'colourWarning' | 'version' | 'engine' | 'model'>;

/** The stored files a catalogue keeps alive: its images and, when known, its run's files. */
/** A catalogue image as json_build_object gives it: the row's fields under their own names. */
type CatalogueImageJson = Omit<CatalogueImageRow, 'regeneration'>;

// Keys are the schema's own property names (no user input), so they are inlined as literals.
const IMAGE_JSON_FIELDS = sql.join(
  Object.entries(getTableColumns(catalogueImage)).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  ),
  sql`, `,
);

// A one-table select names its columns without the table; the correlated subquery must not.
const qualified = (table: string, column: string) =>
  sql`${sql.identifier(table)}.${sql.identifier(column)}`;
const OUTER_CATALOGUE_ID = qualified('catalogue', 'id');

/** Who made a shot (decision 253): its meta's engine and model, else its run's engine. */
const madeBy = {
  engine: sql<string | null>`coalesce(${runShot.meta}->>'engine', ${generationRun.engine})`,
  model: sql<string | null>`${runShot.meta}->>'model'`,
};

/** PGlite and postgres-js both parse json columns; a driver that does not gives text. */
function parseImages(value: CatalogueImageJson[] | string): CatalogueImageRow[] {
  const images = typeof value === 'string' ? (JSON.parse(value) as CatalogueImageJson[]) : value;
  return images.map((image) => ({ ...image, regeneration: null }));
}

export function createCatalogueRepo(db: Database) {
  // Built once: drizzle otherwise rebuilds the statement's SQL on every request, a measurable
  // share of the list's time (decision 115).
  const pageStatement = db
    .select({
      ...getTableColumns(catalogue),
      total:
        sql<number>`(select count(*) from ${catalogue} where ${catalogue.userId} = ${sql.placeholder('userId')})`.mapWith(
          Number,
        ),
      // The shot's colour warning joins each image as imagesOf does (decision 120). The one read
      // of a runs table left here: a regeneration changes the shot's version and warning after
      // saving, and the list must stay one statement (decision 117), so it joins, not asks.
      images: sql<CatalogueImageJson[] | string>`(
        select coalesce(json_agg(json_build_object(${IMAGE_JSON_FIELDS}, 'colourWarning', coalesce(${qualified('run_shot', 'colour_warning')}, false), 'version', coalesce(${qualified('run_shot', 'version')}, 0), 'engine', coalesce(${qualified('run_shot', 'meta')}->>'engine', ${qualified('generation_run', 'engine')}), 'model', ${qualified('run_shot', 'meta')}->>'model') order by ${qualified('catalogue_image', 'order_index')}), '[]')
        from ${catalogueImage} left join ${runShot}
          on ${qualified('run_shot', 'run_id')} = ${qualified('catalogue', 'run_id')}
          and ${qualified('run_shot', 'shot_id')} = ${qualified('catalogue_image', 'shot_id')}
        left join ${generationRun}
          on ${qualified('generation_run', 'id')} = ${qualified('catalogue', 'run_id')}
        where ${qualified('catalogue_image', 'catalogue_id')} = ${OUTER_CATALOGUE_ID})`,
    })
    .from(catalogue)
    .where(eq(catalogue.userId, sql.placeholder('userId')))
    .orderBy(desc(catalogue.createdAt), desc(catalogue.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('catalogue_page');

  async function imagesOf(catalogueIds: string[]): Promise<Map<string, CatalogueImageRow[]>> {
    const byCatalogue = new Map<string, CatalogueImageRow[]>(catalogueIds.map((id) => [id, []]));
    if (catalogueIds.length === 0) return byCatalogue;
    const rows = await db
      .select({
        image: catalogueImage,
        colourWarning: runShot.colourWarning,
        version: runShot.version,
        ...madeBy,
      })
      .from(catalogueImage)
      .innerJoin(catalogue, eq(catalogue.id, catalogueImage.catalogueId))
      .leftJoin(
        runShot,
        and(eq(runShot.runId, catalogue.runId), eq(runShot.shotId, catalogueImage.shotId)),
      )
      .leftJoin(generationRun, eq(generationRun.id, catalogue.runId))
      .where(inArray(catalogueImage.catalogueId, catalogueIds))
      .orderBy(asc(catalogueImage.catalogueId), asc(catalogueImage.orderIndex));
    for (const row of rows)
      byCatalogue.get(row.image.catalogueId)?.push({
        ...row.image,
        colourWarning: row.colourWarning ?? false,
        version: row.version ?? 0,
        regeneration: null,
        engine: row.engine,
        model: row.model,
      });
    return byCatalogue;
  }

  /** Each image's latest regeneration (decision 122), found by the shot it came from. */
  async function withRegenerations(
    runId: string | null,
    images: CatalogueImageRow[],
  ): Promise<CatalogueImageRow[]> {
    if (!runId || images.length === 0) return images;
    const latest = await db
      .selectDistinctOn([shotRegeneration.shotIndex], {
        shotId: runShot.shotId,
        id: shotRegeneration.id,
        status: shotRegeneration.status,
        error: shotRegeneration.error,
      })
      .from(shotRegeneration)
      .innerJoin(
        runShot,
        and(
          eq(runShot.runId, shotRegeneration.runId),
          eq(runShot.index, shotRegeneration.shotIndex),
        ),
      )
      .where(and(eq(shotRegeneration.runId, runId), shownRegeneration))
      .orderBy(shotRegeneration.shotIndex, desc(shotRegeneration.createdAt));
    const byShot = new Map(latest.map((row) => [row.shotId, row]));
    return images.map((image) => {
      const found = byShot.get(image.shotId);
      return found ? { ...image, regeneration: toRegenerationState(found) } : image;
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
                    ({ colourWarning: _, version: _v, engine: _e, model: _m, ...image }) => ({
                      ...image,
                      catalogueId: row.id,
                    }),
                  ),
                )
                .returning();
        const shotOf = new Map(input.images.map((image) => [image.shotId, image]));
        images.sort((a, b) => a.orderIndex - b.orderIndex);
        return {
          ...row,
          images: images.map((image) => ({
            ...image,
            colourWarning: shotOf.get(image.shotId)?.colourWarning ?? false,
            version: shotOf.get(image.shotId)?.version ?? 0,
            regeneration: null,
            engine: shotOf.get(image.shotId)?.engine ?? null,
            model: shotOf.get(image.shotId)?.model ?? null,
          })),
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
      const images = await imagesOf(rows.map((row) => row.id));
      return rows.map((row) => ({ ...row, images: images.get(row.id) ?? [] }));
    },

    async findForUser(userId: string, catalogueId: string): Promise<CatalogueRecord | null> {
      const [row] = await db
        .select()
        .from(catalogue)
        .where(and(eq(catalogue.id, catalogueId), eq(catalogue.userId, userId)))
        .limit(1);
      if (!row) return null;
      const images = await imagesOf([row.id]);
      return { ...row, images: await withRegenerations(row.runId, images.get(row.id) ?? []) };
    },

    async findImageForUser(
      userId: string,
      catalogueId: string,
      imageId: string,
    ): Promise<(CatalogueImageRow & { runId: string | null }) | null> {
      const [row] = await db
        .select({ image: catalogueImage, runId: catalogue.runId, ...madeBy })
        .from(catalogueImage)
        .innerJoin(catalogue, eq(catalogue.id, catalogueImage.catalogueId))
        .leftJoin(
          runShot,
          and(eq(runShot.runId, catalogue.runId), eq(runShot.shotId, catalogueImage.shotId)),
        )
        .leftJoin(generationRun, eq(generationRun.id, catalogue.runId))
        .where(
          and(
            eq(catalogueImage.id, imageId),
            eq(catalogueImage.catalogueId, catalogueId),
            eq(catalogue.userId, userId),
          ),
        )
        .limit(1);
      return row
        ? {
            ...row.image,
            colourWarning: false,
            version: 0,
            regeneration: null,
            engine: row.engine,
            model: row.model,
            runId: row.runId,
          }
        : null;
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
      const [row] = await db
        .select({ runId: catalogue.runId, shotId: catalogueImage.shotId })
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
