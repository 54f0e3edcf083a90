/**
 * A run's time in words and in the default catalogue name, apart from runs.ts so date-fns loads
 * with the parts that write them, not with the web's first load (decision 196).
 */
import { format } from 'date-fns';

/**
 * A run's moment as every screen shows it ('Nov 27, 2026, 11:05 AM'): the unsaved-run banner and
 * the default catalogue name say the same time in the same words.
 */
export function formatRunTime(at: Date): string {
  return format(at, 'MMM dd, yyyy, h:mm a');
}

/**
 * docs/product.md §12: 'Catalogue' plus the local date and time, of when the run was made (not
 * of the save), so the name matches the banner that offered the run.
 */
export function defaultCatalogueName(at: Date): string {
  return `Catalogue ${formatRunTime(at)}`;
}

const TRAILING_RUN_TIME = /^(.*?)\s*([A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2} [AP]M)$/;

/** A name split before a trailing run time, so a card can cut the words and keep the time. */
export function splitTrailingRunTime(name: string): { head: string; time: string | null } {
  const match = TRAILING_RUN_TIME.exec(name);
  return match ? { head: match[1]!, time: match[2]! } : { head: name, time: null };
}
