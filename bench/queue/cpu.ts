/**
 * CPU time read from /proc (Linux): of single processes (the workers, the database's backends)
 * and of the whole machine, so a measurement can tell its own CPU from what else the machine ran.
 */
import { readFile } from 'node:fs/promises';

const TICKS_PER_SECOND = 100;

/** User + system CPU of a process so far, in ms; 0 when it is gone or unreadable. */
export async function processCpuMs(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 on.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const user = Number(fields[11]);
    const system = Number(fields[12]);
    return ((user + system) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export async function processesCpuMs(pids: readonly number[]): Promise<Map<number, number>> {
  const entries = await Promise.all(
    pids.map(async (pid) => [pid, await processCpuMs(pid)] as const),
  );
  return new Map(entries);
}

/** CPU used since `before` by the processes of `after` (one that began meanwhile counts from 0). */
export function cpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

export interface MachineCpu {
  busyMs: number;
  totalMs: number;
}

/** The machine's CPU time so far, over all cores: busy (not idle or waiting on I/O) and in all. */
export async function machineCpu(): Promise<MachineCpu> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!;
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return {
    busyMs: ((total - idle) * 1000) / TICKS_PER_SECOND,
    totalMs: (total * 1000) / TICKS_PER_SECOND,
  };
}
