/**
 * Chooses the preset scene for a custom background's text on engines that paint nothing
 * (studio, FASHN). Every preset is scored against the prompt: a seller's word for the scene
 * (scene-words.ts) counts most, then a word of the preset's name, then of its description or
 * its category. Spelling slips of one letter in longer words still count. The category the
 * seller picked breaks ties and is the fallback when no word is recognised. A colour named
 * with no stronger scene gives a plain backdrop in that colour. Deterministic.
 */
import {
  BACKGROUND_CATEGORY_LABELS,
  BACKGROUND_PRESETS,
  type BackgroundCategory,
  type BackgroundPreset,
} from '../../../core/backgrounds.js';
import { BACKDROP_COLOURS } from './backdrop-colours.js';
import type { PresetSceneId } from './preset-scenes.js';
import { SCENE_WORDS } from './scene-words.js';

export type SceneMatch =
  | { kind: 'preset'; preset: BackgroundPreset; words: string[]; reason: string }
  | { kind: 'colour'; colour: string; paper: string; reason: string };

const WEIGHT = { sellerWord: 3, nameWord: 2, descriptionWord: 1, categoryWord: 1 } as const;
/** Below any word's weight: the picked category only decides between equal scores. */
const PICKED_CATEGORY_BONUS = 0.5;

/** Words of the descriptions that say nothing about which scene it is. */
const STOPWORDS = new Set(
  (
    'a an the and or with of in on at by to for from into through its it this that ' +
    'soft warm light lighting gentle subtle bright rich deep calm golden white grey ' +
    'large small wall walls floor glow tone style background backdrop scene photo shoot ' +
    'photography fashion product clothing garment dress saree kurta lehenga model image'
  ).split(' '),
);

/** Lower case, accents off, letters and spaces only: "Café" -> "cafe". */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/** A crude plural fold, enough for "arches", "pots", "ghats", "windows". */
function stem(word: string): string {
  if (word.length > 4 && /(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const wordsOf = (text: string) => normalise(text).split(' ').filter(Boolean).map(stem);

/** True when a and b differ by at most one edit (insert, delete, change or swap of two). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.slice(i + 1) === b.slice(i + 1)) return true; // changed
  if (a.slice(i + 1) === b.slice(i)) return true; // a has one more
  if (a.slice(i) === b.slice(i + 1)) return true; // b has one more
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swapped
}

/** A prompt word names a key word: the same, or one slip apart when both are long enough. */
const sameWord = (token: string, key: string) =>
  token === key || (token.length >= 5 && key.length >= 5 && oneEditApart(token, key));

interface Key {
  words: string[];
  weight: number;
}

interface PresetKeys {
  preset: BackgroundPreset;
  keys: Key[];
}

const PRESET_KEYS: PresetKeys[] = BACKGROUND_PRESETS.map((preset) => {
  const keys: Key[] = [];
  for (const phrase of SCENE_WORDS[preset.id as PresetSceneId] ?? [])
    keys.push({ words: wordsOf(phrase), weight: WEIGHT.sellerWord });
  for (const word of wordsOf(preset.name))
    if (!STOPWORDS.has(word)) keys.push({ words: [word], weight: WEIGHT.nameWord });
  for (const word of wordsOf(preset.description))
    if (!STOPWORDS.has(word) && word.length > 2)
      keys.push({ words: [word], weight: WEIGHT.descriptionWord });
  keys.push({ words: [preset.category], weight: WEIGHT.categoryWord });
  return { preset, keys };
});

/** Where a key occurs in the prompt's words (a phrase as consecutive words), or -1. */
function findKey(tokens: string[], key: Key): number {
  outer: for (let start = 0; start + key.words.length <= tokens.length; start++) {
    for (let k = 0; k < key.words.length; k++)
      if (!sameWord(tokens[start + k]!, key.words[k]!)) continue outer;
    return start;
  }
  return -1;
}

/** The preset's score and the prompt words (as written) that earned it, strongest first. */
function score(
  tokens: string[],
  written: string[],
  entry: PresetKeys,
): { score: number; words: string[] } {
  // Each prompt word counts once per preset, at the best weight it reaches.
  const best = new Map<number, number>();
  for (const key of entry.keys) {
    const at = findKey(tokens, key);
    if (at < 0) continue;
    for (let k = 0; k < key.words.length; k++)
      best.set(at + k, Math.max(best.get(at + k) ?? 0, key.weight));
  }
  const hits = [...best.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const words = [...new Set(hits.map(([index]) => written[index]!))];
  return { score: hits.reduce((sum, [, weight]) => sum + weight, 0), words };
}

export function matchScene(prompt: string, picked?: BackgroundCategory): SceneMatch {
  const written = normalise(prompt).split(' ').filter(Boolean);
  const tokens = written.map(stem);
  let best: { preset: BackgroundPreset; score: number; words: string[] } | undefined;
  for (const entry of PRESET_KEYS) {
    const found = score(tokens, written, entry);
    if (found.score === 0) continue;
    const total = found.score + (entry.preset.category === picked ? PICKED_CATEGORY_BONUS : 0);
    if (!best || total > best.score)
      best = { preset: entry.preset, score: total, words: found.words };
  }

  // A colour with no scene (matched by colour words alone), or with a studio whose words do
  // not include it: a plain sweep in that colour.
  const colour = written.find((word) => BACKDROP_COLOURS[word]);
  const sceneWords = best?.words.filter((word) => !BACKDROP_COLOURS[word]) ?? [];
  const studio = best?.preset.category === 'studio';
  const studioOfThatColour = studio && best!.words.includes(colour ?? '');
  if (colour && !studioOfThatColour && (sceneWords.length === 0 || studio))
    return {
      kind: 'colour',
      colour,
      paper: BACKDROP_COLOURS[colour]!,
      reason: `Drew a plain ${colour} studio backdrop: ${colour}`,
    };

  if (best)
    return {
      kind: 'preset',
      preset: best.preset,
      words: best.words,
      reason: `Matched ${best.preset.name}: ${best.words.slice(0, 4).join(', ')}`,
    };

  const fallback =
    BACKGROUND_PRESETS.find((preset) => preset.category === picked) ?? BACKGROUND_PRESETS[0]!;
  const label = BACKGROUND_CATEGORY_LABELS[fallback.category];
  return {
    kind: 'preset',
    preset: fallback,
    words: [],
    reason: `No scene words recognised; chose ${fallback.name}, the first ${label} scene`,
  };
}
