/**
 * Which scene draws which preset. Typed against the preset ids of src/core/backgrounds.ts, so
 * a preset without a scene (or a scene for no preset) fails the type check.
 */
import { BACKGROUND_PRESETS } from '../../../core/backgrounds.js';
import type { SceneBuilder } from './scene.js';
import {
  boutiqueStore,
  cozyLivingRoom,
  minimalBedroom,
  modernKitchen,
  sunlitCafe,
} from './scenes-interior.js';
import { blueCityLane, palaceCourtyard, riversideGhats, sandstoneFort } from './scenes-heritage.js';
import { grandBallroom, goldLounge, marbleHall, velvetDrapes } from './scenes-luxury.js';
import { goldenBeach, rooftopTerrace, swimmingPool, weddingLawn } from './scenes-outdoor.js';
import { autumnForest, lotusPond, tropicalLeaves, zenGarden } from './scenes-nature.js';
import { holographicGrid, lightTunnel, spaceStation } from './scenes-futuristic.js';
import { terracottaCourtyard, villageCourtyard, woodenBarn } from './scenes-rustic.js';
import { brickLoft, concreteMinimal, neonCity, streetArt } from './scenes-urban.js';
import {
  blushPinkStudio,
  charcoalStudio,
  cleanWhiteStudio,
  sageGreenStudio,
  softGreyStudio,
  warmBeigeStudio,
} from './scenes-studio.js';
import { retroParlour, vintageLibrary } from './scenes-vintage.js';

export const PRESET_SCENES = {
  'clean-white-studio': cleanWhiteStudio,
  'soft-grey-studio': softGreyStudio,
  'warm-beige-studio': warmBeigeStudio,
  'blush-pink-studio': blushPinkStudio,
  'charcoal-studio': charcoalStudio,
  'sage-green-studio': sageGreenStudio,
  'modern-kitchen': modernKitchen,
  'cozy-living-room': cozyLivingRoom,
  'boutique-store': boutiqueStore,
  'sunlit-cafe': sunlitCafe,
  'minimal-bedroom': minimalBedroom,
  'swimming-pool': swimmingPool,
  'golden-beach': goldenBeach,
  'rooftop-terrace': rooftopTerrace,
  'wedding-lawn': weddingLawn,
  'sandstone-fort': sandstoneFort,
  'palace-courtyard': palaceCourtyard,
  'blue-city-lane': blueCityLane,
  'riverside-ghats': riversideGhats,
  'marble-hall': marbleHall,
  'gold-lounge': goldLounge,
  'velvet-drapes': velvetDrapes,
  'grand-ballroom': grandBallroom,
  'neon-city': neonCity,
  'street-art': streetArt,
  'brick-loft': brickLoft,
  'concrete-minimal': concreteMinimal,
  'wooden-barn': woodenBarn,
  'terracotta-courtyard': terracottaCourtyard,
  'village-courtyard': villageCourtyard,
  'space-station': spaceStation,
  'holographic-grid': holographicGrid,
  'light-tunnel': lightTunnel,
  'zen-garden': zenGarden,
  'tropical-leaves': tropicalLeaves,
  'lotus-pond': lotusPond,
  'autumn-forest': autumnForest,
  'vintage-library': vintageLibrary,
  'retro-parlour': retroParlour,
} as const satisfies Record<string, SceneBuilder>;

export type PresetSceneId = keyof typeof PRESET_SCENES;

export function sceneForPreset(id: string): SceneBuilder | undefined {
  return (PRESET_SCENES as Record<string, SceneBuilder>)[id];
}

/** Every preset of core has a scene; checked by a unit test too. */
export function presetsWithoutScene(): string[] {
  return BACKGROUND_PRESETS.filter((preset) => !sceneForPreset(preset.id)).map(
    (preset) => preset.id,
  );
}
