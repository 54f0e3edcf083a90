import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationRun } from '../src/server/db/schema/runs.js';
import { catalogue } from '../src/server/db/schema/catalogues.js';
import { cleanupUnsavedRuns } from '../src/server/jobs/definitions/cleanup-unsaved-runs.js';
import { createLogger } from '../src/server/lib/logger.js';
import { createRunsRepo } from '../src/server/modules/runs/runs-repo.js';
import { createLocalDiskStorage } from '../src/server/providers/storage/local-disk-storage.js';
import { insertUser } from './support/insert-user.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let db: TestDatabase;
const dir = mkdtempSync(path.join(os.tmpdir(), 'vastra-cleanup-'));
const storage = createLocalDiskStorage(dir);
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const DAY = 86_400_000;

async function finishedRun(userId: string, createdAt: Date, status = 'completed') {
  const id = crypto.randomUUID();
  await db.handle.db.insert(generationRun).values({
    id,
    userId,
    clientRequestId: crypto.randomUUID(),
    status,
    engine: 'studio',
    onModel: false,
    backgroundId: 'clean-white-studio',
    backgroundName: 'Clean White Studio',
    inputKeys: { front: `runs/${userId}/${id}/input-front.jpg` },
    shotCount: 5,
    createdAt,
  });
  await storage.put(`runs/${userId}/${id}/input-front.jpg`, Buffer.from('photo'));
  await storage.put(`runs/${userId}/${id}/01_front.png`, Buffer.from('png'));
  return id;
}

describe('cleanup of unsaved runs (decision 015)', () => {
  it('removes finished runs nobody saved after 7 days, with their files, and keeps the rest', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const { id: userId } = await insertUser(db.handle.db);
    const oldUnsaved = await finishedRun(userId, new Date(now.getTime() - 8 * DAY));
    const oldStopped = await finishedRun(userId, new Date(now.getTime() - 9 * DAY), 'stopped');
    const oldSaved = await finishedRun(userId, new Date(now.getTime() - 30 * DAY));
    const recent = await finishedRun(userId, new Date(now.getTime() - 6 * DAY));
    const oldRunning = await finishedRun(userId, new Date(now.getTime() - 8 * DAY), 'running');
    await db.handle.db
      .insert(catalogue)
      .values({ userId, runId: oldSaved, name: 'Kept', imageCount: 1 });

    const removed = await cleanupUnsavedRuns(
      createRunsRepo(db.handle.db),
      storage,
      createLogger('silent'),
      now,
    );

    expect(removed).toBe(2);
    const left = (
      await db.handle.db
        .select({ id: generationRun.id })
        .from(generationRun)
        .where(eq(generationRun.userId, userId))
    ).map((r) => r.id);
    expect(left.sort()).toEqual([oldSaved, recent, oldRunning].sort());
    expect(await storage.exists(`runs/${userId}/${oldUnsaved}/01_front.png`)).toBe(false);
    expect(await storage.exists(`runs/${userId}/${oldStopped}/input-front.jpg`)).toBe(false);
    expect(await storage.exists(`runs/${userId}/${oldSaved}/01_front.png`)).toBe(true);
    expect(await storage.exists(`runs/${userId}/${recent}/01_front.png`)).toBe(true);
  });
});
