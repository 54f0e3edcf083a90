/** bench:queue's table: each worker count's figures, and their ratios to one process's. */
import { machineLine } from '../support/report.js';
import type { QueueMeasurement } from './measure.js';

const fixed = (value: number, digits = 1) => value.toFixed(digits);

export function queueReport(results: QueueMeasurement[]): string[] {
  const reference = results[0]!;
  const runs = reference.runs;
  return [
    `${machineLine()}. The machine was shared with other work while this ran (see "others busy").`,
    '',
    `${runs} runs per row, each worker process with ${reference.slotsPerProcess} run worker(s); reference: the first row (${reference.processes} process).`,
    '',
    '| Worker processes | Runs/min | × reference | Jobs/run | Median hold (ms) | Idle slot ms/run | Transactions/run | Seq-scan rows/run | Worker CPU ms/run | Idle worker CPU ms/s | DB CPU ms/run | Machine busy | Others busy |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
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
