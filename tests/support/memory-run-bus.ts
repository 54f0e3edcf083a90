import type {
  RunBusMessage,
  RunProgressBus,
} from '../../src/server/modules/runs/run-progress-bus.js';

/** The progress bus within one process, for tests that do not cross processes. */
export function createMemoryRunBus(): RunProgressBus & {
  published: { runId: string; message: RunBusMessage }[];
} {
  const listeners = new Map<string, Set<(message: RunBusMessage) => void>>();
  const published: { runId: string; message: RunBusMessage }[] = [];
  return {
    published,
    async publish(runId, message) {
      published.push({ runId, message });
      for (const listener of listeners.get(runId) ?? []) listener(message);
    },
    subscribe(runId, listener) {
      const set = listeners.get(runId) ?? new Set();
      listeners.set(runId, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
