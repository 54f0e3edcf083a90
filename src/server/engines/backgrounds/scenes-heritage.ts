/** Heritage presets: Indian architecture in warm light. */
import type { Scene } from './scene.js';
import { lightWash } from './light-wash.js';
import { clouds, sky } from './scenes-outdoor.js';
import { shadedBand, shadedRect } from './shaded-areas.js';
import {
  archPath,
  full,
  glow,
  H,
  perspectiveFloor,
  rect,
  shade,
  Svg,
  tint,
  vignette,
  W,
} from './svg-kit.js';
import { textureBand, textureRect } from './texture-overlay.js';
import { texturedFloor } from './textured-floor.js';

/** A stone surface: base colour, fine grain and larger blotches. */
function stone(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  seed = 5,
): string {
  return (
    rect(x, y, w, h, color) +
    textureRect(svg, x, y, w, h, {
      freqX: 0.012,
      color: shade(color, 0.45),
      gain: 0.55,
      bias: -0.2,
      seed,
    }) +
    textureRect(svg, x, y, w, h, {
      freqX: 0.0025,
      color: tint(color, 0.4),
      gain: 0.5,
      bias: -0.2,
      seed: seed + 1,
    })
  );
}

export const sandstoneFort = (): Scene => {
  const svg = new Svg(41);
  const sand = '#d39a5e';
  const floorY = H * 0.72;
  svg.add(stone(svg, 0, 0, W, floorY, sand, 5));
  // Three arches: deep shadowed recesses with a lit inner wall.
  const arches = [
    [W * 0.04, W * 0.26],
    [W * 0.34, W * 0.32],
    [W * 0.7, W * 0.26],
  ] as const;
  for (const [x, w] of arches) {
    const top = x === W * 0.34 ? H * 0.14 : H * 0.24;
    const d = archPath(x, top, w, floorY - top, 'cusped');
    svg.add(
      `<path d="${d}" fill="${svg.linear(
        [
          [0, '#6b3b1c'],
          [1, '#a4622f'],
        ],
        0,
        top,
        0,
        floorY,
      )}"/>`,
    );
    svg.add(`<path d="${d}" fill="none" stroke="${tint(sand, 0.25)}" stroke-width="26"/>`);
    svg.add(
      `<path d="${d}" fill="none" stroke="${shade(sand, 0.4)}" stroke-width="6" transform="translate(10 10)" opacity="0.6"/>`,
    );
  }
  // Carved band above the arches.
  const band = svg.pattern(
    80,
    80,
    `<circle cx="40" cy="40" r="22" fill="none" stroke="${shade(sand, 0.35)}" stroke-width="6"/><path d="M40 10 L46 40 L40 70 L34 40 Z" fill="${shade(sand, 0.3)}"/>`,
  );
  svg.add(
    rect(0, H * 0.05, W, 80, band),
    rect(0, H * 0.05 - 12, W, 12, shade(sand, 0.3)),
    rect(0, H * 0.05 + 80, W, 12, shade(sand, 0.3)),
  );
  // Golden light raking from the left.
  svg.add(
    full(
      svg.linear(
        [
          [0, '#ffe2a8', 0.45],
          [0.6, '#ffe2a8', 0],
          [1, '#5a2a10', 0.25],
        ],
        0,
        0,
        W,
        H * 0.4,
      ),
    ),
  );
  svg.add(
    texturedFloor(
      svg,
      {
        horizon: floorY,
        top: shade(sand, 0.1),
        bottom: tint(sand, 0.1),
        lineColor: shade(sand, 0.5),
        lineOpacity: 0.45,
        rays: 9,
        rows: 5,
      },
      { freqX: 0.01, color: shade(sand, 0.4), gain: 0.4, bias: -0.15, seed: 9 },
    ),
  );
  svg.add(vignette(svg, 0.35, '#2a1206'));
  return { svg, depthBlur: 4, grain: 5 };
};

export const palaceCourtyard = (): Scene => {
  const svg = new Svg(42);
  const marble = '#f1ede6';
  const floorY = H * 0.7;
  svg.add(stone(svg, 0, 0, W, floorY, marble, 12));
  // Jali (lattice) screens inside cusped arches.
  const jali = svg.pattern(
    64,
    64,
    `${rect(0, 0, 64, 64, '#e9e2d6')}<circle cx="32" cy="32" r="20" fill="#c9b9a0"/><circle cx="0" cy="0" r="12" fill="#c9b9a0"/><circle cx="64" cy="0" r="12" fill="#c9b9a0"/><circle cx="0" cy="64" r="12" fill="#c9b9a0"/><circle cx="64" cy="64" r="12" fill="#c9b9a0"/>`,
  );
  for (const [x, w] of [
    [W * 0.03, W * 0.26],
    [W * 0.71, W * 0.26],
  ] as const) {
    const d = archPath(x, H * 0.2, w, floorY - H * 0.2, 'cusped');
    svg.add(`<path d="${d}" fill="${jali}"/>`, `<path d="${d}" fill="#fff8e8" opacity="0.25"/>`);
    svg.add(`<path d="${d}" fill="none" stroke="#d8ccb8" stroke-width="24"/>`);
  }
  // Central open arch onto a pale sky.
  const d = archPath(W * 0.33, H * 0.12, W * 0.34, floorY - H * 0.12, 'cusped');
  svg.add(
    `<path d="${d}" fill="${svg.linear(
      [
        [0, '#bcd7ec'],
        [1, '#f6efe2'],
      ],
      0,
      H * 0.12,
      0,
      floorY,
    )}"/>`,
  );
  svg.add(`<path d="${d}" fill="none" stroke="#d8ccb8" stroke-width="30"/>`);
  // Inlay border (pietra dura) along the top.
  const inlay = svg.pattern(
    120,
    60,
    `<path d="M60 8 C80 20 80 40 60 52 C40 40 40 20 60 8Z" fill="#7a9a6e"/><circle cx="60" cy="30" r="7" fill="#b4533c"/>`,
  );
  svg.add(rect(0, H * 0.04, W, 60, inlay));
  svg.add(
    perspectiveFloor(svg, {
      horizon: floorY,
      top: '#e9e3d8',
      bottom: '#f7f4ee',
      lineColor: '#b8a991',
      lineOpacity: 0.5,
      rays: 12,
      rows: 7,
    }),
  );
  svg.add(glow(svg, W / 2, H * 0.5, W * 0.6, '#fff6e0', 0.4, H * 0.4));
  svg.add(vignette(svg, 0.25, '#3a2a14'));
  return { svg, depthBlur: 4, grain: 4 };
};

export const blueCityLane = (): Scene => {
  const svg = new Svg(43);
  const blue = '#4f7fc0';
  sky(svg, '#9cc8ec', '#e9f2f6', H * 0.3);
  // Walls on both sides converge to the lane's end.
  const vx = W / 2;
  const vy = H * 0.5;
  svg.add(
    `<polygon points="0,0 ${vx - 260},${vy - 500} ${vx - 260},${vy + 260} 0,${H}" fill="${svg.linear(
      [
        [0, shade(blue, 0.25)],
        [1, blue],
      ],
      0,
      0,
      vx,
      0,
    )}"/>`,
  );
  svg.add(
    `<polygon points="${W},0 ${vx + 260},${vy - 560} ${vx + 260},${vy + 260} ${W},${H}" fill="${svg.linear(
      [
        [0, tint(blue, 0.15)],
        [1, blue],
      ],
      W,
      0,
      vx,
      0,
    )}"/>`,
  );
  // End wall with a carved wooden door.
  svg.add(rect(vx - 262, vy - 560, 524, 820, tint(blue, 0.1)));
  svg.add(
    `<path d="${archPath(vx - 130, vy - 300, 260, 560)}" fill="#7a4a26" stroke="#e8d2a8" stroke-width="16"/>`,
  );
  svg.add(rect(vx - 4, vy - 170, 8, 430, '#4b2a12'));
  // Plaster texture everywhere on the walls.
  svg.add(
    textureBand(
      svg,
      0,
      H,
      { freqX: 0.008, color: '#1d3358', gain: 0.5, bias: -0.18, seed: 21 },
      'opacity="0.9"',
    ),
  );
  // Windows and a potted plant on the walls.
  svg.add(rect(120, H * 0.25, 220, 320, '#2b3e5c'), rect(110, H * 0.25 - 16, 240, 16, '#e8d2a8'));
  svg.add(
    rect(W - 380, H * 0.2, 240, 360, '#2b3e5c'),
    rect(W - 390, H * 0.2 - 16, 260, 16, '#e8d2a8'),
  );
  // Lane floor: worn stone.
  svg.add(
    `<polygon points="0,${H} ${vx - 260},${vy + 260} ${vx + 260},${vy + 260} ${W},${H}" fill="${svg.linear(
      [
        [0, '#9b8f80'],
        [1, '#c9bba8'],
      ],
      0,
      vy,
      0,
      H,
    )}"/>`,
  );
  svg.add(
    `<polygon points="0,${H} ${vx - 260},${vy + 260} ${vx + 260},${vy + 260} ${W},${H}" fill="#000" filter="${svg.texture({ freqX: 0.02, color: '#5b5045', gain: 0.6, bias: -0.2 })}"/>`,
  );
  // Daylight falling into the lane from the right.
  svg.add(
    `<polygon points="${W},0 ${W * 0.55},0 ${W * 0.2},${H} ${W},${H}" fill="#fff6e0" opacity="0.14" filter="${svg.blur(30)}"/>`,
  );
  svg.add(vignette(svg, 0.35, '#0c1830'));
  return { svg, depthBlur: 4, grain: 5 };
};

/** A temple spire (shikhara) silhouette. */
function shikhara(x: number, base: number, w: number, h: number): string {
  // Body on a plinth, the curved tower, and a small finial on top.
  const plinth = `M${x - w * 0.7} ${base} V${base - h * 0.12} H${x + w * 0.7} V${base} Z `;
  const finial = `M${x - w * 0.08} ${base - h} h${w * 0.16} l${-w * 0.08} ${-h * 0.1} Z `;
  return `${plinth}${finial}M${x - w / 2} ${base} C${x - w / 2} ${base - h * 0.6} ${x - w * 0.15} ${base - h * 0.9} ${x} ${base - h} C${x + w * 0.15} ${base - h * 0.9} ${x + w / 2} ${base - h * 0.6} ${x + w / 2} ${base} Z`;
}

export const riversideGhats = (): Scene => {
  const svg = new Svg(44);
  const river = H * 0.46;
  sky(svg, '#e8b8a0', '#fde6c8', river);
  svg.add(glow(svg, W * 0.62, river - 60, 520, '#fff1c8', 0.9, 300));
  clouds(svg, 3, H * 0.08, H * 0.2, '#fbd9c4', 0.5);
  // Temples in the morning haze.
  const temples = [
    [W * 0.15, 220, 520],
    [W * 0.3, 160, 360],
    [W * 0.82, 240, 600],
    [W * 0.95, 150, 330],
  ] as const;
  for (const [x, w, h] of temples)
    svg.add(`<path d="${shikhara(x, river, w, h)}" fill="#b88a7a" opacity="0.7"/>`);
  svg.add(
    shadedBand(svg, river - 120, river, [
      [0, '#c59c8a', 0],
      [1, '#c59c8a', 0.9],
    ]),
  );
  // River with the sun's reflection.
  svg.add(
    shadedRect(svg, 0, river, W, H * 0.12, [
      [0, '#e6b99a'],
      [1, '#9c8a88'],
    ]),
  );
  svg.add(
    rect(W * 0.56, river, 140, H * 0.12, '#fff1c8', `opacity="0.5" filter="${svg.blur(16)}"`),
  );
  // Stone steps descending to the water: each step a lit tread and a shaded riser.
  const stepsTop = river + H * 0.12;
  let y = stepsTop;
  let h = 30;
  while (y < H) {
    svg.add(rect(0, y, W, h * 0.45, '#cbb49a'), rect(0, y + h * 0.45, W, h * 0.55 + 1, '#9d8672'));
    y += h;
    h *= 1.16;
  }
  svg.add(
    textureBand(svg, stepsTop, H, { freqX: 0.015, color: '#4d3a2a', gain: 0.5, bias: -0.18 }),
  );
  svg.add(lightWash(svg, '#ffd9a8', 0.2, [W, 0], [0, 0]));
  svg.add(vignette(svg, 0.3, '#3a2010'));
  return { svg, depthBlur: 4, grain: 5 };
};
