/**
 * A saved catalogue made as the app makes one: a finished run with its front photo and two
 * complete shots stored, then saved over HTTP. For tests of what hangs off a catalogue (its
 * listing, its exports).
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { CatalogueView } from '../../src/core/runs.js';
import { runShot } from '../../src/server/db/schema/runs.js';
import type { Database } from '../../src/server/db/client.js';
import type { StorageProvider } from '../../src/server/providers/storage/storage-provider.js';
import { insertRun } from './insert-run.js';
import type { Browser } from './test-browser.js';

const image = (width: number, format: 'png' | 'webp' | 'jpeg') =>
  sharp({ create: { width, height: 50, channels: 3, background: '#1f4e9c' } })
    .toFormat(format)
    .toBuffer();

export const SAVED_SHOTS = [
  { shotId: 'standing-front', name: 'Standing Front' },
  { shotId: 'sitting', name: 'Sitting' },
] as const;

export async function savedCatalogue(
  ctx: { db: Database; storage: StorageProvider },
  owner: { userId: string; browser: Browser },
  options: { name?: string; garmentType?: string; withFront?: boolean; frontPhoto?: Buffer } = {},
): Promise<CatalogueView> {
  const runId = randomUUID();
  const folder = `runs/${owner.userId}/${runId}`;
  const frontKey = `${folder}/input-front.jpg`;
  if (options.withFront !== false)
    await ctx.storage.put(frontKey, options.frontPhoto ?? (await image(60, 'jpeg')));
  await insertRun(ctx.db, owner.userId, {
    id: runId,
    garmentType: options.garmentType ?? 'kurta',
    stylingNote: 'with white juttis',
    inputKeys: options.withFront === false ? {} : { front: frontKey },
    shotCount: SAVED_SHOTS.length,
  });
  for (const [index, shot] of SAVED_SHOTS.entries()) {
    const stem = `${folder}/0${index + 1}_${shot.shotId}`;
    await ctx.storage.put(`${stem}.png`, await image(40 + index, 'png'));
    await ctx.storage.put(`${stem}.webp`, await image(40 + index, 'webp'));
    await ctx.db.insert(runShot).values({
      runId,
      index,
      ...shot,
      status: 'complete',
      imageKey: `${stem}.png`,
      previewKey: `${stem}.webp`,
      width: 40 + index,
      height: 50,
    });
  }
  const res = await owner.browser.post('/api/catalogues', {
    runId,
    name: options.name ?? 'Blue Kurta',
  });
  expect(res.status).toBe(201);
  return (await res.json()) as CatalogueView;
}
