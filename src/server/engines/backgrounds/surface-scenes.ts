/**
 * Surfaces seen from straight above, for the studio engine's styled flat lay (decision 100):
 * one per background category, so a rustic scene gets weathered boards and a luxury one
 * marble. Drawn like the preset scenes (SVG, then grain) and cached the same way.
 */
import type { BackgroundCategory } from '../../../core/backgrounds.js';
import type { Scene, SceneBuilder } from './scene.js';
import { full, glow, H, rect, shade, Svg, tint, vignette, W } from './svg-kit.js';
import { textureBand } from './texture-overlay.js';

export const SURFACE_IDS = [
  'linen',
  'oak-boards',
  'marble',
  'concrete',
  'teak-boards',
  'rattan-mat',
  'walnut',
  'weathered-boards',
  'frosted-acrylic',
  'sandstone',
  'plain-light',
] as const;
export type SurfaceId = (typeof SURFACE_IDS)[number];

/** The surface each category's flat lay is shot on. */
export const SURFACE_FOR_CATEGORY: Record<BackgroundCategory, SurfaceId> = {
  studio: 'linen',
  interior: 'oak-boards',
  outdoor: 'sandstone',
  urban: 'concrete',
  luxury: 'marble',
  heritage: 'teak-boards',
  nature: 'rattan-mat',
  vintage: 'walnut',
  rustic: 'weathered-boards',
  futuristic: 'frosted-acrylic',
};

/** Soft daylight from the upper left, falling off to the corners, as a flat lay is lit. */
function topLight(svg: Svg, strength: number): string {
  return (
    glow(svg, W * 0.35, H * 0.3, W * 0.9, '#ffffff', 0.18 * strength, H * 0.8) +
    vignette(svg, 0.22 * strength)
  );
}

function boards(
  svg: Svg,
  base: string,
  opts: { count: number; grain: string; joint: string; vary: number; knots?: boolean },
): string {
  const parts: string[] = [];
  const width = W / opts.count;
  for (let i = 0; i < opts.count; i++) {
    const tone = svg.between(-opts.vary, opts.vary);
    const fill = tone < 0 ? shade(base, -tone) : tint(base, tone);
    parts.push(rect(i * width, 0, width + 1, H, fill));
  }
  // Long grain along the boards, then the joints between them.
  parts.push(
    textureBand(svg, 0, H, {
      freqX: 0.03,
      freqY: 0.0016,
      octaves: 4,
      seed: 11,
      color: opts.grain,
      gain: 0.9,
      bias: -0.25,
    }),
  );
  if (opts.knots) {
    for (let k = 0; k < 4; k++) {
      const cx = svg.between(0.1, 0.9) * W;
      const cy = svg.between(0.1, 0.9) * H;
      parts.push(
        `<ellipse cx="${cx}" cy="${cy}" rx="${svg.between(10, 18)}" ry="${svg.between(26, 40)}" fill="${opts.grain}" opacity="0.35"/>`,
      );
    }
  }
  for (let i = 1; i < opts.count; i++)
    parts.push(rect(i * width - 3, 0, 6, H, opts.joint, 'opacity="0.55"'));
  return parts.join('');
}

/**
 * Drawn with a little depth blur, so librsvg draws them at about a third of the size (their
 * noise filters took 20-50 s at 2048x2560 on a busy 2-core machine); the grain is added at full size.
 */
const SURFACE_BLUR = 4;

function surface(draw: (svg: Svg) => string, grain = 4, light = 1): Scene {
  const svg = new Svg(7);
  svg.add(draw(svg), topLight(svg, light));
  return { svg, grain, depthBlur: SURFACE_BLUR };
}

export const SURFACE_SCENES: Record<SurfaceId, SceneBuilder> = {
  // The near-white ground marketplaces expect: the ghost mannequin and the fabric detail.
  'plain-light': () => {
    const svg = new Svg(3);
    svg.add(full('#f3f2ef'), glow(svg, W / 2, H * 0.45, W * 0.8, '#ffffff', 0.7, H * 0.6));
    return { svg, grain: 1.5, depthBlur: 8 };
  },
  linen: () =>
    surface((svg) => {
      const base = '#e9e2d6';
      return (
        full(base) +
        textureBand(svg, 0, H, {
          freqX: 0.3,
          freqY: 0.012,
          octaves: 2,
          seed: 4,
          color: shade(base, 0.25),
          gain: 0.5,
          bias: -0.1,
        }) +
        textureBand(svg, 0, H, {
          freqX: 0.012,
          freqY: 0.3,
          octaves: 2,
          seed: 9,
          color: shade(base, 0.2),
          gain: 0.45,
          bias: -0.1,
        })
      );
    }),
  'oak-boards': () =>
    surface((svg) =>
      boards(svg, '#c69c6d', {
        count: 5,
        grain: '#8a6238',
        joint: '#5a3d22',
        vary: 0.06,
        knots: true,
      }),
    ),
  marble: () =>
    surface((svg) => {
      const base = '#f1efec';
      return (
        full(base) +
        textureBand(svg, 0, H, {
          freqX: 0.0022,
          freqY: 0.0035,
          octaves: 5,
          seed: 21,
          type: 'turbulence',
          color: '#8d8a86',
          gain: -2.6,
          bias: 0.55,
        }) +
        textureBand(svg, 0, H, {
          freqX: 0.004,
          octaves: 3,
          seed: 5,
          color: '#d9d4cc',
          gain: 0.6,
          bias: -0.1,
        })
      );
    }, 3),
  concrete: () =>
    surface((svg) => {
      const base = '#a9a7a3';
      return (
        full(base) +
        textureBand(svg, 0, H, {
          freqX: 0.008,
          octaves: 5,
          seed: 13,
          color: shade(base, 0.35),
          gain: 0.9,
          bias: -0.3,
        }) +
        textureBand(svg, 0, H, {
          freqX: 0.25,
          octaves: 2,
          seed: 17,
          color: tint(base, 0.4),
          gain: 0.5,
          bias: -0.15,
        })
      );
    }, 6),
  'teak-boards': () =>
    surface((svg) =>
      boards(svg, '#8b5a2b', { count: 4, grain: '#5b3517', joint: '#3a2210', vary: 0.05 }),
    ),
  'rattan-mat': () =>
    surface((svg) => {
      const base = '#d8bf8f';
      const weave = svg.pattern(
        48,
        48,
        rect(0, 0, 24, 48, shade(base, 0.08)) +
          rect(24, 0, 24, 48, tint(base, 0.08)) +
          rect(0, 22, 48, 4, shade(base, 0.3), 'opacity="0.6"'),
      );
      return (
        full(weave) +
        textureBand(svg, 0, H, {
          freqX: 0.02,
          octaves: 3,
          seed: 8,
          color: shade(base, 0.3),
          gain: 0.6,
          bias: -0.2,
        })
      );
    }),
  walnut: () =>
    surface((svg) =>
      boards(svg, '#6b4a33', { count: 3, grain: '#3f2a1b', joint: '#24170e', vary: 0.04 }),
    ),
  'weathered-boards': () =>
    surface((svg) =>
      boards(svg, '#a89a86', {
        count: 5,
        grain: '#6f6353',
        joint: '#463d32',
        vary: 0.1,
        knots: true,
      }),
    ),
  'frosted-acrylic': () =>
    surface(
      (svg) =>
        full(
          svg.linear(
            [
              [0, '#e4e9f0'],
              [1, '#c9d1dc'],
            ],
            0,
            0,
            W,
            H,
          ),
        ) + glow(svg, W * 0.7, H * 0.75, W * 0.6, '#b9d6ff', 0.25),
      2,
      0.6,
    ),
  sandstone: () =>
    surface((svg) => {
      const base = '#d9b98f';
      return (
        full(base) +
        textureBand(svg, 0, H, {
          freqX: 0.01,
          freqY: 0.004,
          octaves: 5,
          seed: 31,
          color: shade(base, 0.25),
          gain: 0.8,
          bias: -0.25,
        })
      );
    }, 6),
};
