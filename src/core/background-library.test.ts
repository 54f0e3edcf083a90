import { describe, expect, it } from 'vitest';
import {
  createPageBackgrounds,
  filterBackgrounds,
  filtersFromQuery,
  filtersToQuery,
  generateBackgroundSchema,
  isMissingInformation,
  isNarrowedBySearchOrCategory,
  NO_BACKGROUND_FILTERS,
  type BackgroundFilters,
} from './background-library.js';
import type { BackgroundCategory } from './backgrounds.js';
import { issueKeyOf } from './keyed-issue.js';

const item = (
  id: string,
  name: string,
  category: BackgroundCategory,
  isFavorite = false,
  description = '',
) => ({ id, name, category, isFavorite, description });

const LIBRARY = [
  item('c2', 'Indigo Alley', 'urban', false, 'an indigo lane at dusk'),
  item('c1', 'Beach Day', 'outdoor', true),
  item('clean-white-studio', 'Clean White Studio', 'studio'),
  item('neon-city', 'Neon City', 'urban', true, 'pink and cyan neon signs'),
  item('zen-garden', 'Zen Garden', 'nature'),
];

const filters = (overrides: Partial<BackgroundFilters>) => ({
  ...NO_BACKGROUND_FILTERS,
  ...overrides,
});
const ids = (list: { id: string }[]) => list.map((b) => b.id);

describe('filterBackgrounds', () => {
  it('keeps everything, in order, with no filter', () => {
    expect(ids(filterBackgrounds(LIBRARY, NO_BACKGROUND_FILTERS))).toEqual(ids(LIBRARY));
  });

  it('searches names and descriptions, every word, ignoring case and spaces', () => {
    expect(ids(filterBackgrounds(LIBRARY, filters({ search: '  NEON ' })))).toEqual(['neon-city']);
    expect(ids(filterBackgrounds(LIBRARY, filters({ search: 'lane indigo' })))).toEqual(['c2']);
    expect(ids(filterBackgrounds(LIBRARY, filters({ search: 'indigo zen' })))).toEqual([]);
  });

  it('narrows by category and by favourites, together with the search', () => {
    expect(ids(filterBackgrounds(LIBRARY, filters({ category: 'urban' })))).toEqual([
      'c2',
      'neon-city',
    ]);
    expect(ids(filterBackgrounds(LIBRARY, filters({ favorites: true })))).toEqual([
      'c1',
      'neon-city',
    ]);
    expect(
      ids(filterBackgrounds(LIBRARY, filters({ favorites: true, category: 'urban' }))),
    ).toEqual(['neon-city']);
  });
});

describe('filters in the query string', () => {
  it('round-trip, leaving the defaults out', () => {
    const set = filters({ search: 'neon city', category: 'urban', favorites: true });
    const query = filtersToQuery(set);
    expect(query.toString()).toBe('q=neon+city&category=urban&favorites=1');
    expect(filtersFromQuery(query)).toEqual(set);
    expect(filtersToQuery(NO_BACKGROUND_FILTERS).toString()).toBe('');
  });

  it('ignore unknown values', () => {
    expect(filtersFromQuery(new URLSearchParams('category=moon&favorites=yes'))).toEqual(
      NO_BACKGROUND_FILTERS,
    );
  });

  it('tell the empty states apart: search or category, or neither', () => {
    expect(isNarrowedBySearchOrCategory(filters({ search: ' ' }))).toBe(false);
    expect(isNarrowedBySearchOrCategory(filters({ favorites: true }))).toBe(true);
    expect(isNarrowedBySearchOrCategory(filters({ search: 'x' }))).toBe(true);
    expect(isNarrowedBySearchOrCategory(filters({ category: 'luxury' }))).toBe(true);
  });
});

describe('createPageBackgrounds', () => {
  it('puts favourites first and keeps the library order in each part, up to the count', () => {
    expect(ids(createPageBackgrounds(LIBRARY))).toEqual([
      'c1',
      'neon-city',
      'c2',
      'clean-white-studio',
      'zen-garden',
    ]);
    expect(ids(createPageBackgrounds(LIBRARY, 3))).toEqual(['c1', 'neon-city', 'c2']);
  });
});

describe('isMissingInformation', () => {
  const keysOf = (input: unknown) => {
    const parsed = generateBackgroundSchema.safeParse(input);
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({
          key: issueKeyOf(issue as { params?: unknown })?.key,
        }));
  };

  it('knows an empty name or description by its key, not by the English', () => {
    expect(
      isMissingInformation(keysOf({ name: '', prompt: 'A warm studio', category: 'studio' })),
    ).toBe(true);
    expect(isMissingInformation(keysOf({ name: 'Warm', prompt: '', category: 'studio' }))).toBe(
      true,
    );
    expect(isMissingInformation([{ key: undefined }])).toBe(false);
  });

  it('does not take a name too long for missing information', () => {
    const issues = keysOf({ name: 'x'.repeat(500), prompt: 'A warm studio', category: 'studio' });
    expect(issues.length).toBeGreaterThan(0);
    expect(isMissingInformation(issues)).toBe(false);
  });
});
