/** Vintage presets: a library and a parlour, in warm lamplight. */
import type { Scene } from './scene.js';
import { shadedRect } from './shaded-areas.js';
import { full, glow, H, perspectiveFloor, rect, shade, Svg, vignette, W } from './svg-kit.js';
import { textureBand } from './texture-overlay.js';

export const vintageLibrary = (): Scene => {
  const svg = new Svg(101);
  const floorY = H * 0.74;
  svg.add(rect(0, 0, W, floorY, '#2a1a10'));
  // Shelves full of books of varied heights and colours.
  const bookColors = [
    '#6b1e1e',
    '#1e3a2a',
    '#2a2f5a',
    '#8a6a2a',
    '#4a2a1a',
    '#7a4a2a',
    '#2a2a2a',
    '#5a1a2a',
  ];
  for (let shelf = 0; shelf < 6; shelf++) {
    const base = 300 + shelf * 300;
    if (base > floorY) break;
    let x = 0;
    while (x < W) {
      const w = svg.between(34, 70);
      const h = svg.between(170, 250);
      const c = svg.pick(bookColors);
      svg.add(
        rect(
          x,
          base - h,
          w - 3,
          h,
          svg.linear(
            [
              [0, shade(c, 0.3)],
              [0.5, c],
              [1, shade(c, 0.4)],
            ],
            x,
            0,
            x + w,
            0,
          ),
        ),
      );
      if (svg.random() < 0.5)
        svg.add(rect(x + 4, base - h + 30, w - 11, 8, '#c9a45c', 'opacity="0.8"'));
      x += w;
      if (svg.random() < 0.04) x += 80;
    }
    svg.add(
      shadedRect(svg, 0, base, W, 36, [
        [0, '#5a3a20'],
        [1, '#2a1a0c'],
      ]),
    );
  }
  // Lamp glow and a warm haze.
  svg.add(
    glow(svg, W * 0.2, H * 0.45, 700, '#ffc870', 0.5),
    glow(svg, W / 2, H * 0.45, W * 0.55, '#ffdca0', 0.28, H * 0.4),
  );
  svg.add(
    perspectiveFloor(svg, {
      horizon: floorY,
      top: '#3a2414',
      bottom: '#5a3a22',
      lineColor: '#1a0e06',
      lineOpacity: 0.6,
      rays: 16,
    }),
  );
  svg.add(
    `<ellipse cx="${W / 2}" cy="${H * 0.9}" rx="${W * 0.6}" ry="${H * 0.1}" fill="#6a1e1e"/>`,
  );
  svg.add(
    `<ellipse cx="${W / 2}" cy="${H * 0.9}" rx="${W * 0.55}" ry="${H * 0.085}" fill="none" stroke="#c9a45c" stroke-width="12" opacity="0.7"/>`,
  );
  svg.add(textureBand(svg, 0, H, { freqX: 0.004, color: '#000000', gain: 0.3, bias: -0.08 }));
  svg.add(vignette(svg, 0.6, '#0a0400'));
  return { svg, depthBlur: 5, grain: 6 };
};

export const retroParlour = (): Scene => {
  const svg = new Svg(102);
  const floorY = H * 0.72;
  const paper = '#d9c9a8';
  // Damask wallpaper: a repeating ornamental motif.
  const damask = svg.pattern(
    200,
    260,
    `${rect(0, 0, 200, 260, paper)}<g fill="#bfa57a" opacity="0.8"><path d="M100 20 C140 60 150 110 100 130 C50 110 60 60 100 20Z"/><path d="M100 130 C150 150 140 210 100 240 C60 210 50 150 100 130Z"/><circle cx="100" cy="130" r="14"/><path d="M0 130 C20 100 30 160 0 180Z M200 130 C180 100 170 160 200 180Z"/></g>`,
  );
  svg.add(rect(0, 0, W, floorY, damask));
  // Wainscoting with panels, and framed portraits.
  const wainTop = floorY - H * 0.2;
  svg.add(
    rect(0, wainTop, W, floorY - wainTop, '#6a4a2e'),
    rect(0, wainTop - 20, W, 24, '#4a3220'),
  );
  for (let i = 0; i < 6; i++)
    svg.add(
      rect(
        i * (W / 6) + 40,
        wainTop + 50,
        W / 6 - 80,
        floorY - wainTop - 100,
        'none',
        'stroke="#4a3220" stroke-width="10"',
      ),
    );
  for (const [x, y, w, h] of [
    [W * 0.06, H * 0.14, 300, 400],
    [W * 0.78, H * 0.18, 280, 360],
  ] as const) {
    svg.add(
      `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w / 2}" ry="${h / 2}" fill="#a8823a"/>`,
    );
    svg.add(
      `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w / 2 - 26}" ry="${h / 2 - 26}" fill="${svg.linear(
        [
          [0, '#5a4a38'],
          [1, '#2a2018'],
        ],
        0,
        y,
        0,
        y + h,
      )}"/>`,
    );
  }
  svg.add(
    perspectiveFloor(svg, {
      horizon: floorY,
      top: '#4a2e1a',
      bottom: '#6a442a',
      lineColor: '#1e1008',
      lineOpacity: 0.5,
      rays: 18,
    }),
  );
  // Sepia tone and lamplight.
  svg.add(glow(svg, W / 2, H * 0.42, W * 0.6, '#ffe2b0', 0.35, H * 0.4));
  svg.add(full('#704214', 'opacity="0.12"'));
  svg.add(textureBand(svg, 0, H, { freqX: 0.003, color: '#3a2410', gain: 0.35, bias: -0.1 }));
  svg.add(vignette(svg, 0.55, '#1a0c02'));
  return { svg, depthBlur: 4, grain: 7 };
};
