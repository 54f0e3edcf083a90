/**
 * The doctor's table (decision 226): one line a check, its result last so a long error never
 * pushes the columns apart.
 */
import type { CheckResult } from './check-result.js';

const HEADINGS = ['check', 'latency', 'output', 'colour', 'cost', 'result'] as const;

export function formatTable(results: CheckResult[], usdInr: number): string[] {
  const rows = results.map((result) => [
    result.name,
    result.latencyMs === undefined ? '-' : duration(result.latencyMs),
    result.outputBytes === undefined ? '-' : size(result.outputBytes),
    result.colour ?? '-',
    result.costMicroUsd === undefined ? '-' : cost(result.costMicroUsd, usdInr),
    `${result.status === 'ok' ? 'ok' : result.status === 'failed' ? 'FAILED' : 'skipped'}: ${result.detail}`,
  ]);
  const widths = HEADINGS.map((heading, column) =>
    Math.max(heading.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ');
  return [line(HEADINGS), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

export function duration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Micro-dollars as dollars and rupees; nothing spent is said so. */
export function cost(microUsd: number, usdInr: number): string {
  if (microUsd === 0) return 'none';
  const usd = microUsd / 1_000_000;
  // Under a hundredth of a cent (the inputs of a refused request): its own digits, not $0.0000.
  const dollars = usd < 0.0001 ? usd.toFixed(6) : usd.toFixed(4);
  return `$${dollars} (₹${(usd * usdInr).toFixed(2)})`;
}
