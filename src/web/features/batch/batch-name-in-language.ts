import { BATCH_NAME_PREFIX } from '@core/batch';
import { batchDisplayName } from '@core/batch-name';
import type { Language } from '@core/language';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DEFAULT_NAME = new RegExp(
  `^${BATCH_NAME_PREFIX} (\\d{1,2}) (${MONTHS.join('|')}) (\\d{4}), (\\d{2}):(\\d{2})$`,
);

/**
 * A batch's name in the reader's language (decision 202). New batches are named in the
 * account's language by the server; one named in English before ('Batch of 23 Nov 2026, 14:05',
 * UTC) is said the way the server names a Hindi batch today. Any other name is shown as it is.
 */
export function batchNameIn(language: Language, name: string): string {
  if (language !== 'hi') return name;
  const match = DEFAULT_NAME.exec(name);
  if (!match) return name;
  const [, day, month, year, hour, minute] = match;
  const at = new Date(
    Date.UTC(Number(year), MONTHS.indexOf(month!), Number(day), Number(hour), Number(minute)),
  );
  return batchDisplayName(at, 'hi');
}
