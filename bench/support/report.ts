/**
 * What the benchmarks share: their marked sections of docs/benchmarks.md, and the few figures
 * they compute from their timings.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../src/server/lib/project-root.js';

export const BENCHMARKS_FILE = path.join(projectRoot, 'docs/benchmarks.md');

const startMarker = (name: string) => `<!-- ${name}:start -->`;
const endMarker = (name: string) => `<!-- ${name}:end -->`;

/**
 * `text` with section `name` (its `lines` between `<!-- name:start -->` and `<!-- name:end -->`)
 * in place of the one it holds; when it holds none, right after the end marker of section
 * `after`, or else at the end. The result ends with a newline.
 */
export function replaceSection(
  text: string,
  name: string,
  lines: string[],
  after?: string,
): string {
  const start = startMarker(name);
  const end = endMarker(name);
  const section = [start, ...lines, end].join('\n');
  let result: string;
  if (text.includes(start) && text.includes(end)) {
    result =
      text.slice(0, text.indexOf(start)) + section + text.slice(text.indexOf(end) + end.length);
  } else if (after !== undefined && text.includes(endMarker(after))) {
    const at = text.indexOf(endMarker(after)) + endMarker(after).length;
    result = `${text.slice(0, at)}\n\n${section}${text.slice(at)}`;
  } else {
    result = `${text.trimEnd()}\n\n${section}\n`;
  }
  return result.endsWith('\n') ? result : `${result}\n`;
}

/**
 * Writes section `name` of docs/benchmarks.md (or `options.file`), creating the file if need be:
 * see replaceSection.
 */
export async function writeBenchSection(
  name: string,
  lines: string[],
  options: { after?: string; file?: string } = {},
): Promise<void> {
  const file = options.file ?? BENCHMARKS_FILE;
  const text = existsSync(file) ? await readFile(file, 'utf8') : '# Benchmarks\n';
  await writeFile(file, replaceSection(text, name, lines, options.after));
  console.log(`wrote ${file}`);
}

/** The middle value; with an even count, the mean of the two middle ones. 0 when empty. */
export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nearest rank: with few runs the p95 is the slowest one. 0 when empty. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

/** "Machine: <cpu>, <n> cores, <GB> GB, Node <v>, <date>": where and when a figure was measured. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown';
  const gb = Math.round(os.totalmem() / 1024 ** 3);
  const date = new Date().toISOString().slice(0, 10);
  return `Machine: ${cpu}, ${os.cpus().length} cores, ${gb} GB, Node ${process.version}, ${date}`;
}
