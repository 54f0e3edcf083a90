/**
 * The 39 preset backgrounds (docs/product.md §7, decision 012): metadata only. The server renders
 * each preset with its own code (src/server/engines/backgrounds); AI engines receive the
 * description as the scene to place the model in.
 */

/** Categories a background can have. */
export const BACKGROUND_CATEGORIES = [
  'studio',
  'interior',
  'outdoor',
  'urban',
  'luxury',
  'heritage',
  'nature',
  'vintage',
  'rustic',
  'futuristic',
] as const;
export type BackgroundCategory = (typeof BACKGROUND_CATEGORIES)[number];

/** The library's category filter: 'all' is a filter value only, never a background's category. */
export const BACKGROUND_CATEGORY_FILTERS = ['all', ...BACKGROUND_CATEGORIES] as const;
export type BackgroundCategoryFilter = (typeof BACKGROUND_CATEGORY_FILTERS)[number];

export const DEFAULT_BACKGROUND_CATEGORY: BackgroundCategory = 'studio';

export const BACKGROUND_CATEGORY_LABELS: Record<BackgroundCategoryFilter, string> = {
  all: 'All',
  studio: 'Studio',
  interior: 'Interior',
  outdoor: 'Outdoor',
  urban: 'Urban',
  luxury: 'Luxury',
  heritage: 'Heritage',
  nature: 'Nature',
  vintage: 'Vintage',
  rustic: 'Rustic',
  futuristic: 'Futuristic',
};

/** docs/product.md §4: what AI engines are told when no background is chosen. */
export const DEFAULT_BACKGROUND_DESCRIPTION = 'a clean white studio background';

/** docs/product.md §4: appended to the user's text before it reaches the engine. */
export const BACKGROUND_PROMPT_SUFFIX =
  ', fashion photography background, ultra high resolution, professional background';

export interface BackgroundPreset {
  /** Stable kebab-case id; stored with runs and favourites, so never renamed. */
  id: string;
  name: string;
  category: BackgroundCategory;
  /** The scene as AI engines receive it. */
  description: string;
}

export const BACKGROUND_PRESETS: readonly BackgroundPreset[] = [
  // Studio
  {
    id: 'clean-white-studio',
    name: 'Clean White Studio',
    category: 'studio',
    description: DEFAULT_BACKGROUND_DESCRIPTION,
  },
  {
    id: 'soft-grey-studio',
    name: 'Soft Grey Studio',
    category: 'studio',
    description:
      'a seamless soft grey paper studio backdrop with gentle top lighting and a subtle floor shadow',
  },
  {
    id: 'warm-beige-studio',
    name: 'Warm Beige Studio',
    category: 'studio',
    description: 'a warm beige seamless studio backdrop with soft window-like light from the left',
  },
  {
    id: 'blush-pink-studio',
    name: 'Blush Pink Studio',
    category: 'studio',
    description:
      'a blush pink seamless studio backdrop with soft, flattering light and a gentle vignette',
  },
  {
    id: 'charcoal-studio',
    name: 'Charcoal Studio',
    category: 'studio',
    description: 'a dark charcoal studio backdrop with a single soft spotlight behind the subject',
  },
  {
    id: 'sage-green-studio',
    name: 'Sage Green Studio',
    category: 'studio',
    description: 'a muted sage green seamless studio backdrop with soft even lighting',
  },
  // Interior
  {
    id: 'modern-kitchen',
    name: 'Modern Kitchen',
    category: 'interior',
    description:
      'a bright modern kitchen with white cabinets, a marble counter, warm wood accents and soft daylight',
  },
  {
    id: 'cozy-living-room',
    name: 'Cozy Living Room',
    category: 'interior',
    description:
      'a cozy living room with a beige sofa, indoor plants, a rug and warm afternoon light',
  },
  {
    id: 'boutique-store',
    name: 'Boutique Store',
    category: 'interior',
    description:
      'an elegant clothing boutique with garment rails, warm spotlights and a polished wooden floor',
  },
  {
    id: 'sunlit-cafe',
    name: 'Sunlit Cafe',
    category: 'interior',
    description: 'a sunlit cafe with large windows, hanging pendant lamps and a terrazzo floor',
  },
  {
    id: 'minimal-bedroom',
    name: 'Minimal Bedroom',
    category: 'interior',
    description:
      'a calm minimal bedroom with linen bedding, a wooden headboard and soft morning light',
  },
  // Outdoor
  {
    id: 'swimming-pool',
    name: 'Swimming Pool',
    category: 'outdoor',
    description:
      'a sunny resort swimming pool deck with turquoise water, white tiles and palm shadows',
  },
  {
    id: 'golden-beach',
    name: 'Golden Beach',
    category: 'outdoor',
    description: 'a golden sand beach at late afternoon with a calm sea and a soft blue sky',
  },
  {
    id: 'rooftop-terrace',
    name: 'Rooftop Terrace',
    category: 'outdoor',
    description: 'a rooftop terrace at sunset with a city skyline, string lights and a warm glow',
  },
  {
    id: 'wedding-lawn',
    name: 'Wedding Lawn',
    category: 'outdoor',
    description:
      'a festive Indian wedding lawn with marigold garlands, fairy lights and a floral arch',
  },
  // Heritage
  {
    id: 'sandstone-fort',
    name: 'Sandstone Fort',
    category: 'heritage',
    description: 'the carved sandstone arches of a Rajasthani fort in warm golden light',
  },
  {
    id: 'palace-courtyard',
    name: 'Palace Courtyard',
    category: 'heritage',
    description: 'a white marble palace courtyard with scalloped Mughal arches and jali screens',
  },
  {
    id: 'blue-city-lane',
    name: 'Blue City Lane',
    category: 'heritage',
    description:
      'a narrow lane of indigo-blue houses in Jodhpur with a wooden door and soft daylight',
  },
  {
    id: 'riverside-ghats',
    name: 'Riverside Ghats',
    category: 'heritage',
    description: 'ancient stone ghat steps by a river at sunrise with temple spires in the haze',
  },
  // Luxury
  {
    id: 'marble-hall',
    name: 'Marble Hall',
    category: 'luxury',
    description:
      'a grand white marble hall with grey veining, polished floor reflections and columns',
  },
  {
    id: 'gold-lounge',
    name: 'Gold Lounge',
    category: 'luxury',
    description: 'an art deco lounge with gold geometric panels, deep green walls and warm light',
  },
  {
    id: 'velvet-drapes',
    name: 'Velvet Drapes',
    category: 'luxury',
    description: 'rich burgundy velvet drapes in soft folds with a warm spotlight',
  },
  {
    id: 'grand-ballroom',
    name: 'Grand Ballroom',
    category: 'luxury',
    description:
      'a grand ballroom with a crystal chandelier, cream panelled walls and a glossy floor',
  },
  // Urban
  {
    id: 'neon-city',
    name: 'Neon City',
    category: 'urban',
    description: 'a city street at night with pink and cyan neon signs and wet reflective pavement',
  },
  {
    id: 'street-art',
    name: 'Street Art',
    category: 'urban',
    description: 'a colourful street art mural wall with bold graffiti shapes on a city sidewalk',
  },
  {
    id: 'brick-loft',
    name: 'Brick Loft',
    category: 'urban',
    description:
      'an industrial loft with an exposed red brick wall, steel windows and concrete floor',
  },
  {
    id: 'concrete-minimal',
    name: 'Concrete Minimal',
    category: 'urban',
    description: 'a minimal architectural space with smooth concrete walls and a raking shadow',
  },
  // Rustic
  {
    id: 'wooden-barn',
    name: 'Wooden Barn',
    category: 'rustic',
    description:
      'a rustic wooden barn interior with weathered planks and warm light through the gaps',
  },
  {
    id: 'terracotta-courtyard',
    name: 'Terracotta Courtyard',
    category: 'rustic',
    description: 'a sun-washed terracotta courtyard with clay pots and a lime-plastered wall',
  },
  {
    id: 'village-courtyard',
    name: 'Village Courtyard',
    category: 'rustic',
    description:
      'a rural Indian courtyard with a mud-plastered wall, a charpai and soft evening light',
  },
  // Futuristic
  {
    id: 'space-station',
    name: 'Space Station',
    category: 'futuristic',
    description:
      'the sleek white interior of a space station with a large window onto Earth and stars',
  },
  {
    id: 'holographic-grid',
    name: 'Holographic Grid',
    category: 'futuristic',
    description: 'a dark futuristic stage with a glowing violet and cyan holographic grid floor',
  },
  {
    id: 'light-tunnel',
    name: 'Light Tunnel',
    category: 'futuristic',
    description: 'a futuristic tunnel of white light rings converging into the distance',
  },
  // Nature
  {
    id: 'zen-garden',
    name: 'Zen Garden',
    category: 'nature',
    description: 'a Japanese zen garden with raked gravel, mossy stones and bamboo',
  },
  {
    id: 'tropical-leaves',
    name: 'Tropical Leaves',
    category: 'nature',
    description: 'lush tropical monstera and palm leaves in dappled sunlight',
  },
  {
    id: 'lotus-pond',
    name: 'Lotus Pond',
    category: 'nature',
    description: 'a tranquil lotus pond with pink blooms and lily pads in soft morning mist',
  },
  {
    id: 'autumn-forest',
    name: 'Autumn Forest',
    category: 'nature',
    description: 'an autumn forest path with golden and orange leaves and soft backlight',
  },
  // Vintage
  {
    id: 'vintage-library',
    name: 'Vintage Library',
    category: 'vintage',
    description:
      'a vintage library with dark wooden bookshelves, leather-bound books and a warm lamp',
  },
  {
    id: 'retro-parlour',
    name: 'Retro Parlour',
    category: 'vintage',
    description: 'a retro parlour with damask wallpaper, wood wainscoting and a warm sepia tone',
  },
];

export const DEFAULT_BACKGROUND_ID = 'clean-white-studio';

// Made on first use: a map made at load would keep the presets in the web's first load, which
// shows only the category names (decision 196).
let presetsById: Map<string, BackgroundPreset> | undefined;

export function findBackgroundPreset(id: string): BackgroundPreset | undefined {
  presetsById ??= new Map(BACKGROUND_PRESETS.map((preset) => [preset.id, preset]));
  return presetsById.get(id);
}

export function isBackgroundCategory(value: unknown): value is BackgroundCategory {
  return typeof value === 'string' && (BACKGROUND_CATEGORIES as readonly string[]).includes(value);
}

/** Presets matching the library's category filter. */
export function presetsInCategory(filter: BackgroundCategoryFilter): readonly BackgroundPreset[] {
  return filter === 'all'
    ? BACKGROUND_PRESETS
    : BACKGROUND_PRESETS.filter((p) => p.category === filter);
}

/** The user's text as generate-background sends it (docs/product.md §4). */
export function backgroundGenerationPrompt(userText: string): string {
  return `${userText.trim()}${BACKGROUND_PROMPT_SUFFIX}`;
}
