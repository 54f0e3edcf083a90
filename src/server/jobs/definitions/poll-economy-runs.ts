/**
 * 'poll-economy-runs' asks the vendor about every economy run waiting on its batch job
 * (decision 203) and ends those whose job ended. The state is the run's row and the vendor's
 * job, so a restarted process simply polls again. A timer in each worker process; only an
 * engine with a batch mode has anything to poll.
 */
import { defineTimedJob, noPayload } from '../job-definition.js';

export const pollEconomyRunsJob = defineTimedJob({
  name: 'poll-economy-runs',
  trigger: 'timer',
  payload: noPayload,
  needs: ['pollEconomyRuns', 'economyPollIntervalMs'],
  intervalMs: ({ economyPollIntervalMs }) => economyPollIntervalMs ?? 60_000,
  async handler(_payload, { pollEconomyRuns }) {
    await pollEconomyRuns?.();
  },
});
