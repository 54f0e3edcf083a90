/**
 * The Backgrounds Library (docs/product.md §7 and §11; decisions 036, 056 and 071): the presets and
 * the user's custom backgrounds in one list, favourites, generating a custom background from a
 * text, and saved prompts. Requests, answers, texts and the list rules shared by server and web.
 *
 * Endpoints (all need a session; another user's id answers 404 like a missing one):
 *   GET    /api/library/backgrounds               -> BackgroundLibraryView
 *   POST   /api/library/backgrounds/generate      GenerateBackgroundInput -> 201 GeneratedBackground
 *                                                 (Pro and Premium; one image of the quota
 *                                                 when an AI engine paints it, decision 180)
 *   DELETE /api/library/backgrounds/:id           -> 204 (custom backgrounds only)
 *   GET    /api/library/backgrounds/:id/thumbnail image/webp of a custom background
 *   GET    /api/library/backgrounds/:id/image     image/png, 2048x2560, of a custom background
 *   PUT    /api/library/backgrounds/:id/favorite  -> 204 (a preset id or a custom background's)
 *   DELETE /api/library/backgrounds/:id/favorite  -> 204
 *   GET    /api/library/backgrounds/prompts       -> SavedPromptView[] (newest first)
 *   POST   /api/library/backgrounds/prompts       SavePromptInput -> 201 SavedPromptView
 *   DELETE /api/library/backgrounds/prompts/:id   -> 204
 */
import { z } from 'zod';
import { keyedIssue } from './keyed-issue.js';
import {
  BACKGROUND_CATEGORIES,
  BACKGROUND_CATEGORY_FILTERS,
  type BackgroundCategory,
  type BackgroundCategoryFilter,
} from './backgrounds.js';

export const BACKGROUND_LIBRARY_API = '/api/library/backgrounds';

export const backgroundLibraryUrls = {
  list: BACKGROUND_LIBRARY_API,
  generate: `${BACKGROUND_LIBRARY_API}/generate`,
  one: (id: string) => `${BACKGROUND_LIBRARY_API}/${encodeURIComponent(id)}`,
  thumbnail: (id: string) => `${BACKGROUND_LIBRARY_API}/${encodeURIComponent(id)}/thumbnail`,
  image: (id: string) => `${BACKGROUND_LIBRARY_API}/${encodeURIComponent(id)}/image`,
  favorite: (id: string) => `${BACKGROUND_LIBRARY_API}/${encodeURIComponent(id)}/favorite`,
  prompts: `${BACKGROUND_LIBRARY_API}/prompts`,
  prompt: (id: string) => `${BACKGROUND_LIBRARY_API}/prompts/${encodeURIComponent(id)}`,
  /** The runs area's preset thumbnails (public, cached for a day). */
  presetThumbnail: (presetId: string) =>
    `/api/backgrounds/${encodeURIComponent(presetId)}/thumbnail`,
};

/** docs/product.md §4: the create page's dropdown lists this many. */
export const CREATE_PAGE_BACKGROUND_COUNT = 15;

export const BACKGROUND_NAME_MAX = 80;
export const BACKGROUND_PROMPT_MAX = 1000;

export const BACKGROUND_LIBRARY_TEXTS = {
  title: 'Backgrounds Library',
  searchPlaceholder: 'Search backgrounds...',
  generateCustom: 'Generate Custom',
  favorites: 'Favorites',
  customBadge: 'Custom',
  emptyTitle: 'No backgrounds found',
  emptyFiltered: 'Try adjusting your search or filters',
  emptyStart: 'Generate your first custom background to get started',
  upgradeTitle: 'Upgrade Required',
  upgradeMessage: 'Custom background generation is available for Pro and Premium users.',
  missingTitle: 'Missing Information',
  missingMessage: 'Please provide both a name and description for your background.',
  newPrompt: 'New Prompt',
  savedPrompts: 'Saved Prompts',
  savePromptLabel: 'Save this prompt for future use',
  generate: 'Generate Background',
  generating: 'Generating...',
  noSavedPrompts: 'No saved prompts yet',
  generatedTitle: 'Background Generated!',
  generationFailedTitle: 'Generation Failed',
  noImage: 'No image data received',
  tryAgain: 'Please try again.',
  removed: 'Background Removed',
  promptSaved: 'Prompt Saved',
  promptDeleted: 'Prompt Deleted',
  saveFailedTitle: 'Save Failed',
  savePromptFailed: 'Failed to save prompt to database.',
  deleteFailedTitle: 'Delete Failed',
  deletePromptFailed: 'Failed to delete prompt.',
  removeFailed: 'Failed to remove the background. Please try again.',
  favoriteFailedTitle: 'Error',
  favoriteFailed: 'Failed to update favorite status.',
  loadFailed: 'The backgrounds could not be loaded.',
  quotaNote: 'Generating a background uses 1 image of your monthly quota.',
  /** With the studio engine (decision 180): a preset is chosen, nothing new is made. */
  quotaNoteOffline: 'The studio engine picks a preset scene, so no image of your quota is used.',
  noImageUsed: 'No image of your quota was used.',
  scenesFromWords:
    'The studio engine works offline: it picks the scene that best matches the words of your description. It does not paint a new image with AI.',
  notFound: 'Background not found',
  promptNotFound: 'Prompt not found',
  /** The runs area's answer for a custom background the user has since removed. */
  removedBackground: 'That background was removed from your library. Choose another one.',
  nameRequired: 'Give the background a name.',
  promptRequired: 'Describe the background you want.',
  categoryRequired: 'Choose a category.',
} as const;

/** 'Background Generated!' description. */
export const generatedMessage = (name: string) => `${name} is now available for image generation`;

/** 'Generation Failed' description: the server's reason, or the spec's fallback. */
export const generationFailedMessage = (reason?: string) =>
  `Failed to generate background: ${reason?.trim() || BACKGROUND_LIBRARY_TEXTS.tryAgain}`;

const nameField = z
  .string(keyedIssue('backgroundNameRequired', BACKGROUND_LIBRARY_TEXTS.nameRequired))
  .trim()
  .min(1, keyedIssue('backgroundNameRequired', BACKGROUND_LIBRARY_TEXTS.nameRequired))
  .max(
    BACKGROUND_NAME_MAX,
    keyedIssue('atMost', `At most ${BACKGROUND_NAME_MAX} characters.`, BACKGROUND_NAME_MAX),
  );
const promptField = z
  .string(keyedIssue('backgroundPromptRequired', BACKGROUND_LIBRARY_TEXTS.promptRequired))
  .trim()
  .min(1, keyedIssue('backgroundPromptRequired', BACKGROUND_LIBRARY_TEXTS.promptRequired))
  .max(
    BACKGROUND_PROMPT_MAX,
    keyedIssue('atMost', `At most ${BACKGROUND_PROMPT_MAX} characters.`, BACKGROUND_PROMPT_MAX),
  );
/** A background's category: never 'all', which is a filter value only. */
const categoryField = z.enum(
  BACKGROUND_CATEGORIES,
  keyedIssue('backgroundCategoryRequired', BACKGROUND_LIBRARY_TEXTS.categoryRequired),
);

export const savePromptSchema = z.object({
  name: nameField,
  prompt: promptField,
  category: categoryField,
});
export type SavePromptInput = z.infer<typeof savePromptSchema>;

export const generateBackgroundSchema = savePromptSchema.extend({
  /** Also keep the name, text and category as a saved prompt (before the engine is called). */
  savePrompt: z.boolean().optional().default(false),
});
export type GenerateBackgroundInput = z.input<typeof generateBackgroundSchema>;

/** Whether a validation problem is the spec's 'Missing Information' (an empty name or text), by its key. */
export function isMissingInformation(issues: readonly { key?: string }[]): boolean {
  const missing: (string | undefined)[] = ['backgroundNameRequired', 'backgroundPromptRequired'];
  return issues.some((issue) => missing.includes(issue.key));
}

/** One card of the library: a preset or one of the user's custom backgrounds. */
export interface LibraryBackground {
  /** A preset's kebab-case id, or a custom background's UUID. */
  id: string;
  name: string;
  category: BackgroundCategory;
  /** The preset's scene, or what the engine made of the user's text. */
  description: string;
  thumbnailUrl: string;
  /** Full-size PNG; custom backgrounds only. */
  imageUrl: string | null;
  isCustom: boolean;
  isFavorite: boolean;
  /** Custom backgrounds: the user's own text, the engine's note and when it was made. */
  prompt: string | null;
  note: string | null;
  engine: string | null;
  createdAt: string | null;
}

/** How the configured engine makes custom backgrounds, so the dialog can say it plainly. */
export interface BackgroundGenerator {
  engine: string;
  /** 'procedural': a project-drawn scene chosen from the words (studio, FASHN); 'ai': an image model. */
  method: 'ai' | 'procedural';
}

export interface BackgroundLibraryView {
  /** The user's custom backgrounds newest first, then the presets in their order. */
  backgrounds: LibraryBackground[];
  generator: BackgroundGenerator;
}

export interface SavedPromptView {
  id: string;
  name: string;
  prompt: string;
  category: BackgroundCategory;
  createdAt: string;
}

export interface GeneratedBackground {
  background: LibraryBackground;
  /** The saved prompt when `savePrompt` was asked for. */
  savedPrompt: SavedPromptView | null;
  /** Images of the quota this cost: 1 when an AI engine painted it, 0 when nothing new was made. */
  imagesUsed: 0 | 1;
  /** Engines without AI: the preset chosen and the words that chose it. */
  reason: string | null;
}

/** The library page's filters, as kept in the URL's query string. */
export interface BackgroundFilters {
  search: string;
  category: BackgroundCategoryFilter;
  favorites: boolean;
}

export const NO_BACKGROUND_FILTERS: BackgroundFilters = {
  search: '',
  category: 'all',
  favorites: false,
};

const isCategoryFilter = (value: string | null): value is BackgroundCategoryFilter =>
  value !== null && (BACKGROUND_CATEGORY_FILTERS as readonly string[]).includes(value);

/** Filters from a query string (?q=&category=&favorites=1); anything unknown is ignored. */
export function filtersFromQuery(params: URLSearchParams): BackgroundFilters {
  const category = params.get('category');
  return {
    search: params.get('q') ?? '',
    category: isCategoryFilter(category) ? category : 'all',
    favorites: params.get('favorites') === '1',
  };
}

/** The query string of these filters, without the defaults (a clean URL when nothing is set). */
export function filtersToQuery(filters: BackgroundFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.favorites) params.set('favorites', '1');
  return params;
}

/** Whether the search text or the category narrows the list (the empty state's wording). */
/** Whether a filter narrowed the list (then the empty state says 'Try adjusting …'). */
export const isNarrowedBySearchOrCategory = (filters: BackgroundFilters) =>
  filters.search.trim() !== '' || filters.category !== 'all' || filters.favorites;

/** The library's text search, category and Favorites filters, in the list's order. */
export function filterBackgrounds<
  T extends Pick<LibraryBackground, 'name' | 'description' | 'category' | 'isFavorite'>,
>(backgrounds: readonly T[], filters: BackgroundFilters): T[] {
  const words = filters.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return backgrounds.filter((background) => {
    if (filters.favorites && !background.isFavorite) return false;
    if (filters.category !== 'all' && background.category !== filters.category) return false;
    const text =
      `${background.name} ${background.description} ${background.category}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * The create page's dropdown (docs/product.md §4): favourites first, then the user's custom
 * backgrounds newest first, then the presets; the first 15. `library` is in the library's order
 * (custom newest first, then presets), which the partition keeps.
 */
export function createPageBackgrounds<T extends Pick<LibraryBackground, 'isFavorite'>>(
  library: readonly T[],
  count = CREATE_PAGE_BACKGROUND_COUNT,
): T[] {
  const favorites = library.filter((background) => background.isFavorite);
  const others = library.filter((background) => !background.isFavorite);
  return [...favorites, ...others].slice(0, count);
}
