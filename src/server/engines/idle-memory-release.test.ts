import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullCollection, idleCollector, withIdleMemoryRelease } from './idle-memory-release.js';
import type { ImageEngine, ShotOutcome } from './image-engine.js';

/** An engine whose renders end when the test says so. */
function controlledEngine() {
  const pending: (() => void)[] = [];
  const engine = {
    name: 'studio',
    capabilities: {},
    shotList: () => [],
    renderCatalogue: () => new Promise<ShotOutcome[]>((resolve) => pending.push(() => resolve([]))),
    generateBackground: () => Promise.reject(new Error('refused')),
    generatePortrait: () => Promise.reject(new Error('refused')),
  } as unknown as ImageEngine;
  return { engine, finishNext: () => pending.shift()!() };
}

describe('memory released when the engine is idle (decision 118)', () => {
  afterEach(() => vi.useRealTimers());

  it('collects once, after the last render has been over for the idle time', async () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const { engine, finishNext } = controlledEngine();
    const released = withIdleMemoryRelease(engine, idleCollector({ idleMs: 5_000, collect }));

    const first = released.renderCatalogue({} as never);
    const second = released.renderCatalogue({} as never);
    finishNext();
    await first;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(collect, 'one render still in flight').not.toHaveBeenCalled();

    finishNext();
    await second;
    await vi.advanceTimersByTimeAsync(4_999);
    expect(collect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(collect).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('a render that starts within the idle time puts the collection off, failures count too', async () => {
    vi.useFakeTimers();
    const collect = vi.fn();
    const { engine, finishNext } = controlledEngine();
    const released = withIdleMemoryRelease(engine, idleCollector({ idleMs: 5_000, collect }));

    await expect(released.generateBackground({} as never)).rejects.toThrow('refused');
    await vi.advanceTimersByTimeAsync(3_000);
    const render = released.renderCatalogue({} as never);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(collect).not.toHaveBeenCalled();
    finishNext();
    await render;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('the full collection frees buffers nothing refers to any more', () => {
    const collect = fullCollection();
    collect();
    const before = process.memoryUsage().arrayBuffers;
    // Allocated and dropped inside a function: nothing refers to it once the function returns.
    const grown = (() => {
      const garbage = Buffer.alloc(64 * 1024 * 1024, 1);
      const size = process.memoryUsage().arrayBuffers - before;
      // Read after the measure, so the buffer is alive while it is measured.
      return garbage.length > 0 ? size : 0;
    })();
    expect(grown).toBeGreaterThan(60 * 1024 * 1024);
    collect();
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(8 * 1024 * 1024);
  });
});
