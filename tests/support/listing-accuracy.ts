/**
 * How often the offline filler reads a drawn fixture right, per attribute: the colour each
 * marketplace names, solid or printed, and a set's pieces (counted from the photo: the seller's
 * count is not given). Shared by bench/listings.bench.ts and its unit test.
 */
import { columnWithRole } from '../../src/core/listings/listing-columns.js';
import { fillListingOffline } from '../../src/server/engines/listings/offline-listing-filler.js';
import type { ListingFixture } from './listing-fixtures.js';

export const ACCURACY_ATTRIBUTES = ['myntra colour', 'meesho colour', 'pattern', 'pieces'] as const;
export type AccuracyAttribute = (typeof ACCURACY_ATTRIBUTES)[number];

export interface AccuracyReport {
  score: Record<AccuracyAttribute, { right: number; total: number }>;
  misses: string[];
  seconds: number;
}

export async function scoreFixtures(fixtures: readonly ListingFixture[]): Promise<AccuracyReport> {
  const score = Object.fromEntries(
    ACCURACY_ATTRIBUTES.map((a) => [a, { right: 0, total: 0 }]),
  ) as AccuracyReport['score'];
  const misses: string[] = [];
  const started = performance.now();
  for (const fixture of fixtures) {
    const draft = await fillListingOffline({
      garmentType: fixture.garmentType,
      frontPhoto: await fixture.draw(),
      language: 'en',
    });
    const value = (m: 'myntra' | 'meesho', role: 'colour' | 'pattern' | 'pieces') => {
      const column = columnWithRole(m, fixture.garmentType, role);
      return column ? (draft.attributes[m][column.key] ?? '') : '';
    };
    const check = (attribute: AccuracyAttribute, got: string, want: string) => {
      score[attribute].total++;
      if (got === want) score[attribute].right++;
      else misses.push(`${fixture.id}: ${attribute} ${got || "''"} (drawn: ${want})`);
    };
    check('myntra colour', value('myntra', 'colour'), fixture.colour.myntra);
    check('meesho colour', value('meesho', 'colour'), fixture.colour.meesho);
    check('pattern', value('myntra', 'pattern'), fixture.printed ? 'Printed' : 'Solid');
    if (fixture.pieces) check('pieces', value('myntra', 'pieces'), String(fixture.pieces));
  }
  return { score, misses, seconds: (performance.now() - started) / 1000 };
}
