/** A batch's default name in Hindi (decision 202): the server's and the web's say it alike. */
import { describe, expect, it } from 'vitest';
import { batchDisplayName } from '../src/core/batch-name';
import { batchNameIn } from '../src/web/features/batch/batch-name-in-language';

describe('batchNameIn (decision 202)', () => {
  const at = new Date('2026-11-23T14:05:00Z');

  it('says an English default name as the server names a Hindi batch', () => {
    expect(batchNameIn('hi', batchDisplayName(at))).toBe(batchDisplayName(at, 'hi'));
    expect(batchNameIn('hi', 'Batch of 3 Jan 2027, 09:30')).toBe('3 जन॰ 2027, 09:30 का बैच');
  });

  it('leaves English, and a name a seller or the API wrote, as they are', () => {
    expect(batchNameIn('en', 'Batch of 23 Nov 2026, 14:05')).toBe('Batch of 23 Nov 2026, 14:05');
    expect(batchNameIn('hi', 'Diwali kurtas')).toBe('Diwali kurtas');
  });
});
