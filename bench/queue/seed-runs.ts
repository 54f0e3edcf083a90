/**
 * The benchmark's backlog: runs started the way a seller's are (startRun: quota reserved, photo
 * normalised and stored, shots recorded, job sent), by sellers on the Premium plan, whose
 * 'generate-run' jobs are held back until every worker process is ready. Releasing them makes
 * the whole backlog arrive at one moment, as a large batch or a busy minute would.
 */
import type postgres from 'postgres';
import { BACKGROUND_PRESETS, findBackgroundPreset } from '../../src/core/backgrounds.js';
import type { Env } from '../../src/server/config/env.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { asSystem, asUser } from '../../src/server/db/tenant-scope.js';
import type { ImageEngine } from '../../src/server/engines/image-engine.js';
import { generateRunJob, runJobId } from '../../src/server/jobs/definitions/generate-run.js';
import { startQueue } from '../../src/server/jobs/queue.js';
import { createJobQueues } from '../../src/server/jobs/register-jobs.js';
import type { Logger } from '../../src/server/lib/logger.js';
import { normaliseGarmentPhoto } from '../../src/server/modules/generation/garment-photo.js';
import { createQuotaRepo } from '../../src/server/modules/quota/quota-repo.js';
import { createQuotaService } from '../../src/server/modules/quota/quota-service.js';
import { createRunsRepo } from '../../src/server/modules/runs/runs-repo.js';
import { startRun } from '../../src/server/modules/runs/start-run.js';
import { createStorage } from '../../src/server/providers/storage/create-storage.js';
import { insertUser, setPlan } from '../../tests/support/insert-user.js';

/** Runs per seller: 20 catalogues of 5 images fit Premium's 3000 a month many times over. */
const RUNS_PER_SELLER = 20;
/** Held back this long at most; released by releaseBacklog long before. */
const HOLD_SECONDS = 3600;

export async function seedBacklog(options: {
  env: Env;
  database: DatabaseHandle;
  engine: ImageEngine;
  logger: Logger;
  runs: number;
  photo: Buffer;
}): Promise<void> {
  const { env, database, engine, logger, runs, photo } = options;
  const boss = await startQueue(database, logger, { supervise: false });
  try {
    await createJobQueues(boss);
    const quota = createQuotaService(createQuotaRepo(database.db));
    const background = BACKGROUND_PRESETS[0]!;
    const deps = {
      repo: createRunsRepo(database.db),
      quota,
      storage: createStorage(env),
      engine,
      backgrounds: {
        // Presets only: the benchmark's runs all use one.
        async findUsableBackground(_userId: string, id: string) {
          const preset = findBackgroundPreset(id);
          if (!preset) throw new Error(`no preset background '${id}'`);
          return {
            id: preset.id,
            name: preset.name,
            isCustom: false,
            choice: { kind: 'preset' as const, presetId: preset.id },
          };
        },
      },
      models: {
        findUsableModel(): never {
          throw new Error('the benchmark runs choose no model');
        },
      },
      normalisePhoto: normaliseGarmentPhoto,
      async enqueue(runId: string, attempt: number) {
        await boss.send(
          generateRunJob.name,
          { runId, attempt },
          { id: runJobId(runId, attempt), startAfter: HOLD_SECONDS },
        );
      },
    };
    let sellerId = '';
    for (let index = 0; index < runs; index++) {
      if (index % RUNS_PER_SELLER === 0) {
        sellerId = await asSystem('bench seed', async () => {
          const seller = await insertUser(database.db);
          await setPlan(database.db, seller.id, 'premium');
          return seller.id;
        });
      }
      await asUser(sellerId, () =>
        startRun(deps, {
          userId: sellerId,
          clientRequestId: `bench-${index}`,
          choice: { backgroundId: background.id },
          garment: { type: 'kurta', stylingNote: null },
          photos: { kind: 'files', files: { front: photo } },
        }),
      );
    }
  } finally {
    await boss.stop({ graceful: false, wait: true, timeout: 5_000 });
  }
}

/**
 * Lets the held jobs be taken now, and dates the runs now, as if they had all been started at
 * this moment (the sweeper's grace for a queued run counts from its start).
 */
export async function releaseBacklog(sql: postgres.Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`update generation_run set created_at = now() where status = 'queued'`;
    await tx`update pgboss.job set start_after = now()
      where name = ${generateRunJob.name} and state = 'created'`;
  });
}
