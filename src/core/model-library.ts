/**
 * The Models Library (docs/product.md §7; decisions 036, 056, 072 and 081): the stock personas and
 * the user's own models in one list, favourites, creating a model (Pro and Premium; its portrait
 * costs one image of the quota) and deleting it. Requests, answers, texts and the list rules
 * shared by server and web.
 *
 * Endpoints (all need a session; another user's id answers 404 like a missing one):
 *   GET    /api/library/models               -> ModelLibraryView
 *   POST   /api/library/models               CreateModelInput -> 201 LibraryModel
 *   DELETE /api/library/models/:id           -> 204 (the user's own models only)
 *   PUT    /api/library/models/:id/favorite  -> 204 (a stock persona's id or an own model's)
 *   DELETE /api/library/models/:id/favorite  -> 204
 *   GET    /api/library/models/:id/portrait  image/png, 512x640
 */
import { z } from 'zod';
import { keyedIssue } from './keyed-issue.js';
import {
  BODY_TYPES,
  ETHNICITIES,
  GENDERS,
  isBodyType,
  isEthnicity,
  isGender,
  type BodyType,
  type Ethnicity,
  type Gender,
} from './model-persona.js';

export const MODEL_LIBRARY_API = '/api/library/models';

export const modelLibraryUrls = {
  list: MODEL_LIBRARY_API,
  one: (id: string) => `${MODEL_LIBRARY_API}/${encodeURIComponent(id)}`,
  favorite: (id: string) => `${MODEL_LIBRARY_API}/${encodeURIComponent(id)}/favorite`,
  portrait: (id: string) => `${MODEL_LIBRARY_API}/${encodeURIComponent(id)}/portrait`,
};

/** The stored portrait: head and shoulders at 4:5. */
export const PORTRAIT_SIZE = { width: 512, height: 640 } as const;

export const MODEL_NAME_MAX = 60;
export const MODEL_DESCRIPTION_MAX = 500;
export const MODEL_AGE_MAX = 30;

export const MODEL_LIBRARY_TEXTS = {
  title: 'Models Library',
  refresh: 'Refresh',
  addNew: 'Add New Model',
  searchPlaceholder: 'Search models by name...',
  favoritesOnly: 'Favorites Only',
  loading: 'Loading your models...',
  premiumBadge: 'Premium',
  customBadge: 'Yours',
  emptyNoneTitle: 'No models yet',
  emptyNoneText: 'Create your first AI model to get started',
  emptyFilteredTitle: 'No models found',
  emptyFilteredText: 'Try adjusting your search criteria or filters',
  dialogTitle: 'Create New Model',
  nameLabel: 'Model Name',
  descriptionLabel: 'Description',
  ethnicityLabel: 'Ethnicity',
  genderLabel: 'Gender',
  ageLabel: 'Age',
  bodyTypeLabel: 'Body Type',
  cancel: 'Cancel',
  create: 'Create Model',
  creating: 'Creating...',
  upgradeToCreate: 'Upgrade to Create',
  upgradeTitle: 'Upgrade Required',
  upgradeMessage:
    'Creating custom models is only available for Pro and Premium users. Please upgrade your plan.',
  missingTitle: 'Missing Information',
  missingMessage: 'Please fill in all fields to create your model.',
  authTitle: 'Authentication Error',
  authMessage: 'Please sign in to create a model.',
  createdTitle: 'Model Created!',
  creationFailedTitle: 'Creation Failed',
  creationFailed: 'Failed to create your model. Please try again.',
  errorTitle: 'Error',
  unexpected: 'An unexpected error occurred. Please try again.',
  loadFailed: 'Failed to load your models. Please try again.',
  deleteFailed: 'Failed to delete the model. Please try again.',
  favoriteFailed: 'Failed to update favorite status.',
  deleted: 'Model Deleted',
  quotaNote: 'Making the portrait uses 1 image of your monthly quota.',
  /** With the studio engine (decision 180): a drawn avatar is not a new image. */
  quotaNoteDrawn: 'A drawn avatar uses no image of your quota.',
  drawnPortraitNote:
    'The studio engine works offline: the portrait is a drawn avatar made from these attributes, not an AI photo.',
  aiPortraitNote:
    'The image engine paints a head-and-shoulders portrait of this model; later catalogues use it to keep the same face in every shot.',
  drawnBadge: 'Drawn avatar',
  notFound: 'Model not found',
  /** The runs area's answer for an own model the user has since deleted. */
  removedModel: 'That model was deleted from your library. Choose another one.',
  nameRequired: 'Give the model a name.',
  descriptionRequired: 'Describe the model.',
  ethnicityRequired: 'Choose an ethnicity.',
  genderRequired: 'Choose a gender.',
  ageRequired: 'Enter an age.',
  bodyTypeRequired: 'Choose a body type.',
} as const;

/** 'Model Created!' description. */
export const modelCreatedMessage = (name: string) => `${name} is ready for your catalogues.`;

const text = (required: string, requiredKey: string, max: number) =>
  z
    .string(keyedIssue(requiredKey, required))
    .trim()
    .min(1, keyedIssue(requiredKey, required))
    .max(max, keyedIssue('atMost', `At most ${max} characters.`, max));

/** docs/product.md §7: every field is needed; age is free text with no numeric rule. */
export const createModelSchema = z.object({
  name: text(MODEL_LIBRARY_TEXTS.nameRequired, 'modelNameRequired', MODEL_NAME_MAX),
  description: text(
    MODEL_LIBRARY_TEXTS.descriptionRequired,
    'modelDescriptionRequired',
    MODEL_DESCRIPTION_MAX,
  ),
  ethnicity: z.enum(
    ETHNICITIES,
    keyedIssue('modelEthnicityRequired', MODEL_LIBRARY_TEXTS.ethnicityRequired),
  ),
  gender: z.enum(GENDERS, keyedIssue('modelGenderRequired', MODEL_LIBRARY_TEXTS.genderRequired)),
  age: text(MODEL_LIBRARY_TEXTS.ageRequired, 'modelAgeRequired', MODEL_AGE_MAX),
  bodyType: z.enum(
    BODY_TYPES,
    keyedIssue('modelBodyTypeRequired', MODEL_LIBRARY_TEXTS.bodyTypeRequired),
  ),
});
export type CreateModelInput = z.input<typeof createModelSchema>;

/** How a model's portrait was made: drawn from the attributes, or painted by an AI engine. */
export type PortraitMethod = 'drawn' | 'ai';

/** One card of the library: a stock persona or one of the user's own models. */
export interface LibraryModel {
  /** A stock persona's `stock-…` id, or an own model's UUID. */
  id: string;
  name: string;
  description: string;
  ethnicity: Ethnicity;
  gender: Gender;
  age: string;
  bodyType: BodyType;
  isPremium: boolean;
  isCustom: boolean;
  isFavorite: boolean;
  /** Whether this user's plan may use it in a catalogue (Premium stock personas need a paid plan). */
  usable: boolean;
  portraitUrl: string;
  portraitMethod: PortraitMethod;
  /** Own models: when it was made. */
  createdAt: string | null;
}

/** How the configured engine makes portraits, so the dialog can say it plainly. */
export interface PortraitGenerator {
  engine: string;
  method: PortraitMethod;
}

export interface ModelLibraryView {
  /** The user's own models newest first, then the stock personas in their order. */
  models: LibraryModel[];
  generator: PortraitGenerator;
}

/** The page's filters, as kept in the URL's query string. */
export interface ModelFilters {
  search: string;
  ethnicity: Ethnicity | 'all';
  gender: Gender | 'all';
  bodyType: BodyType | 'all';
  favorites: boolean;
}

export const NO_MODEL_FILTERS: ModelFilters = {
  search: '',
  ethnicity: 'all',
  gender: 'all',
  bodyType: 'all',
  favorites: false,
};

/** Filters from a query string (?q=&ethnicity=&gender=&body=&favorites=1); unknown values are ignored. */
export function modelFiltersFromQuery(params: URLSearchParams): ModelFilters {
  const ethnicity = params.get('ethnicity');
  const gender = params.get('gender');
  const bodyType = params.get('body');
  return {
    search: params.get('q') ?? '',
    ethnicity: isEthnicity(ethnicity) ? ethnicity : 'all',
    gender: isGender(gender) ? gender : 'all',
    bodyType: isBodyType(bodyType) ? bodyType : 'all',
    favorites: params.get('favorites') === '1',
  };
}

/** The query string of these filters without the defaults (a clean URL when nothing is set). */
export function modelFiltersToQuery(filters: ModelFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.ethnicity !== 'all') params.set('ethnicity', filters.ethnicity);
  if (filters.gender !== 'all') params.set('gender', filters.gender);
  if (filters.bodyType !== 'all') params.set('body', filters.bodyType);
  if (filters.favorites) params.set('favorites', '1');
  return params;
}

/** Whether any filter narrows the list (the empty state's wording). */
export const isModelListNarrowed = (filters: ModelFilters) =>
  filters.search.trim() !== '' ||
  filters.ethnicity !== 'all' ||
  filters.gender !== 'all' ||
  filters.bodyType !== 'all' ||
  filters.favorites;

/** The page's name search and attribute filters, in the list's order. */
export function filterModels<
  T extends Pick<LibraryModel, 'name' | 'ethnicity' | 'gender' | 'bodyType' | 'isFavorite'>,
>(models: readonly T[], filters: ModelFilters): T[] {
  const search = filters.search.trim().toLowerCase();
  return models.filter(
    (model) =>
      (!filters.favorites || model.isFavorite) &&
      (filters.ethnicity === 'all' || model.ethnicity === filters.ethnicity) &&
      (filters.gender === 'all' || model.gender === filters.gender) &&
      (filters.bodyType === 'all' || model.bodyType === filters.bodyType) &&
      (!search || model.name.toLowerCase().includes(search)),
  );
}
