/** bench:queue's table: each worker count's figures, and their ratios to one process's. */
import os from 'node:os';
import { machineLine } from '../support/report.js';
import type { QueueMeasurement } from './measure.js';

const fixed = (value: number, digits = 1) => value.toFixed(digits);

export function queueReport(results: QueueMeasurement[]): string[] {
  const reference = results[0]!;
  const runs = reference.runs;
  const cores = os.cpus().length;
  return [
    '## The queue with many workers (`npm run bench:queue`)',
    '',
    `${machineLine()}. The machine was shared with other work while this ran: "others busy" is the share of its CPU not used by this benchmark's processes.`,
    '',
    `A backlog of ${runs} runs (20 per Premium seller, started through startRun as a seller's are) is released at once to worker processes (\`src/server/worker.ts\` through tsx, ${reference.slotsPerProcess} run worker each, PostgreSQL 127.0.0.1, a fresh database per row) on the instant engine (\`BENCH_ENGINE=instant\`: five placeholder shots at once), so each run costs only the queue and its bookkeeping: the job fetched, the run claimed and leased, five shots recorded and stored with their progress NOTIFYs, the run finished and its quota settled, its notification job sent and taken. Reference: the first row (${reference.processes} process), measured in the same run.`,
    '',
    "Columns: runs per minute from release to the last run finished; 'generate-run' jobs per run (above 1: runs given new attempts); median time a worker held a run's job; time worker slots held no job, per run; transactions the database committed per run (a statement outside a transaction is one; the bench's own polls left out); rows read by sequential scans per run; CPU per run of the worker processes and of their database backends (from /proc); CPU a drained worker uses per second (polling, timers).",
    '',
    '| Worker processes | Runs/min | × reference | Jobs/run | Median hold (ms) | Idle slot ms/run | Transactions/run | Seq-scan rows/run | Worker CPU ms/run | Idle worker CPU ms/s | DB CPU ms/run | Machine busy | Others busy | Our cores | Runs per our CPU-s |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map((result) =>
      [
        result.processes,
        fixed(result.runsPerMinute, 0),
        fixed(result.runsPerMinute / reference.runsPerMinute, 2),
        fixed(result.jobsPerRun, 2),
        fixed(result.medianHoldMs, 0),
        fixed(result.idleSlotMsPerRun, 0),
        fixed(result.counts.transactions / result.runs, 1),
        fixed(result.counts.seqRowsRead / result.runs, 0),
        fixed(result.workerCpuMsPerRun, 1),
        fixed(result.idleCpuMsPerSecond, 1),
        fixed(result.databaseCpuMsPerRun, 1),
        `${fixed(result.machineBusy * 100, 0)}%`,
        `${fixed(result.othersBusy * 100, 0)}%`,
        fixed((result.machineBusy - result.othersBusy) * cores, 2),
        fixed(1000 / (result.workerCpuMsPerRun + result.databaseCpuMsPerRun), 1),
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    ),
    '',
    'Most rows read by sequential scans, per measurement: ' +
      results
        .map(
          (result) =>
            `${result.processes}: ${result.counts.seqScannedTables.map((table) => `${table.table} ${table.rows}`).join(', ') || 'none'}`,
        )
        .join('; ') +
      '.',
  ];
}
