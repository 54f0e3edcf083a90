/** Rustic presets: weathered wood, lime plaster, terracotta and mud walls. */
import type { Scene } from './scene.js';
import { lightWash } from './light-wash.js';
import { shadedBand } from './shaded-areas.js';
import {
  pottedPlant,
  glow,
  H,
  lightBeams,
  rect,
  shade,
  Svg,
  tint,
  vignette,
  W,
} from './svg-kit.js';
import { textureBand } from './texture-overlay.js';
import { texturedFloor } from './textured-floor.js';

export const woodenBarn = (): Scene => {
  const svg = new Svg(71);
  const floorY = H * 0.72;
  // Vertical planks of slightly different tones, with dark gaps.
  let x = 0;
  while (x < W) {
    const w = svg.between(150, 230);
    const tone = svg.pick(['#7a5236', '#8a5f3e', '#6b4630', '#94694a']);
    svg.add(
      rect(
        x,
        0,
        w - 10,
        floorY,
        svg.linear(
          [
            [0, shade(tone, 0.15)],
            [0.5, tone],
            [1, shade(tone, 0.25)],
          ],
          x,
          0,
          x + w,
          0,
        ),
      ),
    );
    svg.add(rect(x + w - 10, 0, 10, floorY, '#1d120b'));
    x += w;
  }
  svg.add(
    textureBand(svg, 0, floorY, {
      freqX: 0.04,
      freqY: 0.0015,
      color: '#2a1a10',
      gain: 0.7,
      bias: -0.25,
      seed: 3,
    }),
  );
  svg.add(
    rect(0, H * 0.3, W, 60, '#5a3a24'),
    rect(0, H * 0.3 + 60, W, 12, '#000', 'opacity="0.3"'),
  );
  svg.add(lightBeams(svg, -300, 0.22, 0.55, 4));
  svg.add(
    texturedFloor(
      svg,
      {
        horizon: floorY,
        top: '#6b4a32',
        bottom: '#8f6646',
        lineColor: '#2a1a10',
        lineOpacity: 0.5,
        rays: 14,
      },
      { freqX: 0.002, freqY: 0.05, color: '#2a1a10', gain: 0.4, bias: -0.12 },
    ),
  );
  // Straw scattered on the floor.
  const straws = Array.from({ length: 160 }, () => {
    const sx = svg.between(0, W);
    const sy = svg.between(floorY + 40, H);
    const a = svg.between(0, Math.PI);
    const l = svg.between(20, 60);
    return `M${sx.toFixed(0)} ${sy.toFixed(0)} l${(Math.cos(a) * l).toFixed(0)} ${(Math.sin(a) * l * 0.3).toFixed(0)}`;
  });
  svg.add(`<path d="${straws.join(' ')}" stroke="#e0c080" stroke-width="5" opacity="0.6"/>`);
  svg.add(glow(svg, W * 0.45, H * 0.5, W * 0.5, '#ffd9a0', 0.25, H * 0.4));
  svg.add(vignette(svg, 0.5, '#140a04'));
  return { svg, depthBlur: 4, grain: 6 };
};

export const terracottaCourtyard = (): Scene => {
  const svg = new Svg(72);
  const floorY = H * 0.7;
  const lime = '#efe0c8';
  svg.add(
    shadedBand(svg, 0, floorY, [
      [0, shade(lime, 0.1)],
      [1, lime],
    ]),
    textureBand(svg, 0, floorY, {
      freqX: 0.005,
      color: '#b08a60',
      gain: 0.55,
      bias: -0.2,
      seed: 17,
    }),
  );
  // A niche with a terracotta border.
  svg.add(
    `<path d="M${W * 0.36} ${floorY} V${H * 0.3} A${W * 0.14} ${W * 0.14} 0 0 1 ${W * 0.64} ${H * 0.3} V${floorY} Z" fill="${shade(lime, 0.12)}" stroke="#b5603a" stroke-width="20"/>`,
  );
  svg.add(
    pottedPlant(svg, W * 0.12, floorY + 160, 1.7, '#b5603a', '#4f7d3a'),
    pottedPlant(svg, W * 0.9, floorY + 120, 1.3, '#c06a42', '#5a8a40'),
  );
  svg.add(
    `<ellipse cx="${W * 0.72}" cy="${floorY - 10}" rx="90" ry="140" fill="${svg.linear(
      [
        [0, '#8a3f22'],
        [0.4, '#c8714a'],
        [1, '#7a371c'],
      ],
      W * 0.72 - 90,
      0,
      W * 0.72 + 90,
      0,
    )}"/>`,
  );
  // Terracotta tiles.
  svg.add(
    texturedFloor(
      svg,
      {
        horizon: floorY,
        top: '#a9583a',
        bottom: '#c56e48',
        lineColor: '#e8cdb0',
        lineOpacity: 0.6,
        rays: 12,
        rows: 7,
      },
      { freqX: 0.01, color: '#5a2410', gain: 0.5, bias: -0.2 },
    ),
  );
  // Hard afternoon shadow of a pergola.
  const slats = Array.from(
    { length: 8 },
    (_, i) =>
      `<polygon points="${i * 300 - 400},0 ${i * 300 - 320},0 ${i * 300 + 500},${H} ${i * 300 + 420},${H}"/>`,
  ).join('');
  svg.add(`<g fill="#3a1a08" opacity="0.13" filter="${svg.blur(6)}">${slats}</g>`);
  svg.add(lightWash(svg, '#fff1d0', 0.25, [W, 0], [0, H]));
  svg.add(vignette(svg, 0.3, '#3a1a08'));
  return { svg, depthBlur: 4, grain: 5 };
};

export const villageCourtyard = (): Scene => {
  const svg = new Svg(73);
  const floorY = H * 0.7;
  const mud = '#b98a5e';
  svg.add(
    shadedBand(svg, 0, floorY, [
      [0, shade(mud, 0.2)],
      [1, tint(mud, 0.08)],
    ]),
    textureBand(svg, 0, floorY, {
      freqX: 0.007,
      color: '#5a3a20',
      gain: 0.6,
      bias: -0.22,
      seed: 23,
    }),
  );
  // Painted border of white motifs (in the manner of wall art) and a lime-washed dado.
  const motif = svg.pattern(
    140,
    120,
    `<g fill="none" stroke="#f4ecdc" stroke-width="6"><circle cx="70" cy="30" r="12"/><path d="M70 42 L50 75 L90 75 Z M70 75 L55 105 M70 75 L85 105 M70 52 L45 62 M70 52 L95 62"/></g>`,
  );
  svg.add(
    rect(0, H * 0.14, W, 120, motif),
    rect(0, H * 0.13, W, 8, '#f4ecdc'),
    rect(0, H * 0.14 + 124, W, 8, '#f4ecdc'),
  );
  svg.add(rect(0, floorY - H * 0.14, W, H * 0.14, '#e9dcc4', 'opacity="0.85"'));
  // A wooden door and a charpai (woven cot) leaning at the side.
  svg.add(
    rect(W * 0.38, H * 0.28, W * 0.24, floorY - H * 0.28, '#5b3a22'),
    rect(W * 0.4, H * 0.3, W * 0.2, floorY - H * 0.3, '#6e4a2c'),
  );
  svg.add(rect(W * 0.5 - 6, H * 0.3, 12, floorY - H * 0.3, '#3a2414'));
  const weave = svg.pattern(
    40,
    40,
    `<path d="M0 0 L40 40 M40 0 L0 40" stroke="#d9b97a" stroke-width="8"/>`,
  );
  svg.add(
    `<g transform="rotate(-12 ${W * 0.84} ${floorY})">${rect(W * 0.76, floorY - 760, 240, 760, weave)}${rect(W * 0.75, floorY - 780, 24, 800, '#6a4626')}${rect(W * 0.76 + 232, floorY - 780, 24, 800, '#6a4626')}</g>`,
  );
  // Earthen floor.
  svg.add(
    shadedBand(svg, floorY, H, [
      [0, '#9a7048'],
      [1, '#b88a5c'],
    ]),
    textureBand(svg, floorY, H, { freqX: 0.015, color: '#4a2e18', gain: 0.55, bias: -0.2 }),
  );
  svg.add(glow(svg, W * 0.2, H * 0.3, W * 0.7, '#ffcf90', 0.35, H * 0.5));
  svg.add(vignette(svg, 0.45, '#2a1608'));
  return { svg, depthBlur: 4, grain: 6 };
};
