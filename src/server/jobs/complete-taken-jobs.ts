/**
 * Marks as completed the jobs a worker has just handled, trying again while the database does
 * not answer (decision 177). pg-boss completes them too, but once and without waiting: a
 * completion lost with its connection leaves the job 'active' until it expires (30 minutes for a
 * run's), and the sweeper leaves the run of an active job to its 60-second grace. pg-boss's own
 * completion afterwards finds the jobs completed and changes nothing.
 */
/** Waits between tries: about 16 s in all, longer than a blip, short enough to free the slot. */
export const COMPLETION_RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 4_000, 8_000];

export async function completeTakenJobs(
  boss: { complete(name: string, ids: string[]): Promise<unknown> },
  name: string,
  ids: string[],
  delaysMs: readonly number[] = COMPLETION_RETRY_DELAYS_MS,
): Promise<void> {
  for (let tried = 0; ; tried++) {
    try {
      await boss.complete(name, ids);
      return;
    } catch (error) {
      if (tried >= delaysMs.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, delaysMs[tried]));
    }
  }
}
