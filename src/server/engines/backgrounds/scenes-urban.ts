/** Urban presets: night streets, murals, brick and concrete. */
import type { Scene } from './scene.js';
import { skyline } from './scenes-outdoor.js';
import { shadedBand } from './shaded-areas.js';
import { bokeh, full, glow, H, rect, shade, Svg, tint, vignette, W } from './svg-kit.js';
import { textureBand } from './texture-overlay.js';
import { texturedFloor } from './textured-floor.js';

/** A glowing neon tube: a blurred halo under a bright core. */
function neon(svg: Svg, d: string, color: string, width = 14): string {
  return (
    `<path d="${d}" stroke="${color}" stroke-width="${width * 4}" fill="none" opacity="0.55" filter="${svg.blur(28)}" stroke-linecap="round"/>` +
    `<path d="${d}" stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round"/>` +
    `<path d="${d}" stroke="#ffffff" stroke-width="${width * 0.35}" fill="none" opacity="0.8" stroke-linecap="round"/>`
  );
}

export const neonCity = (): Scene => {
  const svg = new Svg(61);
  const street = H * 0.66;
  svg.add(
    full(
      svg.linear(
        [
          [0, '#07061a'],
          [0.6, '#1d1240'],
          [1, '#2a1440'],
        ],
        0,
        0,
        0,
        street,
      ),
    ),
  );
  svg.add(skyline(svg, street, '#120d26', '#7b6cff', H * 0.5, 0.18));
  svg.add(
    bokeh(
      svg,
      70,
      { x: 0, y: H * 0.3, w: W, h: H * 0.35 },
      ['#ff2e93', '#23e5ff', '#ffd23f', '#8a5cff'],
      [18, 60],
      [0.35, 0.8],
    ),
  );
  // Signs on the buildings.
  svg.add(neon(svg, `M${W * 0.06} ${H * 0.2} h${W * 0.2} v${H * 0.09} h${-W * 0.2} z`, '#ff2e93'));
  svg.add(neon(svg, `M${W * 0.78} ${H * 0.12} v${H * 0.3}`, '#23e5ff', 18));
  svg.add(neon(svg, `M${W * 0.1} ${H * 0.42} q120 -120 240 0 t240 0`, '#23e5ff'));
  svg.add(neon(svg, `M${W * 0.72} ${H * 0.5} h${W * 0.22}`, '#ffd23f'));
  svg.add(neon(svg, `M${W * 0.84} ${H * 0.16} a90 90 0 1 1 -1 0`, '#8a5cff'));
  // Wet street reflecting the lights as vertical streaks.
  svg.add(
    shadedBand(svg, street, H, [
      [0, '#1a1030'],
      [1, '#0a0812'],
    ]),
  );
  const streaks: string[] = [];
  for (let i = 0; i < 40; i++) {
    const x = svg.between(0, W);
    streaks.push(
      rect(
        x,
        street,
        svg.between(10, 50),
        svg.between(200, 700),
        svg.pick(['#ff2e93', '#23e5ff', '#ffd23f', '#8a5cff']),
        `opacity="${svg.between(0.15, 0.4).toFixed(2)}"`,
      ),
    );
  }
  svg.add(`<g filter="${svg.blur(18)}">${streaks.join('')}</g>`);
  svg.add(
    textureBand(svg, street, H, {
      freqX: 0.01,
      freqY: 0.04,
      color: '#000000',
      gain: 0.6,
      bias: -0.2,
    }),
  );
  svg.add(glow(svg, W / 2, H * 0.86, W * 0.5, '#ff7ac0', 0.18, H * 0.08));
  svg.add(vignette(svg, 0.5));
  return { svg, depthBlur: 6, grain: 6 };
};

export const streetArt = (): Scene => {
  const svg = new Svg(62);
  const floorY = H * 0.72;
  svg.add(rect(0, 0, W, floorY, '#ece4d6'));
  // Bold mural shapes.
  const palette = [
    '#ff5d8f',
    '#ffd23f',
    '#3bceac',
    '#0ead69',
    '#3a86ff',
    '#8338ec',
    '#fb5607',
    '#111111',
  ];
  for (let i = 0; i < 14; i++) {
    const cx = svg.between(-100, W + 100);
    const cy = svg.between(0, floorY);
    const r = svg.between(140, 420);
    const color = svg.pick(palette);
    const kind = i % 4;
    if (kind === 0) svg.add(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`);
    else if (kind === 1)
      svg.add(
        `<path d="M${cx - r} ${cy} Q${cx - r / 2} ${cy - r} ${cx} ${cy} T${cx + r} ${cy} T${cx + 2 * r} ${cy}" stroke="${color}" stroke-width="${r * 0.28}" fill="none" stroke-linecap="round"/>`,
      );
    else if (kind === 2)
      svg.add(
        `<polygon points="${cx},${cy - r} ${cx + r},${cy + r * 0.7} ${cx - r},${cy + r * 0.7}" fill="${color}" transform="rotate(${svg.between(-40, 40)} ${cx} ${cy})"/>`,
      );
    else
      svg.add(
        `<path d="M${cx - r} ${cy} l${r / 3} ${-r / 2} l${r / 3} ${r / 2} l${r / 3} ${-r / 2} l${r / 3} ${r / 2} l${r / 3} ${-r / 2}" stroke="${color}" stroke-width="40" fill="none" stroke-linejoin="round"/>`,
      );
  }
  // Outlines and dots, spray style.
  svg.add(
    `<g fill="#111">${Array.from({ length: 80 }, () => `<circle cx="${svg.between(0, W).toFixed(0)}" cy="${svg.between(0, floorY).toFixed(0)}" r="${svg.between(4, 14).toFixed(0)}"/>`).join('')}</g>`,
  );
  svg.add(
    `<g fill="#fff" opacity="0.9">${Array.from({ length: 40 }, () => `<circle cx="${svg.between(0, W).toFixed(0)}" cy="${svg.between(0, floorY).toFixed(0)}" r="${svg.between(6, 20).toFixed(0)}"/>`).join('')}</g>`,
  );
  // Wall texture, then sidewalk.
  svg.add(
    textureBand(svg, 0, floorY, { freqX: 0.01, color: '#3a3530', gain: 0.5, bias: -0.2, seed: 8 }),
  );
  svg.add(
    texturedFloor(
      svg,
      {
        horizon: floorY,
        top: '#9a958e',
        bottom: '#bdb8b0',
        lineColor: '#5e5a55',
        lineOpacity: 0.5,
        rows: 4,
        rays: 6,
      },
      { freqX: 0.03, color: '#3a3530', gain: 0.5, bias: -0.2 },
    ),
  );
  svg.add(rect(0, floorY, W, 20, '#000', 'opacity="0.2"'));
  svg.add(
    full(
      svg.linear(
        [
          [0, '#fff8e0', 0.2],
          [1, '#000', 0.15],
        ],
        0,
        0,
        W,
        H,
      ),
    ),
  );
  svg.add(vignette(svg, 0.3));
  return { svg, depthBlur: 4, grain: 5 };
};

export const brickLoft = (): Scene => {
  const svg = new Svg(63);
  const floorY = H * 0.72;
  // Bricks: a running-bond pattern, each course tinted by noise so no two look alike.
  const brick = svg.pattern(
    180,
    90,
    `${rect(0, 0, 180, 90, '#d8cfc2')}${rect(4, 4, 172, 38, '#9c4a32', 'rx="3"')}${rect(-86, 49, 172, 38, '#a85438', 'rx="3"')}${rect(94, 49, 172, 38, '#8f4129', 'rx="3"')}`,
  );
  svg.add(rect(0, 0, W, floorY, brick));
  svg.add(
    textureBand(svg, 0, floorY, { freqX: 0.02, color: '#3a1a10', gain: 0.7, bias: -0.25, seed: 4 }),
    textureBand(svg, 0, floorY, { freqX: 0.003, color: '#f0d8c0', gain: 0.5, bias: -0.2, seed: 6 }),
  );
  // Steel-framed window spilling daylight.
  svg.add(
    rect(
      W * 0.62,
      H * 0.08,
      W * 0.32,
      H * 0.36,
      svg.linear([
        [0, '#e8f0f4'],
        [1, '#c8d6dc'],
      ]),
    ),
  );
  for (let i = 0; i <= 4; i++)
    svg.add(rect(W * 0.62 + (i * W * 0.32) / 4 - 8, H * 0.08, 16, H * 0.36, '#222'));
  for (let i = 0; i <= 5; i++)
    svg.add(rect(W * 0.62, H * 0.08 + (i * H * 0.36) / 5 - 8, W * 0.32, 16, '#222'));
  svg.add(
    `<polygon points="${W * 0.62},${H * 0.44} ${W * 0.94},${H * 0.44} ${W * 0.6},${H} ${W * 0.05},${H}" fill="#fff6e6" opacity="0.14" filter="${svg.blur(30)}"/>`,
  );
  // Polished concrete floor.
  svg.add(
    texturedFloor(
      svg,
      {
        horizon: floorY,
        top: '#8e8a85',
        bottom: '#b3aea7',
        lineColor: '#4d4a46',
        lineOpacity: 0.4,
        rows: 3,
        rays: 4,
      },
      { freqX: 0.006, color: '#4a4744', gain: 0.5, bias: -0.2 },
    ),
  );
  svg.add(vignette(svg, 0.4));
  return { svg, depthBlur: 4, grain: 5 };
};

export const concreteMinimal = (): Scene => {
  const svg = new Svg(64);
  const floorY = H * 0.72;
  const grey = '#b9b6b1';
  svg.add(
    shadedBand(svg, 0, floorY, [
      [0, shade(grey, 0.15)],
      [1, tint(grey, 0.1)],
    ]),
    textureBand(svg, 0, floorY, {
      freqX: 0.006,
      color: '#5c5955',
      gain: 0.45,
      bias: -0.18,
      seed: 13,
    }),
  );
  // Form-tie holes in a grid, as on cast concrete.
  for (let y = H * 0.12; y < floorY - 100; y += 420)
    for (let x = 200; x < W; x += 560)
      svg.add(`<circle cx="${x}" cy="${y}" r="14" fill="#6e6b67"/>`);
  svg.add(
    `<path d="M0 ${H * 0.33} H${W} M0 ${H * 0.5} H${W}" stroke="#8f8b86" stroke-width="4" opacity="0.5"/>`,
  );
  // A raking shadow and a wedge of sunlight.
  svg.add(
    `<polygon points="0,0 ${W * 0.55},0 ${W * 0.15},${H} 0,${H}" fill="#2a2724" opacity="0.22" filter="${svg.blur(12)}"/>`,
  );
  svg.add(
    `<polygon points="${W * 0.62},0 ${W},0 ${W},${H} ${W * 0.35},${H}" fill="#fff4e0" opacity="0.14" filter="${svg.blur(16)}"/>`,
  );
  svg.add(
    texturedFloor(
      svg,
      {
        horizon: floorY,
        top: shade(grey, 0.2),
        bottom: tint(grey, 0.05),
        lineColor: '#6e6b67',
        lineOpacity: 0.5,
        rows: 3,
        rays: 4,
      },
      { freqX: 0.01, color: '#5c5955', gain: 0.35, bias: -0.15 },
    ),
  );
  svg.add(vignette(svg, 0.3));
  return { svg, depthBlur: 3, grain: 5 };
};
