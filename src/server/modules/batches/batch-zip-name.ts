/**
 * A batch's files are named after it: its name's letters and digits, e.g.
 * Batch_of_23_Nov_2026_1405; a name without Latin letters (a Hindi one) starts with 'batch_' so
 * the file still says what it is.
 */
export function batchFileStem(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  if (safe && !/[A-Za-z]/.test(safe)) return `batch_${safe}`;
  return safe || 'batch';
}

/** The batch's own zip, e.g. Batch_of_23_Nov_2026_1405.zip. */
export const batchZipName = (name: string): string => `${batchFileStem(name)}.zip`;
