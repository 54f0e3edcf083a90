/**
 * This process's queue workers, by queue. A job sent from a process that also works its queue
 * wakes those workers at once: an idle worker otherwise sleeps out its polling interval (half a
 * second for a run) before it looks, and a seller's catalogue waits for nothing (decision 209).
 * Workers in other processes still find the job at their next poll.
 */
import type PgBoss from 'pg-boss';

export interface LocalWorkers {
  add(queue: string, workerId: string): void;
  /** Makes this process's idle workers of `queue` fetch now; busy ones fetch when done. */
  wake(queue: string): void;
}

export function createLocalWorkers(boss: Pick<PgBoss, 'notifyWorker'>): LocalWorkers {
  const byQueue = new Map<string, string[]>();
  return {
    add(queue, workerId) {
      byQueue.set(queue, [...(byQueue.get(queue) ?? []), workerId]);
    },
    wake(queue) {
      for (const workerId of byQueue.get(queue) ?? []) boss.notifyWorker(workerId);
    },
  };
}
