/**
 * Run progress crosses processes through PostgreSQL LISTEN/NOTIFY (also in PGlite): a worker
 * publishes, every server process relays to the WebSockets watching that run. One channel per
 * process, dispatched in memory by run id. Stop requests travel the same way.
 */
import type { DatabaseHandle } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { RunStreamMessage } from '../../../core/runs.js';

const CHANNEL = 'run_progress';

export type RunBusMessage = RunStreamMessage | { type: 'stop_requested' };
type Listener = (message: RunBusMessage) => void;

export interface RunProgressBus {
  publish(runId: string, message: RunBusMessage): Promise<void>;
  subscribe(runId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

export async function createRunProgressBus(
  database: DatabaseHandle,
  logger: Logger,
): Promise<RunProgressBus> {
  const listeners = new Map<string, Set<Listener>>();

  const dispatch = (payload: string) => {
    let parsed: { runId: string; message: RunBusMessage };
    try {
      parsed = JSON.parse(payload) as { runId: string; message: RunBusMessage };
    } catch {
      logger.warn({ payload: payload.slice(0, 200) }, 'unreadable run progress notification');
      return;
    }
    for (const listener of listeners.get(parsed.runId) ?? []) {
      try {
        listener(parsed.message);
      } catch (error) {
        logger.error({ err: error, runId: parsed.runId }, 'run progress listener failed');
      }
    }
  };

  let unlisten: () => Promise<void>;
  let notify: (payload: string) => Promise<void>;
  if (database.kind === 'pglite') {
    unlisten = await database.pglite.listen(CHANNEL, dispatch);
    notify = async (payload) => {
      await database.pglite.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    };
  } else {
    const subscription = await database.sql.listen(CHANNEL, dispatch);
    unlisten = () => subscription.unlisten();
    notify = async (payload) => {
      await database.sql.notify(CHANNEL, payload);
    };
  }

  return {
    async publish(runId, message) {
      // NOTIFY payloads are limited to 8000 bytes; long prompts are cut, the rest is small.
      const trimmed =
        message.type === 'image_generated' && message.prompt && message.prompt.length > 2000
          ? { ...message, prompt: `${message.prompt.slice(0, 2000)}…` }
          : message;
      await notify(JSON.stringify({ runId, message: trimmed }));
    },
    subscribe(runId, listener) {
      let set = listeners.get(runId);
      if (!set) listeners.set(runId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(runId);
      };
    },
    async close() {
      listeners.clear();
      await unlisten().catch(() => {});
    },
  };
}
