import { BATCH_NAME_PREFIX } from '../../../core/batch.js';

/** 'Batch of 23 Nov 2026, 14:05' (UTC): what the list, the email and the zip are called. */
export function batchDisplayName(at: Date): string {
  const date = at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = at.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  });
  return `${BATCH_NAME_PREFIX} ${date}, ${time}`;
}

/** The zip's file name: the name's letters and digits, e.g. Batch_of_23_Nov_2026_1405.zip. */
export function batchZipName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return `${safe || 'batch'}.zip`;
}
