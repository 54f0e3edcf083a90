import { describe, expect, it } from 'vitest';
import { AI_POSES } from '../../core/shots.js';
import { ShotFailureError, type ShotImage } from './image-engine.js';
import { runShots } from './run-shots.js';
import { keyed } from '../../core/server-messages.js';
import { reasonOf } from './image-engine.js';

const image: ShotImage = {
  png: Buffer.from('png'),
  preview: Buffer.from('p'),
  previewMime: 'image/webp',
  width: 1,
  height: 1,
};
const shots = Object.values(AI_POSES)
  .slice(0, 5)
  .map((shot, index) => ({ shot, index }));
const base = {
  shots,
  concurrency: 2,
  shotTimeoutMs: 1000,
  baseMeta: { engine: 'studio' as const },
};

describe('runShots', () => {
  it('keeps at most N shots in flight and returns outcomes in shot order', async () => {
    let inFlight = 0;
    let peak = 0;
    const outcomes = await runShots({
      ...base,
      render: async ({ index }) => {
        inFlight++;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5 * (5 - index)));
        inFlight--;
        return { image, meta: { engine: 'studio' } };
      },
    });
    expect(peak).toBe(2);
    expect(outcomes.map((o) => o.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it("does not time a shot while it waits for the vendor's turn, and reports the wait", async () => {
    const events: string[] = [];
    const outcomes = await runShots({
      ...base,
      shots: shots.slice(0, 1),
      shotTimeoutMs: 300,
      onProgress: (event) => {
        if (event.type === 'shot-waiting') events.push(event.waiting ? 'waiting' : 'going');
      },
      render: async ({ reportWaiting }) => {
        await reportWaiting(true);
        // Three times the shot's timeout, all of it waiting.
        await new Promise((resolve) => setTimeout(resolve, 900));
        await reportWaiting(false);
        return { image, meta: { engine: 'studio' } };
      },
    });
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.failure.kind))).toEqual(['ok']);
    expect(events).toEqual(['waiting', 'going']);
  });

  it('times a shot again once its wait is over', async () => {
    const outcomes = await runShots({
      ...base,
      shots: shots.slice(0, 1),
      shotTimeoutMs: 50,
      render: async ({ reportWaiting }) => {
        await reportWaiting(true);
        await reportWaiting(false);
        return new Promise(() => undefined); // never settles: the timeout answers
      },
    });
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.failure.kind))).toEqual(['timeout']);
  });

  it('turns typed failures, timeouts and unexpected errors into outcomes', async () => {
    const outcomes = await runShots({
      ...base,
      shotTimeoutMs: 50,
      render: async ({ index }) => {
        if (index === 0)
          throw new ShotFailureError({
            kind: 'refused',
            ...reasonOf(keyed('safetyDeclinedRequest')),
          });
        if (index === 1) return new Promise(() => undefined); // never settles: the timeout answers
        if (index === 2) throw new Error('bug');
        return { image, meta: { engine: 'studio' } };
      },
    });
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.failure.kind))).toEqual([
      'refused',
      'timeout',
      'error',
      'ok',
      'ok',
    ]);
  });

  it('answers a stop at once even when the work ignores the signal, and awaits progress callbacks', async () => {
    const controller = new AbortController();
    const stored: number[] = [];
    const done = runShots({
      ...base,
      shotTimeoutMs: 60_000,
      signal: controller.signal,
      onProgress: async (event) => {
        if (event.type === 'shot-finished' && event.outcome.ok) stored.push(event.outcome.index);
      },
      render: ({ index }) =>
        index === 0
          ? Promise.resolve({ image, meta: { engine: 'studio' as const } })
          : new Promise(() => undefined),
    });
    setTimeout(() => controller.abort(), 20);
    const outcomes = await done;
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.failure.kind))).toEqual([
      'ok',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(stored).toEqual([0]);
  });
});
