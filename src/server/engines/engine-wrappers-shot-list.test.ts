/**
 * The engine the runs module calls is the studio engine wrapped for the shot checks and the
 * idle memory release: both must pass the garment type on to shotList, or every run would get
 * the shots of 'other' (decision 178).
 */
import { describe, expect, it } from 'vitest';
import { studioShotList } from '../../core/shots.js';
import { withShotChecks } from './colour/shot-checked-engine.js';
import { idleCollector, withIdleMemoryRelease } from './idle-memory-release.js';
import type { ImageEngine } from './image-engine.js';

const engine = {
  name: 'studio',
  capabilities: {},
  shotList: studioShotList,
} as unknown as ImageEngine;

describe('wrapped engines', () => {
  it('pass the garment type on to the shot list', () => {
    const views = { hasBack: false, hasSide: false };
    const wrapped = withIdleMemoryRelease(
      withShotChecks(engine, { retry: false }),
      idleCollector({ idleMs: 1_000, collect: () => undefined }),
    );
    expect(wrapped.shotList(views, 'saree').map((s) => s.id)).toEqual(
      studioShotList(views, 'saree').map((s) => s.id),
    );
    expect(wrapped.shotList(views, 'saree')[0]!.id).toBe('spread-flat');
    expect(wrapped.shotList(views).map((s) => s.id)).toEqual(
      studioShotList(views).map((s) => s.id),
    );
  });
});
