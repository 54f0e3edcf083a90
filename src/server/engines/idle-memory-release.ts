/**
 * Image work leaves large buffers behind (decoded photos, sharp's outputs, PNGs on their way to
 * storage). They live outside V8's heap, and only a full collection frees them; V8 runs one when
 * its own heap fills, which a process that has gone quiet never does. The soak measured 170 MB
 * of such dead buffers held by an idle server after its runs (decision 118). So once no image
 * work has been in flight for a while, one full collection hands that memory back.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { ImageEngine, RunControl } from './image-engine.js';

/** How long the engine must have had nothing in flight before the collection. */
export const IDLE_COLLECTION_MS = 5_000;

export interface IdleCollector {
  /** Image work begins: no collection while it runs. */
  begin(): void;
  /** Image work ends: when nothing else is in flight, a collection is due after the idle time. */
  end(): void;
}

/**
 * V8's full collection as a function. Node exposes it only with --expose-gc; setting the flag
 * at run time makes it visible to contexts created afterwards (the way jest's leak detector
 * reaches it), so the app needs no start flag.
 */
export function fullCollection(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

export function idleCollector(options: { idleMs: number; collect: () => void }): IdleCollector {
  let inFlight = 0;
  let due: NodeJS.Timeout | undefined;
  return {
    begin() {
      inFlight++;
      clearTimeout(due);
      due = undefined;
    },
    end() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight > 0) return;
      clearTimeout(due);
      due = setTimeout(() => {
        due = undefined;
        if (inFlight === 0) options.collect();
      }, options.idleMs);
      // A process ending is not kept waiting for a collection.
      due.unref();
    },
  };
}

/** The engine with each render counted as image work of the collector. */
export function withIdleMemoryRelease(engine: ImageEngine, collector: IdleCollector): ImageEngine {
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    collector.begin();
    try {
      return await work();
    } finally {
      collector.end();
    }
  };
  return {
    name: engine.name,
    capabilities: engine.capabilities,
    portraitModel: engine.portraitModel,
    shotList: (views, garmentType) => engine.shotList(views, garmentType),
    renderCatalogue: (request, control?: RunControl) =>
      counted(() => engine.renderCatalogue(request, control)),
    generateBackground: (request, control) =>
      counted(() => engine.generateBackground(request, control)),
    generatePortrait: (request, control) =>
      counted(() => engine.generatePortrait(request, control)),
  };
}
