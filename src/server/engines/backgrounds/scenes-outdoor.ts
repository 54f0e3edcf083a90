/** Outdoor presets: sky, a distant horizon and a ground plane the subject stands on. */
import type { Scene } from './scene.js';
import { shadedBand, shadedRect } from './shaded-areas.js';
import { bokeh, glow, H, perspectiveFloor, rect, Svg, vignette, W } from './svg-kit.js';
import { textureBand, textureRect } from './texture-overlay.js';

export function sky(svg: Svg, top: string, bottom: string, to = H * 0.6): void {
  svg.add(
    rect(
      0,
      0,
      W,
      to + 4,
      svg.linear(
        [
          [0, top],
          [1, bottom],
        ],
        0,
        0,
        0,
        to,
      ),
    ),
  );
}

/** Soft cumulus clouds from blurred ellipses. */
export function clouds(
  svg: Svg,
  count: number,
  yMin: number,
  yMax: number,
  color = '#ffffff',
  opacity = 0.8,
): void {
  const puffs: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = svg.between(-100, W + 100);
    const cy = svg.between(yMin, yMax);
    for (let j = 0; j < 5; j++) {
      puffs.push(
        `<ellipse cx="${(cx + svg.between(-220, 220)).toFixed(0)}" cy="${(cy + svg.between(-40, 30)).toFixed(0)}" rx="${svg.between(120, 260).toFixed(0)}" ry="${svg.between(50, 100).toFixed(0)}" fill="${color}"/>`,
      );
    }
  }
  svg.add(`<g filter="${svg.blur(30)}" opacity="${opacity}">${puffs.join('')}</g>`);
}

/** A palm tree silhouette: a curved trunk and a crown of fronds. */
export function palm(
  svg: Svg,
  x: number,
  baseY: number,
  height: number,
  lean: number,
  color: string,
): string {
  const topX = x + lean;
  const topY = baseY - height;
  const fronds: string[] = [];
  for (let i = 0; i < 9; i++) {
    const angle = -170 + i * 20 + svg.between(-6, 6);
    const rad = (angle * Math.PI) / 180;
    const len = height * svg.between(0.32, 0.45);
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.6 + len * 0.35;
    const mx = topX + Math.cos(rad) * len * 0.5;
    const my = topY + Math.sin(rad) * len * 0.5 - len * 0.1;
    fronds.push(
      `<path d="M${topX} ${topY} Q${mx} ${my} ${ex} ${ey}" stroke="${color}" stroke-width="${height * 0.035}" stroke-linecap="round" fill="none"/>`,
    );
    fronds.push(
      `<path d="M${topX} ${topY} Q${mx} ${my} ${ex} ${ey}" stroke="${color}" stroke-width="${height * 0.09}" stroke-dasharray="6 14" fill="none" opacity="0.9"/>`,
    );
  }
  return `<path d="M${x - 22} ${baseY} Q${x + lean * 0.2} ${baseY - height * 0.5} ${topX - 8} ${topY} L${topX + 8} ${topY} Q${x + lean * 0.25 + 20} ${baseY - height * 0.5} ${x + 22} ${baseY} Z" fill="${color}"/>${fronds.join('')}`;
}

export const swimmingPool = (): Scene => {
  const svg = new Svg(31);
  sky(svg, '#4a9be0', '#cfe9f7', H * 0.42);
  clouds(svg, 4, H * 0.06, H * 0.25);
  // Far hedge and resort wall.
  svg.add(
    rect(
      0,
      H * 0.36,
      W,
      H * 0.08,
      svg.linear(
        [
          [0, '#f4efe6'],
          [1, '#d9d0c2'],
        ],
        0,
        H * 0.36,
        0,
        H * 0.44,
      ),
    ),
  );
  svg.add(
    bokeh(
      svg,
      30,
      { x: 0, y: H * 0.33, w: W, h: H * 0.06 },
      ['#3f7d3a', '#5d9b4a', '#2f6a30'],
      [50, 110],
      [0.8, 1],
    ),
  );
  svg.add(
    palm(svg, W * 0.1, H * 0.44, H * 0.38, 120, '#2d4a2a'),
    palm(svg, W * 0.92, H * 0.44, H * 0.34, -140, '#2d4a2a'),
  );
  // Pool water with caustic ripples, lighter towards the far edge.
  const waterTop = H * 0.44;
  const waterBottom = H * 0.7;
  svg.add(
    shadedBand(svg, waterTop, waterBottom, [
      [0, '#7fd6e6'],
      [1, '#1ba3c6'],
    ]),
    textureBand(svg, waterTop, waterBottom, {
      freqX: 0.006,
      freqY: 0.02,
      color: '#e9fdff',
      gain: 1.6,
      bias: -0.95,
      type: 'turbulence',
      octaves: 2,
      seed: 9,
    }),
  );
  svg.add(rect(0, waterTop, W, 14, '#ffffff', 'opacity="0.8"'));
  // Coping stones and the tiled deck.
  svg.add(
    rect(0, waterBottom, W, 40, '#efe9df'),
    rect(0, waterBottom + 40, W, 10, '#000', 'opacity="0.15"'),
  );
  svg.add(
    perspectiveFloor(svg, {
      horizon: waterBottom + 40,
      top: '#f3eee6',
      bottom: '#e7e0d4',
      lineColor: '#c8bfb1',
      lineOpacity: 0.6,
      rays: 22,
      rows: 7,
      vanishY: H * 0.35,
    }),
  );
  // Palm shadows across the deck.
  svg.add(
    `<g opacity="0.12" filter="${svg.blur(10)}">${palm(svg, W * 0.15, H * 1.2, H * 0.5, 200, '#000')}</g>`,
  );
  svg.add(glow(svg, W * 0.8, H * 0.05, W * 0.5, '#fffbe6', 0.5));
  svg.add(vignette(svg, 0.2));
  return { svg, depthBlur: 4, grain: 4 };
};

export const goldenBeach = (): Scene => {
  const svg = new Svg(32);
  const seaTop = H * 0.5;
  sky(svg, '#5f9fd6', '#f6dcc0', seaTop);
  clouds(svg, 5, H * 0.1, H * 0.38, '#fff7ee', 0.75);
  svg.add(glow(svg, W * 0.72, seaTop - 80, 700, '#fff1cf', 0.8, 420));
  // Sea bands and sparkle, then wet sand and dry sand.
  svg.add(
    shadedRect(svg, 0, seaTop, W, H * 0.12, [
      [0, '#4f86b4'],
      [1, '#79b4c9'],
    ]),
    textureRect(svg, 0, seaTop, W, H * 0.12, {
      freqX: 0.002,
      freqY: 0.06,
      color: '#ffffff',
      gain: 1.4,
      bias: -0.9,
      octaves: 2,
    }),
  );
  svg.add(
    `<path d="M0 ${H * 0.62} Q${W * 0.3} ${H * 0.6} ${W * 0.6} ${H * 0.625} Q${W * 0.8} ${H * 0.635} ${W} ${H * 0.615} L${W} ${H * 0.65} L0 ${H * 0.65} Z" fill="#f3f6f2" opacity="0.85"/>`,
  );
  svg.add(
    shadedBand(svg, H * 0.63, H, [
      [0, '#c9a77c'],
      [0.15, '#e6cba1'],
      [1, '#d9b88a'],
    ]),
    textureBand(svg, H * 0.63, H, {
      freqX: 0.02,
      freqY: 0.05,
      color: '#8a6a44',
      gain: 0.5,
      bias: -0.15,
    }),
  );
  // Gentle dunes ripples in the sand.
  svg.add(
    `<path d="M0 ${H * 0.8} Q${W * 0.4} ${H * 0.76} ${W} ${H * 0.82}" stroke="#fff4de" stroke-width="24" opacity="0.35" fill="none" filter="${svg.blur(10)}"/>`,
  );
  svg.add(palm(svg, W * 0.02, H * 0.72, H * 0.6, 260, '#3b3a2c'));
  svg.add(vignette(svg, 0.22));
  return { svg, depthBlur: 4, grain: 5 };
};

/** A city skyline of blocks with lit windows. */
export function skyline(
  svg: Svg,
  base: number,
  color: string,
  windowColor: string,
  maxHeight: number,
  lit = 0.3,
): string {
  const parts: string[] = [];
  let x = -20;
  while (x < W) {
    const w = svg.between(90, 220);
    const h = svg.between(maxHeight * 0.3, maxHeight);
    parts.push(rect(x, base - h, w, h + 2, color));
    for (let wy = base - h + 24; wy < base - 20; wy += 38) {
      for (let wx = x + 16; wx < x + w - 22; wx += 34) {
        if (svg.random() < lit)
          parts.push(
            rect(wx, wy, 14, 20, windowColor, `opacity="${svg.between(0.5, 1).toFixed(2)}"`),
          );
      }
    }
    x += w + svg.between(4, 30);
  }
  return parts.join('');
}

export const rooftopTerrace = (): Scene => {
  const svg = new Svg(33);
  const horizon = H * 0.55;
  sky(svg, '#3b3a6b', '#f4a76a', horizon);
  svg.add(glow(svg, W * 0.35, horizon, 900, '#ffcf8a', 0.8, 420));
  svg.add(skyline(svg, horizon, '#2d2a45', '#ffd68a', H * 0.16, 0.35));
  // Glass balustrade with a metal top rail.
  const rail = H * 0.6;
  svg.add(rect(0, horizon, W, rail - horizon + 120, '#c7d4e6', 'opacity="0.18"'));
  svg.add(rect(0, horizon - 20, W, 16, '#2a2a2a'));
  for (let x = 0; x < W; x += 340)
    svg.add(rect(x, horizon - 20, 12, rail - horizon + 140, '#2a2a2a'));
  // String lights in catenaries.
  for (const [y0, sag] of [
    [H * 0.12, 160],
    [H * 0.24, 120],
  ] as const) {
    svg.add(
      `<path d="M-50 ${y0} Q${W / 2} ${y0 + sag * 2} ${W + 50} ${y0}" stroke="#222" stroke-width="4" fill="none"/>`,
    );
    for (let i = 1; i < 16; i++) {
      const t = i / 16;
      const x = -50 + t * (W + 100);
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
      svg.add(
        `<circle cx="${x}" cy="${y + 18}" r="14" fill="#fff3c4"/>`,
        glow(svg, x, y + 18, 70, '#ffd27a', 0.6),
      );
    }
  }
  // Decking.
  svg.add(
    perspectiveFloor(svg, {
      horizon: rail + 120,
      top: '#8a5a3c',
      bottom: '#a77350',
      lineColor: '#3e2618',
      lineOpacity: 0.5,
      rays: 24,
      vanishY: H * 0.4,
    }),
  );
  // Deck grain; the overlay is a whole frame tall and simply runs off the bottom edge.
  svg.add(
    textureRect(svg, 0, rail + 120, W, H, {
      freqX: 0.002,
      freqY: 0.06,
      color: '#3e2618',
      gain: 0.35,
      bias: -0.1,
    }),
  );
  svg.add(glow(svg, W / 2, H * 0.85, W * 0.6, '#ffc98a', 0.25, H * 0.12));
  svg.add(vignette(svg, 0.35));
  return { svg, depthBlur: 5, grain: 5 };
};

export const weddingLawn = (): Scene => {
  const svg = new Svg(34);
  const horizon = H * 0.68;
  sky(svg, '#1c1f3f', '#6b4a6e', horizon);
  // Fairy lights in the trees behind.
  svg.add(
    bokeh(
      svg,
      60,
      { x: 0, y: H * 0.25, w: W, h: H * 0.35 },
      ['#1f3b2a', '#2a4a30'],
      [120, 260],
      [0.8, 1],
    ),
  );
  svg.add(
    bokeh(
      svg,
      140,
      { x: 0, y: 0, w: W, h: H * 0.62 },
      ['#ffd27a', '#ffe7b0', '#ffb35c'],
      [10, 36],
      [0.5, 1],
    ),
  );
  // Floral arch: marigold strands along an arch.
  const cx = W / 2;
  const r = W * 0.42;
  const top = H * 0.18;
  const flowers: string[] = [];
  for (let a = 0; a <= 180; a += 2.2) {
    const rad = (a * Math.PI) / 180;
    const x = cx - Math.cos(rad) * r;
    const y = top + r - Math.sin(rad) * r;
    flowers.push(
      `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${svg.between(30, 44).toFixed(0)}" fill="${svg.pick(['#ff9f1c', '#ffbf00', '#f77f00', '#e63946'])}"/>`,
    );
  }
  for (let y = top + r; y < horizon; y += 34) {
    for (const x of [cx - r, cx + r])
      flowers.push(
        `<circle cx="${x + svg.between(-12, 12)}" cy="${y}" r="${svg.between(28, 40).toFixed(0)}" fill="${svg.pick(['#ff9f1c', '#ffbf00', '#f77f00', '#fff1e6'])}"/>`,
      );
  }
  svg.add(`<g>${flowers.join('')}</g>`);
  // Hanging garlands at the top.
  for (let x = 80; x < W; x += 180) {
    const len = svg.between(260, 520);
    for (let y = 0; y < len; y += 30)
      svg.add(`<circle cx="${x}" cy="${y}" r="16" fill="${y % 60 ? '#ffb703' : '#fb8500'}"/>`);
  }
  svg.add(glow(svg, cx, H * 0.45, W * 0.45, '#ffd9a0', 0.35, H * 0.3));
  // Lawn.
  svg.add(
    shadedBand(svg, horizon, H, [
      [0, '#2f5a2e'],
      [1, '#4f7f3a'],
    ]),
    textureBand(svg, horizon, H, {
      freqX: 0.03,
      freqY: 0.12,
      color: '#a7d07a',
      gain: 0.7,
      bias: -0.3,
    }),
  );
  svg.add(glow(svg, cx, H * 0.86, W * 0.55, '#ffe0a8', 0.3, H * 0.1));
  svg.add(vignette(svg, 0.4));
  return { svg, depthBlur: 5, grain: 5 };
};
