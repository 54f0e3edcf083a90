import { BACKGROUND_PRESETS } from '@core/backgrounds';
import { AI_POSES, RETIRED_STUDIO_SHOTS, STUDIO_SHOTS } from '@core/shots';
import { STOCK_MODELS } from '@core/stock-models';
import { libraryNamesTexts as texts } from './texts/library-names';
import { useTexts } from './use-texts';

type Named = { id: string; name: string; isCustom?: boolean };

/** Every shot core names, today's and retired ones, to find a shot sent by its name only. */
const SHOTS = [
  ...Object.values(AI_POSES),
  ...Object.values(STUDIO_SHOTS),
  ...Object.values(RETIRED_STUDIO_SHOTS).map((retired) => retired.shot),
];

/**
 * The names the server sends for its own presets and personas, in the reader's language, found
 * by id (decision 198). A seller's own background or model keeps the name the seller wrote, and
 * an id the texts do not know shows the server's name.
 */
export function useLibraryNames() {
  const t = useTexts(texts);
  const known = (key: string) => key in texts.en;
  const byKey = (key: string, fallback: string) => (known(key) ? t(key as never) : fallback);
  return {
    background: (item: Named) =>
      item.isCustom ? item.name : byKey(`background-${item.id}`, item.name),
    /** A name the server sent without its id (a batch's rows): a preset's English name. */
    backgroundByName: (name: string) => {
      const preset = BACKGROUND_PRESETS.find((candidate) => candidate.name === name);
      return preset ? byKey(`background-${preset.id}`, name) : name;
    },
    modelByName: (name: string) => {
      const stock = STOCK_MODELS.find((candidate) => candidate.name === name);
      return stock ? byKey(`model-${stock.id}`, name) : name;
    },
    model: (item: Named) => (item.isCustom ? item.name : byKey(`model-${item.id}`, item.name)),
    modelDescription: (item: Named & { description: string }) =>
      item.isCustom ? item.description : byKey(`modelDescription-${item.id}`, item.description),
    /** A shot's pose name by its id (`shotId`); an id the texts do not know shows `name`. */
    shot: (shotId: string, name: string) => byKey(`shot-${shotId}`, name),
    /** A shot sent with its name only (a batch's previews): found by core's English name. */
    shotByName: (name: string) => {
      const shot = SHOTS.find((candidate) => candidate.name === name);
      return shot ? byKey(`shot-${shot.id}`, name) : name;
    },
    category: (category: string) => byKey(`category-${category}`, category),
    ethnicity: (value: string) => byKey(`ethnicity-${value}`, value),
    gender: (value: string) => byKey(`gender-${value}`, value),
    bodyType: (value: string) => byKey(`bodyType-${value}`, value),
  };
}
