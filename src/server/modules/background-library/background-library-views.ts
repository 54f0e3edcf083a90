/**
 * How the Backgrounds Library shows its rows (docs/product.md §7): presets and custom backgrounds
 * as one kind of card, and saved prompts.
 */
import {
  backgroundLibraryUrls,
  type LibraryBackground,
  type SavedPromptView,
} from '../../../core/background-library.js';
import {
  isBackgroundCategory,
  type BackgroundCategory,
  type BackgroundPreset,
} from '../../../core/backgrounds.js';
import type { BackgroundPromptRow, CustomBackgroundRow } from './background-library-repo.js';

const category = (value: string): BackgroundCategory =>
  isBackgroundCategory(value) ? value : 'studio';

export function presetView(preset: BackgroundPreset, favorites: Set<string>): LibraryBackground {
  return {
    id: preset.id,
    name: preset.name,
    category: preset.category,
    description: preset.description,
    thumbnailUrl: backgroundLibraryUrls.presetThumbnail(preset.id),
    imageUrl: null,
    isCustom: false,
    isFavorite: favorites.has(preset.id),
    prompt: null,
    note: null,
    engine: null,
    createdAt: null,
  };
}

export function customView(row: CustomBackgroundRow, favorites: Set<string>): LibraryBackground {
  return {
    id: row.id,
    name: row.name,
    category: category(row.category),
    description: row.description,
    thumbnailUrl: backgroundLibraryUrls.thumbnail(row.id),
    imageUrl: backgroundLibraryUrls.image(row.id),
    isCustom: true,
    isFavorite: favorites.has(row.id),
    prompt: row.prompt,
    note: row.note,
    engine: row.engine,
    createdAt: row.createdAt.toISOString(),
  };
}

export function promptView(row: BackgroundPromptRow): SavedPromptView {
  return {
    id: row.id,
    name: row.name,
    prompt: row.prompt,
    category: category(row.category),
    createdAt: row.createdAt.toISOString(),
  };
}
