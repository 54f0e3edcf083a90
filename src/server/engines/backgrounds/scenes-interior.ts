/** Interior presets: rooms in one-point perspective with daylight, furniture at the sides. */
import type { Scene } from './scene.js';
import { shadedBand, shadedRect } from './shaded-areas.js';
import {
  bokeh,
  glow,
  H,
  lightBeams,
  perspectiveFloor,
  pottedPlant,
  rect,
  shade,
  Svg,
  tint,
  vignette,
  W,
  windowPanes,
} from './svg-kit.js';
import { textureBand, textureRect } from './texture-overlay.js';
import { texturedFloor } from './textured-floor.js';

const HORIZON = H * 0.7;

/** A plaster wall with a little texture and a light gradient. */
function wall(svg: Svg, color: string, bottom = HORIZON, falloff = 0.12): void {
  svg.add(
    shadedBand(svg, 0, bottom, [
      [0, shade(color, falloff)],
      [0.7, color],
      [1, shade(color, falloff * 0.5)],
    ]),
    textureBand(svg, 0, bottom, {
      freqX: 0.004,
      color: shade(color, 0.5),
      gain: 0.25,
      bias: -0.08,
      seed: 7,
    }),
  );
}

function woodFloor(svg: Svg, color: string, rays = 16): void {
  svg.add(
    texturedFloor(
      svg,
      {
        horizon: HORIZON,
        top: shade(color, 0.15),
        bottom: tint(color, 0.05),
        lineColor: shade(color, 0.55),
        lineOpacity: 0.35,
        rays,
      },
      { freqX: 0.002, freqY: 0.05, color: shade(color, 0.6), gain: 0.35, bias: -0.1, seed: 11 },
    ),
  );
  // Skirting board where wall meets floor.
  svg.add(
    rect(0, HORIZON - 26, W, 30, tint(color, 0.55)),
    rect(0, HORIZON + 2, W, 10, '#000', 'opacity="0.12"'),
  );
}

export const modernKitchen = (): Scene => {
  const svg = new Svg(21);
  const counterTop = H * 0.5;
  wall(svg, '#efebe4', counterTop);
  // Subway-tile backsplash between the cabinets and the counter.
  const tile = svg.pattern(
    120,
    60,
    `${rect(0, 0, 120, 60, '#f6f4f0')}<path d="M0 0.5H120M0 30.5H120M0.5 0V30M60.5 30V60" stroke="#d9d4cb" stroke-width="3"/>`,
  );
  svg.add(rect(0, H * 0.3, W, counterTop - H * 0.3, tile));
  // Upper cabinets with a shadow line under them.
  for (let i = 0; i < 6; i++) {
    const x = i * (W / 6) + 6;
    svg.add(
      shadedRect(svg, x, 0, W / 6 - 12, H * 0.28, [
        [0, '#fafaf8'],
        [1, '#e3e0da'],
      ]),
    );
    svg.add(rect(x + W / 12 - 40, H * 0.25, 80, 10, '#b7a48a', 'rx="5"'));
  }
  svg.add(
    shadedRect(svg, 0, H * 0.28, W, 30, [
      [0, '#000', 0.25],
      [1, '#000', 0],
    ]),
  );
  // Warm under-cabinet light on the splash.
  svg.add(
    glow(svg, W * 0.2, H * 0.32, 420, '#fff1d6', 0.5, 160),
    glow(svg, W * 0.8, H * 0.32, 420, '#fff1d6', 0.5, 160),
  );
  // Marble counter and wooden lower cabinets.
  svg.add(
    shadedRect(svg, 0, counterTop, W, 50, [
      [0, '#fbfbfa'],
      [1, '#d8d6d2'],
    ]),
    textureRect(svg, 0, counterTop, W, 50, {
      freqX: 0.01,
      freqY: 0.03,
      color: '#8a8a8a',
      gain: 0.5,
      bias: -0.22,
      type: 'turbulence',
      seed: 4,
    }),
  );
  const lower = HORIZON - counterTop - 50;
  for (let i = 0; i < 5; i++) {
    const x = i * (W / 5) + 8;
    svg.add(
      rect(
        x,
        counterTop + 58,
        W / 5 - 16,
        lower - 12,
        svg.linear(
          [
            [0, '#b98d62'],
            [1, '#8f6a47'],
          ],
          0,
          counterTop,
          0,
          HORIZON,
        ),
      ),
    );
    svg.add(rect(x + W / 10 - 60, counterTop + 90, 120, 10, '#3b3026', 'rx="5"'));
  }
  svg.add(
    textureRect(svg, 0, counterTop + 50, W, lower, {
      freqX: 0.003,
      freqY: 0.04,
      color: '#4a3020',
      gain: 0.4,
      bias: -0.12,
    }),
  );
  // Things on the counter at the sides.
  svg.add(pottedPlant(svg, W * 0.1, counterTop + 4, 0.7, '#e9e4da', '#4f8a4b'));
  svg.add(
    `<rect x="${W * 0.82}" y="${counterTop - 170}" width="130" height="170" rx="16" fill="#d8cbb8"/>`,
  );
  svg.add(
    `<rect x="${W * 0.9}" y="${counterTop - 110}" width="90" height="110" rx="40" fill="#9c8068"/>`,
  );
  // Pendant lamps.
  for (const x of [W * 0.25, W * 0.75]) {
    svg.add(`<line x1="${x}" y1="0" x2="${x}" y2="${H * 0.12}" stroke="#222" stroke-width="5"/>`);
    svg.add(
      `<path d="M${x - 110} ${H * 0.16} Q${x} ${H * 0.08} ${x + 110} ${H * 0.16} Z" fill="#1e1e1e"/>`,
    );
    svg.add(glow(svg, x, H * 0.17, 200, '#ffe2a8', 0.7, 90));
  }
  woodFloor(svg, '#d6bc98', 20);
  svg.add(lightBeams(svg, -400, 0.12));
  svg.add(vignette(svg, 0.3));
  return { svg, depthBlur: 5, grain: 4 };
};

export const cozyLivingRoom = (): Scene => {
  const svg = new Svg(22);
  wall(svg, '#e6d9c6');
  // Framed art above the sofa.
  for (const [x, w, c] of [
    [W * 0.12, 360, '#c9a27e'],
    [W * 0.7, 420, '#8ea5a0'],
  ] as const) {
    svg.add(
      rect(x - 20, H * 0.16 - 20, w + 40, 500, '#3a2f27'),
      rect(x, H * 0.16, w, 460, '#f4efe6'),
    );
    svg.add(
      `<circle cx="${x + w / 2}" cy="${H * 0.16 + 200}" r="${w * 0.3}" fill="${c}" opacity="0.9"/>`,
    );
  }
  // Sofa across the back: seat, back cushions, arms.
  const seatY = H * 0.56;
  svg.add(rect(W * 0.03, seatY - 280, W * 0.94, 300, '#b9a58d', 'rx="60"'));
  for (let i = 0; i < 3; i++)
    svg.add(rect(W * 0.08 + i * W * 0.29, seatY - 250, W * 0.27, 240, '#c9b69e', 'rx="50"'));
  svg.add(
    shadedRect(
      svg,
      W * 0.02,
      seatY,
      W * 0.96,
      200,
      [
        [0, '#c7b39a'],
        [1, '#9b876f'],
      ],
      'rx="40"',
    ),
  );
  svg.add(
    rect(0, seatY - 120, 170, 360, '#a8937a', 'rx="70"'),
    rect(W - 170, seatY - 120, 170, 360, '#a8937a', 'rx="70"'),
  );
  svg.add(
    rect(W * 0.12, seatY - 200, 220, 200, '#d87b4a', 'rx="50" transform="rotate(-8 400 1300)"'),
  );
  svg.add(
    rect(W * 0.72, seatY - 200, 220, 200, '#6f8f8a', 'rx="50" transform="rotate(7 1600 1300)"'),
  );
  woodFloor(svg, '#b88a5e', 14);
  // Rug under the subject.
  svg.add(
    `<ellipse cx="${W / 2}" cy="${H * 0.88}" rx="${W * 0.62}" ry="${H * 0.11}" fill="#efe6d6"/>`,
  );
  svg.add(
    `<ellipse cx="${W / 2}" cy="${H * 0.88}" rx="${W * 0.62}" ry="${H * 0.11}" fill="#000" filter="${svg.texture({ freqX: 0.05, color: '#a89472', gain: 0.6, bias: -0.2 })}"/>`,
  );
  svg.add(
    pottedPlant(svg, W * 0.08, H * 0.8, 1.5, '#7c6a58', '#3f7a3d'),
    pottedPlant(svg, W * 0.93, H * 0.78, 1.3, '#e8e1d4', '#4c8a48'),
  );
  svg.add(lightBeams(svg, 200, 0.14, 0.35));
  svg.add(glow(svg, W * 0.5, H * 0.45, W * 0.6, '#fff3de', 0.35, H * 0.35));
  svg.add(vignette(svg, 0.32));
  return { svg, depthBlur: 6, grain: 4 };
};

export const boutiqueStore = (): Scene => {
  const svg = new Svg(23);
  wall(svg, '#efe7dc');
  // Arched mirror niche behind the subject.
  svg.add(
    `<path d="M${W * 0.3} ${HORIZON} V${H * 0.25} A${W * 0.2} ${W * 0.2} 0 0 1 ${W * 0.7} ${H * 0.25} V${HORIZON} Z" fill="${svg.linear(
      [
        [0, '#f7f1e8'],
        [1, '#d9cfc1'],
      ],
    )}" stroke="#c2a36b" stroke-width="16"/>`,
  );
  // Garment rails on both sides with hanging clothes.
  const colors = [
    '#c0392b',
    '#f3d9c0',
    '#2c3e50',
    '#e8b4a0',
    '#7d9d8c',
    '#f1c40f',
    '#ecf0f1',
    '#8e5a3c',
    '#b0a8d8',
  ];
  for (const [x0, x1] of [
    [W * 0.02, W * 0.27],
    [W * 0.73, W * 0.98],
  ] as const) {
    svg.add(rect(x0, H * 0.2, x1 - x0, 14, '#b8975a'));
    for (let x = x0 + 20; x < x1 - 40; x += svg.between(46, 70)) {
      const len = svg.between(420, 760);
      svg.add(
        `<path d="M${x} ${H * 0.21} q12 -30 24 0" stroke="#7a6a50" stroke-width="5" fill="none"/>`,
      );
      svg.add(
        `<path d="M${x - 34} ${H * 0.215 + 20} h116 l-12 ${len} h-92 z" fill="${svg.pick(colors)}"/>`,
      );
      svg.add(
        `<path d="M${x + 40} ${H * 0.215 + 20} v${len}" stroke="#000" stroke-opacity="0.18" stroke-width="8"/>`,
      );
    }
  }
  // Warm spotlights from the ceiling.
  for (const x of [W * 0.15, W * 0.5, W * 0.85]) {
    svg.add(glow(svg, x, 20, 90, '#fff0c8', 1));
    svg.add(
      `<polygon points="${x - 60},0 ${x + 60},0 ${x + 340},${HORIZON} ${x - 340},${HORIZON}" fill="#fff3da" opacity="0.16" filter="${svg.blur(40)}"/>`,
    );
  }
  woodFloor(svg, '#8d6748', 18);
  svg.add(
    `<ellipse cx="${W / 2}" cy="${H * 0.86}" rx="${W * 0.5}" ry="${H * 0.09}" fill="#fff3da" opacity="0.18" filter="${svg.blur(40)}"/>`,
  );
  svg.add(vignette(svg, 0.4));
  return { svg, depthBlur: 6, grain: 4 };
};

export const sunlitCafe = (): Scene => {
  const svg = new Svg(24);
  wall(svg, '#f1ede6');
  // A wall of tall windows with soft greenery outside.
  const sky: readonly (readonly [number, string])[] = [
    [0, '#dcefff'],
    [0.6, '#f4f8f4'],
    [1, '#cfe3c2'],
  ];
  svg.add(
    windowPanes(svg, W * 0.06, H * 0.08, W * 0.88, H * 0.5, {
      frame: '#2b2b2b',
      cols: 4,
      rows: 2,
      sky,
      frameWidth: 20,
    }),
  );
  svg.add(
    bokeh(
      svg,
      40,
      { x: W * 0.08, y: H * 0.3, w: W * 0.84, h: H * 0.25 },
      ['#9bc48a', '#6fa35f', '#c9e0b5'],
      [40, 110],
      [0.3, 0.6],
    ),
  );
  // Pendant lamps.
  for (const x of [W * 0.2, W * 0.5, W * 0.8]) {
    svg.add(`<line x1="${x}" y1="0" x2="${x}" y2="${H * 0.1}" stroke="#333" stroke-width="4"/>`);
    svg.add(
      `<circle cx="${x}" cy="${H * 0.12}" r="70" fill="#f8d9a0"/>`,
      glow(svg, x, H * 0.12, 220, '#ffe4b0', 0.6),
    );
  }
  // Tables and chairs at the sides.
  for (const x of [W * 0.1, W * 0.9]) {
    svg.add(
      `<ellipse cx="${x}" cy="${H * 0.63}" rx="200" ry="34" fill="#c9a47c"/>`,
      rect(x - 12, H * 0.63, 24, H * 0.1, '#333'),
    );
    svg.add(
      rect(x - 200, H * 0.6, 18, H * 0.14, '#3a2c22'),
      rect(x + 180, H * 0.6, 18, H * 0.14, '#3a2c22'),
    );
  }
  // Terrazzo floor.
  svg.add(
    perspectiveFloor(svg, {
      horizon: HORIZON,
      top: '#ddd6cc',
      bottom: '#ece7df',
      lineColor: '#b9b0a3',
      lineOpacity: 0.25,
      rows: 6,
    }),
  );
  const chips = svg.pattern(
    160,
    160,
    ['#c48a6a', '#7f9a8c', '#d8c2a0', '#8c8c8c']
      .map(
        (c, i) =>
          `<circle cx="${20 + i * 37}" cy="${(i * 53) % 160}" r="${6 + (i % 2) * 5}" fill="${c}"/>`,
      )
      .join(''),
  );
  svg.add(rect(0, HORIZON, W, H - HORIZON, chips, 'opacity="0.5"'));
  svg.add(lightBeams(svg, -200, 0.16, 0.3, 4));
  svg.add(vignette(svg, 0.28));
  return { svg, depthBlur: 6, grain: 4 };
};

export const minimalBedroom = (): Scene => {
  const svg = new Svg(25);
  wall(svg, '#ece6dd');
  const bedTop = H * 0.45;
  // Wooden headboard, linen bed, side tables with lamps.
  // One box, shaded then grained like wood.
  const headboard = [W * 0.12, bedTop - 420, W * 0.76, 520] as const;
  svg.add(
    shadedRect(
      svg,
      ...headboard,
      [
        [0, '#b48a60'],
        [1, '#8a6645'],
      ],
      'rx="24"',
    ),
    textureRect(
      svg,
      ...headboard,
      { freqX: 0.002, freqY: 0.06, color: '#3e2a18', gain: 0.4, bias: -0.1 },
      'rx="24"',
    ),
  );
  svg.add(
    rect(W * 0.16, bedTop - 60, W * 0.3, 180, '#f7f4ef', 'rx="60"'),
    rect(W * 0.54, bedTop - 60, W * 0.3, 180, '#f7f4ef', 'rx="60"'),
  );
  svg.add(
    rect(
      W * 0.1,
      bedTop + 80,
      W * 0.8,
      H * 0.2,
      svg.linear(
        [
          [0, '#f3efe8'],
          [1, '#d9d1c4'],
        ],
        0,
        bedTop,
        0,
        bedTop + H * 0.2,
      ),
      'rx="40"',
    ),
  );
  svg.add(rect(W * 0.1, bedTop + 300, W * 0.8, H * 0.2 - 220, '#c9b8a0', 'rx="30"'));
  for (const x of [W * 0.02, W * 0.88]) {
    svg.add(rect(x, bedTop + 40, W * 0.1, H * 0.17, '#9a7552'));
    svg.add(
      rect(x + W * 0.05 - 8, bedTop - 150, 16, 190, '#333'),
      `<path d="M${x + W * 0.05 - 90} ${bedTop - 150} h180 l-40 -150 h-100 z" fill="#f5ead7"/>`,
    );
    svg.add(glow(svg, x + W * 0.05, bedTop - 220, 300, '#ffe6b8', 0.55));
  }
  woodFloor(svg, '#c9a77f', 16);
  svg.add(lightBeams(svg, 600, 0.12, 0.4));
  svg.add(vignette(svg, 0.3));
  return { svg, depthBlur: 6, grain: 4 };
};
