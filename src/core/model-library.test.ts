import { describe, expect, it } from 'vitest';
import {
  createModelSchema,
  filterModels,
  isModelListNarrowed,
  modelFiltersFromQuery,
  modelFiltersToQuery,
  NO_MODEL_FILTERS,
  type ModelFilters,
} from './model-library.js';
import { STOCK_MODELS } from './stock-models.js';

const models = STOCK_MODELS.map((model) => ({ ...model, isFavorite: model.id === 'stock-kofi' }));
const names = (filters: Partial<ModelFilters>) =>
  filterModels(models, { ...NO_MODEL_FILTERS, ...filters }).map((model) => model.name);

describe('filterModels', () => {
  it('searches names, ignoring case and spaces around the text', () => {
    expect(names({ search: '  AN ' })).toEqual(['Ananya', 'Rohan']);
    expect(names({ search: 'suits' })).toEqual([]);
  });

  it('narrows by ethnicity, gender, body type and favourites together', () => {
    expect(names({ ethnicity: 'indian', gender: 'male' })).toEqual(['Rohan', 'Kabir']);
    expect(names({ bodyType: 'plus-size' })).toEqual(['Meera']);
    expect(names({ favorites: true })).toEqual(['Kofi']);
    expect(names({ favorites: true, gender: 'female' })).toEqual([]);
    expect(names({})).toHaveLength(STOCK_MODELS.length);
  });
});

describe('the filters in the query string', () => {
  it('round-trip, leaving defaults out and ignoring unknown values', () => {
    const filters: ModelFilters = {
      search: 'ro',
      ethnicity: 'indian',
      gender: 'male',
      bodyType: 'athletic',
      favorites: true,
    };
    const query = modelFiltersToQuery(filters);
    expect(query.toString()).toBe('q=ro&ethnicity=indian&gender=male&body=athletic&favorites=1');
    expect(modelFiltersFromQuery(query)).toEqual(filters);
    expect(modelFiltersToQuery(NO_MODEL_FILTERS).toString()).toBe('');
    expect(modelFiltersFromQuery(new URLSearchParams('ethnicity=martian&favorites=yes'))).toEqual(
      NO_MODEL_FILTERS,
    );
    expect(isModelListNarrowed(NO_MODEL_FILTERS)).toBe(false);
    expect(isModelListNarrowed({ ...NO_MODEL_FILTERS, favorites: true })).toBe(true);
  });
});

describe('createModelSchema', () => {
  it('trims texts and takes any age text, but needs every field', () => {
    const parsed = createModelSchema.parse({
      name: ' Dev ',
      description: ' curls ',
      ethnicity: 'indian',
      gender: 'male',
      age: 'early thirties',
      bodyType: 'slim',
    });
    expect(parsed).toMatchObject({ name: 'Dev', description: 'curls', age: 'early thirties' });
    const missing = createModelSchema.safeParse({ name: 'Dev' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.path[0])).toEqual([
      'description',
      'ethnicity',
      'gender',
      'age',
      'bodyType',
    ]);
  });
});
