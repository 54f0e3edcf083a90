import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/db/client.js';
import { generationRun } from '../../src/server/db/schema/runs.js';

type RunValues = typeof generationRun.$inferInsert;

/**
 * A generation run row made directly, as a worker leaves it: a studio run on the plain white
 * background unless `values` says otherwise. Answers the run's id.
 */
export async function insertRun(
  db: Database,
  userId: string,
  values: Partial<RunValues> = {},
): Promise<string> {
  const id = values.id ?? randomUUID();
  await db.insert(generationRun).values({
    id,
    userId,
    clientRequestId: `req-${id}`,
    status: 'completed',
    engine: 'studio',
    onModel: false,
    backgroundId: 'clean-white-studio',
    backgroundName: 'Clean White Studio',
    inputKeys: {},
    shotCount: 5,
    reservationId: randomUUID(),
    finishedAt: new Date(),
    ...values,
  });
  return id;
}
