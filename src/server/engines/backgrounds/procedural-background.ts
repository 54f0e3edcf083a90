/**
 * The studio engine's answer to "generate a background from this text": no AI, so it picks
 * the preset scene whose words best match the prompt, or a studio sweep in the colour the
 * prompt names, and says so. Deterministic: the same words give the same scene.
 */
import type { Scene } from './scene.js';
import { PRESET_SCENES, type PresetSceneId } from './preset-scenes.js';
import { studioSweep } from './scenes-studio.js';

const COLOURS: Record<string, string> = {
  white: '#f4f3f0',
  ivory: '#f3ecdc',
  cream: '#efe3c8',
  beige: '#e0cfb4',
  tan: '#cfb08a',
  brown: '#8a6446',
  grey: '#bdbdbd',
  gray: '#bdbdbd',
  silver: '#c9cdd2',
  charcoal: '#3c3d40',
  black: '#2a2a2c',
  red: '#c7463f',
  maroon: '#7a2230',
  burgundy: '#6e1a2c',
  pink: '#efc3c6',
  blush: '#efcfcb',
  rose: '#e3a1a8',
  peach: '#f4c7a8',
  coral: '#f09a80',
  orange: '#ef9a4a',
  saffron: '#f2a541',
  mustard: '#d9a93a',
  yellow: '#f2d56b',
  gold: '#d4b06a',
  golden: '#d4b06a',
  green: '#9bbf8a',
  sage: '#b9c4ad',
  mint: '#c4e3d2',
  olive: '#8f9363',
  emerald: '#2e7d5b',
  teal: '#4a9a9a',
  turquoise: '#5cc4c4',
  blue: '#8fb4d9',
  sky: '#bcd8ee',
  navy: '#2a3a5e',
  indigo: '#3e4a8a',
  purple: '#9a7fc0',
  lavender: '#cdbfe3',
  lilac: '#c8b1d8',
  violet: '#7d5ba6',
};

/** Words that point at a preset scene. */
const SCENE_WORDS: Record<PresetSceneId, string[]> = {
  'clean-white-studio': ['studio', 'plain', 'seamless', 'minimal', 'white'],
  'soft-grey-studio': ['grey', 'gray', 'neutral'],
  'warm-beige-studio': ['beige', 'warm'],
  'blush-pink-studio': ['pink', 'blush', 'pastel'],
  'charcoal-studio': ['dark', 'moody', 'black', 'charcoal'],
  'sage-green-studio': ['sage', 'muted'],
  'modern-kitchen': ['kitchen', 'cooking', 'counter'],
  'cozy-living-room': ['living', 'sofa', 'couch', 'home', 'lounge', 'cozy'],
  'boutique-store': ['boutique', 'store', 'shop', 'retail', 'rack'],
  'sunlit-cafe': ['cafe', 'coffee', 'restaurant', 'window'],
  'minimal-bedroom': ['bedroom', 'bed', 'linen'],
  'swimming-pool': ['pool', 'swimming', 'resort', 'poolside'],
  'golden-beach': ['beach', 'sea', 'ocean', 'sand', 'coast', 'shore'],
  'rooftop-terrace': ['rooftop', 'terrace', 'skyline', 'sunset', 'balcony'],
  'wedding-lawn': ['wedding', 'marigold', 'festive', 'celebration', 'mehendi', 'sangeet', 'diwali'],
  'sandstone-fort': ['fort', 'sandstone', 'rajasthan', 'jaipur', 'desert'],
  'palace-courtyard': ['palace', 'mughal', 'marble', 'jali', 'royal', 'courtyard'],
  'blue-city-lane': ['jodhpur', 'lane', 'alley', 'blue'],
  'riverside-ghats': ['ghat', 'ghats', 'river', 'varanasi', 'temple', 'sunrise'],
  'marble-hall': ['hall', 'column', 'columns', 'elegant'],
  'gold-lounge': ['deco', 'lounge', 'emerald', 'gold'],
  'velvet-drapes': ['velvet', 'curtain', 'drapes', 'stage', 'theatre'],
  'grand-ballroom': ['ballroom', 'chandelier', 'luxury', 'grand', 'hotel'],
  'neon-city': ['neon', 'night', 'city', 'cyberpunk', 'street'],
  'street-art': ['graffiti', 'mural', 'street', 'art', 'colourful', 'colorful'],
  'brick-loft': ['brick', 'loft', 'industrial', 'warehouse'],
  'concrete-minimal': ['concrete', 'cement', 'architecture', 'brutalist'],
  'wooden-barn': ['barn', 'wood', 'wooden', 'rustic', 'farm'],
  'terracotta-courtyard': ['terracotta', 'clay', 'mediterranean', 'pots'],
  'village-courtyard': ['village', 'rural', 'mud', 'countryside', 'hut'],
  'space-station': ['space', 'station', 'earth', 'astronaut', 'stars'],
  'holographic-grid': [
    'hologram',
    'holographic',
    'grid',
    'synthwave',
    'retro-futuristic',
    'futuristic',
  ],
  'light-tunnel': ['tunnel', 'light', 'portal', 'sci-fi', 'scifi'],
  'zen-garden': ['zen', 'japanese', 'bamboo', 'gravel', 'calm'],
  'tropical-leaves': ['tropical', 'leaves', 'jungle', 'monstera', 'palm', 'botanical'],
  'lotus-pond': ['lotus', 'pond', 'lake', 'water', 'lily'],
  'autumn-forest': ['autumn', 'fall', 'forest', 'woods', 'trees'],
  'vintage-library': ['library', 'books', 'bookshelf', 'study'],
  'retro-parlour': ['retro', 'vintage', 'parlour', 'parlor', 'antique', 'sepia', 'wallpaper'],
};

export interface ProceduralChoice {
  scene: Scene;
  /** What was drawn, for the background's description. */
  description: string;
  /** Said to the user with the result. */
  note: string;
}

export function chooseProceduralBackground(prompt: string): ProceduralChoice {
  const words: string[] = prompt.toLowerCase().match(/[a-z][a-z-]*/g) ?? [];
  let best = undefined as PresetSceneId | undefined;
  let bestScore = 0;
  for (const [id, keys] of Object.entries(SCENE_WORDS) as [PresetSceneId, string[]][]) {
    const score = keys.reduce((sum, key) => sum + (words.includes(key) ? 1 : 0), 0);
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  const colourWord = words.find((word) => COLOURS[word]);
  const note =
    'Made offline by the studio engine: a scene chosen from the words of your description, not an AI image.';
  // A colour with no stronger scene match (or a studio match) gives a sweep in that colour.
  if (colourWord && (!best || best.endsWith('-studio'))) {
    return {
      scene: studioSweep({ paper: COLOURS[colourWord]!, falloff: 0.18, spot: 0.5 }),
      description: `a seamless ${colourWord} studio backdrop`,
      note,
    };
  }
  const id = best ?? 'clean-white-studio';
  return {
    scene: PRESET_SCENES[id](),
    description: `${prompt.trim()} (rendered as the '${id}' scene)`,
    note,
  };
}
