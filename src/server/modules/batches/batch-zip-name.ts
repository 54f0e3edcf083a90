/**
 * The zip's file name: the name's letters and digits, e.g. Batch_of_23_Nov_2026_1405.zip; a
 * name without Latin letters (a Hindi one) starts with 'batch_' so the file still says what it is.
 */
export function batchZipName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  if (safe && !/[A-Za-z]/.test(safe)) return `batch_${safe}.zip`;
  return `${safe || 'batch'}.zip`;
}
