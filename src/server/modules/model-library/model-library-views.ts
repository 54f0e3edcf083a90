/**
 * How the Models Library shows its rows (docs/product.md §7): stock personas and the user's own
 * models as one kind of card, and the create page's option for each.
 */
import {
  modelLibraryUrls,
  type LibraryModel,
  type PortraitMethod,
} from '../../../core/model-library.js';
import {
  isBodyType,
  isEthnicity,
  isGender,
  withPersonaDefaults,
  type ModelPersona,
} from '../../../core/model-persona.js';
import { isPaidPlan, type PlanId } from '../../../core/plans.js';
import type { ModelOption } from '../../../core/runs.js';
import type { StockModel } from '../../../core/stock-models.js';
import type { CustomModelRow } from './model-library-repo.js';

/** A stored row's persona; values the enumerations do not know fall back to the defaults. */
export function personaOf(row: CustomModelRow): ModelPersona {
  return withPersonaDefaults({
    ethnicity: isEthnicity(row.ethnicity) ? row.ethnicity : undefined,
    gender: isGender(row.gender) ? row.gender : undefined,
    bodyType: isBodyType(row.bodyType) ? row.bodyType : undefined,
    age: row.age,
    description: row.description,
  });
}

export const portraitMethodOf = (row: CustomModelRow): PortraitMethod =>
  row.portraitMethod === 'ai' ? 'ai' : 'drawn';

export function stockView(model: StockModel, favorites: Set<string>, plan: PlanId): LibraryModel {
  return {
    id: model.id,
    name: model.name,
    description: model.description,
    ethnicity: model.ethnicity,
    gender: model.gender,
    age: model.age,
    bodyType: model.bodyType,
    isPremium: model.isPremium,
    isCustom: false,
    isFavorite: favorites.has(model.id),
    usable: !model.isPremium || isPaidPlan(plan),
    portraitUrl: modelLibraryUrls.portrait(model.id),
    portraitMethod: 'drawn',
    createdAt: null,
  };
}

export function customView(row: CustomModelRow, favorites: Set<string>): LibraryModel {
  const persona = personaOf(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ethnicity: persona.ethnicity,
    gender: persona.gender,
    age: persona.age,
    bodyType: persona.bodyType,
    isPremium: false,
    isCustom: true,
    isFavorite: favorites.has(row.id),
    usable: true,
    portraitUrl: modelLibraryUrls.portrait(row.id),
    portraitMethod: portraitMethodOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The create page's option for a library card. */
export const optionOf = (model: LibraryModel): ModelOption => ({
  id: model.id,
  name: model.name,
  description: model.description,
  ethnicity: model.ethnicity,
  gender: model.gender,
  age: model.age,
  bodyType: model.bodyType,
  isPremium: model.isPremium,
  isCustom: model.isCustom,
  portraitUrl: model.portraitUrl,
});
