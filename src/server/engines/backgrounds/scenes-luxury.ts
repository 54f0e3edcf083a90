/** Luxury presets: marble, gold and velvet with polished, reflective floors. */
import type { Scene } from './scene.js';
import { shadedBand } from './shaded-areas.js';
import { bokeh, glow, H, rect, shade, Svg, tint, vignette, W } from './svg-kit.js';
import { textureBand, textureRect } from './texture-overlay.js';

/** White marble with grey veins (turbulence squeezed into thin lines). */
export function marble(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  base: string,
  vein: string,
  seed = 3,
): string {
  return (
    rect(x, y, w, h, base) +
    textureRect(svg, x, y, w, h, {
      freqX: 0.0025,
      freqY: 0.006,
      color: vein,
      gain: -4,
      bias: 0.55,
      type: 'turbulence',
      octaves: 5,
      seed,
    }) +
    textureRect(svg, x, y, w, h, {
      freqX: 0.004,
      color: shade(base, 0.2),
      gain: 0.4,
      bias: -0.1,
      seed: seed + 2,
    })
  );
}

/** A polished floor: the scene above, mirrored faintly. */
function reflection(svg: Svg, floorY: number, markup: string, opacity: number): string {
  return `<g opacity="${opacity}" filter="${svg.blur(12)}" transform="translate(0 ${2 * floorY}) scale(1 -1)">${markup}</g>`;
}

export const marbleHall = (): Scene => {
  const svg = new Svg(51);
  const floorY = H * 0.7;
  const wall = marble(svg, 0, 0, W, floorY, '#f2efea', '#8e8a86', 3);
  // Columns with lit edges.
  const columns = [W * 0.05, W * 0.83]
    .map(
      (x) =>
        rect(
          x,
          0,
          W * 0.12,
          floorY,
          svg.linear(
            [
              [0, '#cfc9c0'],
              [0.35, '#fbf9f5'],
              [1, '#b9b2a8'],
            ],
            x,
            0,
            x + W * 0.12,
            0,
          ),
        ) +
        rect(x - 20, floorY - 90, W * 0.12 + 40, 90, '#e2dcd2') +
        rect(x - 20, 0, W * 0.12 + 40, 70, '#e2dcd2'),
    )
    .join('');
  const trim = rect(0, floorY - 30, W, 30, '#c8a96a');
  svg.add(wall, columns, trim);
  svg.add(marble(svg, 0, floorY, W, H - floorY, '#ebe7e1', '#9a958f', 8));
  svg.add(reflection(svg, floorY, columns + trim, 0.35));
  svg.add(
    shadedBand(svg, floorY, H, [
      [0, '#ffffff', 0.25],
      [1, '#ffffff', 0],
    ]),
  );
  svg.add(glow(svg, W / 2, H * 0.4, W * 0.6, '#fff7e6', 0.4, H * 0.35));
  svg.add(vignette(svg, 0.3));
  return { svg, depthBlur: 4, grain: 3 };
};

export const goldLounge = (): Scene => {
  const svg = new Svg(52);
  const floorY = H * 0.7;
  const green = '#1f4a3d';
  svg.add(
    shadedBand(svg, 0, floorY, [
      [0, shade(green, 0.4)],
      [0.6, green],
      [1, shade(green, 0.3)],
    ]),
  );
  // Art deco fan motifs in gold.
  const fan = svg.pattern(
    256,
    160,
    `<g fill="none" stroke="#c9a45c" stroke-width="5">${[40, 70, 100, 128].map((r) => `<path d="M${128 - r} 160 A${r} ${r} 0 0 1 ${128 + r} 160"/>`).join('')}<path d="M128 160 L128 32 M128 160 L60 60 M128 160 L196 60"/></g>`,
  );
  svg.add(rect(0, 0, W, floorY, fan, 'opacity="0.55"'));
  // Gold panels framing a dark niche behind the subject.
  svg.add(
    rect(W * 0.26, H * 0.1, W * 0.48, floorY - H * 0.1, shade(green, 0.35)),
    rect(
      W * 0.26,
      H * 0.1,
      W * 0.48,
      floorY - H * 0.1,
      'none',
      'stroke="#d4b06a" stroke-width="22"',
    ),
  );
  // Sconces.
  for (const x of [W * 0.13, W * 0.87]) {
    svg.add(
      `<path d="M${x - 50} ${H * 0.34} h100 l-30 90 h-40 z" fill="#d4b06a"/>`,
      glow(svg, x, H * 0.32, 360, '#ffd58a', 0.7, 420),
    );
  }
  svg.add(rect(0, floorY - 24, W, 24, '#d4b06a'));
  // Dark herringbone-ish floor with a warm sheen.
  svg.add(
    shadedBand(svg, floorY, H, [
      [0, '#2a1a12'],
      [1, '#4a2d1c'],
    ]),
  );
  const herring = svg.pattern(
    120,
    60,
    `<path d="M0 60 L60 0 M60 60 L120 0 M0 0 L60 60 M60 0 L120 60" stroke="#1a0f08" stroke-width="5" opacity="0.6"/>`,
  );
  svg.add(rect(0, floorY, W, H - floorY, herring));
  svg.add(glow(svg, W / 2, floorY + 120, W * 0.6, '#ffcf80', 0.25, 200));
  svg.add(vignette(svg, 0.5));
  return { svg, depthBlur: 5, grain: 4 };
};

export const velvetDrapes = (): Scene => {
  const svg = new Svg(53);
  const floorY = H * 0.76;
  const red = '#7a1426';
  // Folds: repeating light and dark vertical bands, with random widths.
  let x = -40;
  const folds: string[] = [];
  while (x < W + 40) {
    const w = svg.between(110, 190);
    folds.push(
      rect(
        x,
        0,
        w + 2,
        floorY + 40,
        svg.linear(
          [
            [0, shade(red, 0.55)],
            [0.45, tint(red, 0.22)],
            [0.6, red],
            [1, shade(red, 0.6)],
          ],
          x,
          0,
          x + w,
          0,
        ),
      ),
    );
    x += w;
  }
  svg.add(folds.join(''));
  svg.add(
    textureBand(svg, 0, floorY + 40, {
      freqX: 0.3,
      color: '#000000',
      gain: 0.3,
      bias: -0.05,
      octaves: 2,
    }),
  );
  // Swag at the top.
  svg.add(
    `<path d="M0 0 H${W} V120 Q${W * 0.75} 330 ${W / 2} 160 Q${W * 0.25} 330 0 120 Z" fill="${svg.linear(
      [
        [0, shade(red, 0.3)],
        [1, shade(red, 0.6)],
      ],
      0,
      0,
      0,
      330,
    )}"/>`,
  );
  svg.add(
    `<path d="M0 112 Q${W * 0.25} 322 ${W / 2} 152 Q${W * 0.75} 322 ${W} 112" stroke="#d4af6a" stroke-width="16" fill="none"/>`,
  );
  svg.add(
    shadedBand(svg, floorY, H, [
      [0, '#2a1a14'],
      [1, '#140c09'],
    ]),
  );
  svg.add(glow(svg, W / 2, H * 0.5, W * 0.55, '#ffd7b0', 0.45, H * 0.42));
  svg.add(glow(svg, W / 2, H * 0.88, W * 0.5, '#ffcfa0', 0.3, H * 0.07));
  svg.add(vignette(svg, 0.6));
  return { svg, depthBlur: 3, grain: 4 };
};

export const grandBallroom = (): Scene => {
  const svg = new Svg(54);
  const floorY = H * 0.7;
  const cream = '#efe4cf';
  svg.add(
    shadedBand(svg, 0, floorY, [
      [0, shade(cream, 0.2)],
      [1, cream],
    ]),
  );
  // Panel mouldings.
  const panels: string[] = [];
  for (let i = 0; i < 5; i++) {
    const px = i * (W / 5) + 60;
    panels.push(
      rect(
        px,
        H * 0.22,
        W / 5 - 120,
        floorY - H * 0.28,
        'none',
        'stroke="#c9b48c" stroke-width="10" rx="10"',
      ),
    );
  }
  svg.add(
    panels.join(''),
    rect(0, H * 0.16, W, 24, '#c9a86a'),
    rect(0, floorY - 40, W, 40, '#d8c6a0'),
  );
  // Chandelier: tiers of crystals glowing.
  const cx = W / 2;
  svg.add(
    `<line x1="${cx}" y1="0" x2="${cx}" y2="${H * 0.08}" stroke="#b8964e" stroke-width="8"/>`,
  );
  for (const [ty, tr, n] of [
    [H * 0.1, 160, 10],
    [H * 0.14, 280, 16],
    [H * 0.18, 380, 22],
  ] as const) {
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI;
      const x = cx - Math.cos(a) * tr;
      const y = ty + Math.sin(a) * 36;
      svg.add(`<path d="M${x} ${y} l10 40 l-10 30 l-10 -30 z" fill="#fffaf0"/>`);
    }
  }
  svg.add(glow(svg, cx, H * 0.14, 620, '#fff0c8', 0.85, 360));
  svg.add(
    bokeh(
      svg,
      40,
      { x: W * 0.1, y: H * 0.05, w: W * 0.8, h: H * 0.3 },
      ['#fff3d0', '#ffe0a0'],
      [14, 40],
    ),
  );
  // Glossy floor with the room mirrored in it.
  svg.add(
    shadedBand(svg, floorY, H, [
      [0, '#b89a70'],
      [1, '#e6d3b3'],
    ]),
  );
  svg.add(reflection(svg, floorY, panels.join(''), 0.25));
  svg.add(glow(svg, cx, floorY + 250, 500, '#fff0c8', 0.35, 180));
  svg.add(textureBand(svg, 0, H, { freqX: 0.003, color: '#7a5a2a', gain: 0.25, bias: -0.08 }));
  svg.add(vignette(svg, 0.35, '#2a1a08'));
  return { svg, depthBlur: 5, grain: 4 };
};
