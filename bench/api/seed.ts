/**
 * Seeds the database of one `npm run bench:api` server before it starts: migrations, a signed-in
 * Premium user with BENCH_CATALOGUES saved catalogues of five images each (each saved from its
 * own finished run, as the app saves them) and one more finished run to read, never saved: the
 * create page offers it (bench:web), so its five previews are stored for it to show. Prints
 * `{ cookie, runId }` as JSON on its last line. Runs in its own process so the server that is
 * measured opens the same database afterwards as production does (PGlite allows one process).
 *
 * Env: the server's own (DATA_DIR or DATABASE_URL, BETTER_AUTH_SECRET, PUBLIC_URL).
 */
import { randomUUID } from 'node:crypto';
import { loadEnv } from '../../src/server/config/env.js';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/client.js';
import { generationRun, runShot } from '../../src/server/db/schema/runs.js';
import { catalogue, catalogueImage } from '../../src/server/db/schema/catalogues.js';
import { createLogger } from '../../src/server/lib/logger.js';
import { createAuth } from '../../src/server/modules/auth/auth.js';
import sharp from 'sharp';
import { createMailProvider } from '../../src/server/providers/mail/create-mail-provider.js';
import { createStorage } from '../../src/server/providers/storage/create-storage.js';
import { setPlan } from '../../tests/support/insert-user.js';
import { createSignedInUser } from '../../tests/support/signed-in-user.js';

const CATALOGUES = Number(process.env.BENCH_CATALOGUES ?? 1000);
const SHOTS = ['front', 'back', 'side', 'detail', 'lifestyle'];
const BATCH = 200;

/** A finished 5-shot run as the workers leave it; answers its id. */
async function insertRun(db: Database, userId: string, createdAt: Date): Promise<string> {
  const [run] = await db
    .insert(generationRun)
    .values({
      userId,
      clientRequestId: randomUUID(),
      status: 'completed',
      engine: 'studio',
      onModel: false,
      backgroundId: 'clean-white-studio',
      backgroundName: 'Clean White Studio',
      inputKeys: { front: `runs/${userId}/front.jpg` },
      shotCount: SHOTS.length,
      createdAt,
      startedAt: createdAt,
      finishedAt: createdAt,
    })
    .returning({ id: generationRun.id });
  return run!.id;
}

async function insertShots(db: Database, runId: string) {
  await db.insert(runShot).values(
    SHOTS.map((shotId, index) => ({
      runId,
      index,
      shotId,
      name: shotId,
      status: 'complete',
      imageKey: `runs/${runId}/${index}.png`,
      previewKey: `runs/${runId}/${index}.webp`,
      width: 2048,
      height: 2560,
    })),
  );
}

/** The unsaved run's previews, as the workers store them: the page that offers it shows them. */
async function storePreviews(storage: ReturnType<typeof createStorage>, runId: string) {
  const preview = await sharp({
    create: { width: 96, height: 120, channels: 3, background: '#e7e4dd' },
  })
    .webp()
    .toBuffer();
  await Promise.all(SHOTS.map((_, index) => storage.put(`runs/${runId}/${index}.webp`, preview)));
}

async function insertCatalogues(db: Database, userId: string) {
  const start = Date.now() - CATALOGUES * 60_000;
  for (let from = 0; from < CATALOGUES; from += BATCH) {
    const count = Math.min(BATCH, CATALOGUES - from);
    const createdAts = Array.from(
      { length: count },
      (_, i) => new Date(start + (from + i) * 60_000),
    );
    const runIds = await Promise.all(createdAts.map((at) => insertRun(db, userId, at)));
    await Promise.all(runIds.map((runId) => insertShots(db, runId)));
    const rows = await db
      .insert(catalogue)
      .values(
        runIds.map((runId, i) => ({
          userId,
          runId,
          name: `Catalogue ${from + i + 1}`,
          imageCount: SHOTS.length,
          thumbnailKey: `runs/${runId}/0.webp`,
          createdAt: createdAts[i],
        })),
      )
      .returning({ id: catalogue.id, runId: catalogue.runId });
    await db.insert(catalogueImage).values(
      rows.flatMap((row) =>
        SHOTS.map((shotId, index) => ({
          catalogueId: row.id,
          poseName: shotId,
          shotId,
          imageKey: `runs/${row.runId}/${index}.png`,
          previewKey: `runs/${row.runId}/${index}.webp`,
          width: 2048,
          height: 2560,
          orderIndex: index,
        })),
      ),
    );
  }
}

async function main() {
  const env = loadEnv();
  const logger = createLogger('warn');
  const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.paths.pglite });
  try {
    await migrateDatabase(database);
    const auth = createAuth({
      env,
      database,
      mailer: createMailProvider(env, logger),
      logger,
      secret: env.BETTER_AUTH_SECRET!,
    });
    const { user, cookie } = await createSignedInUser(auth);
    await setPlan(database.db, user.id, 'premium');
    await insertCatalogues(database.db, user.id);
    const runId = await insertRun(database.db, user.id, new Date());
    await insertShots(database.db, runId);
    await storePreviews(createStorage(env), runId);
    console.log(JSON.stringify({ cookie: `${cookie.name}=${cookie.value}`, runId }));
  } finally {
    await database.close();
  }
}

await main();
