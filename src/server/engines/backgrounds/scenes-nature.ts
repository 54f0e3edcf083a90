/** Nature presets: gardens, leaves, water and forest, each with ground to stand on. */
import type { Scene } from './scene.js';
import { lightWash } from './light-wash.js';
import { sky } from './scenes-outdoor.js';
import { shadedBand } from './shaded-areas.js';
import { bokeh, full, glow, H, mix, perspectiveFloor, rect, Svg, vignette, W } from './svg-kit.js';
import { textureBand } from './texture-overlay.js';

export const zenGarden = (): Scene => {
  const svg = new Svg(91);
  const groundY = H * 0.6;
  svg.add(
    shadedBand(svg, 0, groundY, [
      [0, '#dfe8d4'],
      [1, '#f1efe6'],
    ]),
  );
  // Bamboo grove: stalks with nodes, two depths.
  for (const [count, color, width, opacity] of [
    [14, '#9db88a', 40, 0.6],
    [9, '#5f8f45', 64, 1],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const x = svg.between(0, W);
      if (x > W * 0.32 && x < W * 0.68 && opacity === 1) continue;
      svg.add(
        rect(
          x,
          0,
          width,
          groundY,
          svg.linear(
            [
              [0, mix(color, '#000', 0.2)],
              [0.4, mix(color, '#fff', 0.2)],
              [1, mix(color, '#000', 0.3)],
            ],
            x,
            0,
            x + width,
            0,
          ),
          `opacity="${opacity}"`,
        ),
      );
      for (let y = svg.between(60, 200); y < groundY; y += svg.between(220, 320))
        svg.add(rect(x - 4, y, width + 8, 10, mix(color, '#000', 0.35), `opacity="${opacity}"`));
    }
  }
  svg.add(
    bokeh(
      svg,
      60,
      { x: 0, y: 0, w: W, h: groundY * 0.7 },
      ['#7fa860', '#a9c98a', '#5d8a40'],
      [40, 90],
      [0.4, 0.8],
    ),
  );
  // Low wooden fence.
  svg.add(rect(0, groundY - 180, W, 180, '#6e5038'), rect(0, groundY - 190, W, 20, '#4e3624'));
  // Raked gravel: concentric and parallel lines.
  svg.add(
    shadedBand(svg, groundY, H, [
      [0, '#d6d0c4'],
      [1, '#ebe6dc'],
    ]),
  );
  const rakes: string[] = [];
  for (let y = groundY + 20, gap = 14; y < H; y += gap, gap *= 1.07)
    rakes.push(`M0 ${y.toFixed(0)} H${W}`);
  svg.add(`<path d="${rakes.join(' ')}" stroke="#a8a192" stroke-width="5" opacity="0.7"/>`);
  for (const [cx, cy, rx] of [
    [W * 0.14, H * 0.8, 200],
    [W * 0.88, H * 0.74, 150],
  ] as const) {
    for (let k = 1; k <= 5; k++)
      svg.add(
        `<ellipse cx="${cx}" cy="${cy}" rx="${rx + k * 50}" ry="${(rx + k * 50) * 0.32}" fill="#ebe6dc" stroke="#a8a192" stroke-width="5"/>`,
      );
    svg.add(
      `<ellipse cx="${cx}" cy="${cy - 40}" rx="${rx}" ry="${rx * 0.55}" fill="${svg.linear(
        [
          [0, '#8a8a80'],
          [1, '#4a4a44'],
        ],
        0,
        cy - 40 - rx * 0.55,
        0,
        cy,
      )}"/>`,
    );
    svg.add(
      `<ellipse cx="${cx - rx * 0.2}" cy="${cy - 40 - rx * 0.35}" rx="${rx * 0.7}" ry="${rx * 0.25}" fill="#6f8f45" opacity="0.8"/>`,
    );
  }
  svg.add(textureBand(svg, groundY, H, { freqX: 0.05, color: '#6e685c', gain: 0.5, bias: -0.2 }));
  svg.add(lightWash(svg, '#fffbe8', 0.3, [0, 0], [W * 0.7, H * 0.5]));
  svg.add(vignette(svg, 0.3));
  return { svg, depthBlur: 4, grain: 4 };
};

/** A monstera-like leaf: a heart-shaped blade with slits. */
function leaf(svg: Svg, x: number, y: number, size: number, angle: number, color: string): string {
  const slits = Array.from({ length: 5 }, (_, i) => {
    const t = (i + 1) / 6;
    return `M0 ${(-size * t).toFixed(0)} L${(-size * 0.55).toFixed(0)} ${(-size * t + size * 0.1).toFixed(0)} M0 ${(-size * t).toFixed(0)} L${(size * 0.55).toFixed(0)} ${(-size * t + size * 0.1).toFixed(0)}`;
  }).join(' ');
  return (
    `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${angle.toFixed(0)})">` +
    `<path d="M0 0 C${-size * 0.7} ${-size * 0.1} ${-size * 0.75} ${-size * 0.9} 0 ${-size} C${size * 0.75} ${-size * 0.9} ${size * 0.7} ${-size * 0.1} 0 0 Z" fill="${color}"/>` +
    `<path d="${slits}" stroke="${mix(color, '#0a1a08', 0.5)}" stroke-width="${size * 0.03}" opacity="0.9"/>` +
    `<path d="M0 0 V${-size}" stroke="${mix(color, '#e8ffd0', 0.3)}" stroke-width="${size * 0.025}"/></g>`
  );
}

export const tropicalLeaves = (): Scene => {
  const svg = new Svg(92);
  const groundY = H * 0.74;
  svg.add(
    full(
      svg.linear([
        [0, '#0f2a16'],
        [1, '#1f4424'],
      ]),
    ),
  );
  const greens = ['#1f5a2a', '#2f7a36', '#3f8f3c', '#246b30', '#4e9d47', '#17451f'];
  for (let i = 0; i < 70; i++) {
    const x = svg.between(-100, W + 100);
    const y = svg.between(0, groundY + 200);
    // Keep the centre lighter so the garment stands out.
    const centre = Math.abs(x - W / 2) < W * 0.22 && y < groundY;
    svg.add(
      leaf(
        svg,
        x,
        y,
        svg.between(260, 520) * (centre ? 0.7 : 1),
        svg.between(-70, 70) + (y > groundY ? 180 : 0),
        centre ? mix(svg.pick(greens), '#0a1a08', 0.35) : svg.pick(greens),
      ),
    );
  }
  // Dappled sunlight.
  svg.add(
    bokeh(
      svg,
      50,
      { x: 0, y: 0, w: W, h: groundY },
      ['#fff6c8', '#e8ffb0'],
      [30, 90],
      [0.15, 0.35],
    ),
  );
  svg.add(glow(svg, W / 2, H * 0.45, W * 0.5, '#d8f0b8', 0.3, H * 0.35));
  // A pale stone ledge to stand on.
  svg.add(
    shadedBand(svg, groundY, H, [
      [0, '#cfc8b8'],
      [1, '#e8e2d4'],
    ]),
    textureBand(svg, groundY, H, { freqX: 0.01, color: '#6e6858', gain: 0.4, bias: -0.15 }),
  );
  svg.add(rect(0, groundY, W, 24, '#000', 'opacity="0.25"'));
  svg.add(vignette(svg, 0.4));
  return { svg, depthBlur: 5, grain: 4 };
};

export const lotusPond = (): Scene => {
  const svg = new Svg(93);
  const shore = H * 0.42;
  sky(svg, '#cfe0dc', '#f3ece0', shore);
  svg.add(
    bokeh(
      svg,
      40,
      { x: 0, y: shore - 300, w: W, h: 300 },
      ['#9bb5a0', '#b8cbb8', '#7f9f88'],
      [90, 200],
      [0.6, 0.9],
    ),
  );
  svg.add(rect(0, shore - 120, W, 140, '#f1ede4', `opacity="0.6" filter="${svg.blur(40)}"`));
  const waterBottom = H * 0.76;
  svg.add(
    shadedBand(svg, shore, waterBottom, [
      [0, '#b9cfc8'],
      [1, '#5f8a84'],
    ]),
  );
  // Lily pads and lotus flowers, larger as they come nearer.
  for (let i = 0; i < 28; i++) {
    const t = svg.random();
    const y = shore + 40 + t * (waterBottom - shore - 80);
    const x = svg.between(0, W);
    if (Math.abs(x - W / 2) < W * 0.18 && t > 0.3) continue;
    const r = 40 + t * 150;
    svg.add(
      `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.32}" fill="${svg.pick(['#4f8a4a', '#5e9a52', '#3f7a40'])}"/>`,
    );
    if (svg.random() < 0.45) {
      const petals = Array.from(
        { length: 7 },
        (_, k) =>
          `<ellipse cx="${x}" cy="${y - r * 0.35}" rx="${r * 0.14}" ry="${r * 0.38}" fill="${k % 2 ? '#f7b6c8' : '#f28fae'}" transform="rotate(${-60 + k * 20} ${x} ${y - r * 0.05})"/>`,
      ).join('');
      svg.add(petals);
    }
  }
  svg.add(
    textureBand(svg, shore, waterBottom, {
      freqX: 0.003,
      freqY: 0.04,
      color: '#ffffff',
      gain: 0.6,
      bias: -0.35,
      octaves: 2,
    }),
  );
  // Wooden deck in front.
  svg.add(
    perspectiveFloor(svg, {
      horizon: waterBottom,
      top: '#8a6848',
      bottom: '#a88260',
      lineColor: '#3e2a18',
      lineOpacity: 0.5,
      rays: 16,
      vanishY: H * 0.45,
    }),
  );
  svg.add(rect(0, waterBottom, W, 20, '#000', 'opacity="0.3"'));
  svg.add(vignette(svg, 0.3));
  return { svg, depthBlur: 4, grain: 4 };
};

export const autumnForest = (): Scene => {
  const svg = new Svg(94);
  const groundY = H * 0.66;
  svg.add(
    full(
      svg.linear(
        [
          [0, '#f4d9a8'],
          [0.6, '#e9b37a'],
          [1, '#b86a3a'],
        ],
        0,
        0,
        0,
        groundY,
      ),
    ),
  );
  svg.add(glow(svg, W * 0.55, H * 0.35, W * 0.5, '#fff2c8', 0.8));
  svg.add(
    bokeh(
      svg,
      120,
      { x: 0, y: 0, w: W, h: groundY },
      ['#e07b22', '#f2a93b', '#c2431c', '#f7c95c', '#a8541c'],
      [40, 130],
      [0.55, 0.95],
    ),
  );
  // Trunks at two depths.
  for (const [count, color, wmin, wmax] of [
    [8, '#8a5a3a', 30, 60],
    [5, '#3a2418', 80, 140],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const x = svg.between(0, W);
      if (Math.abs(x - W / 2) < W * 0.2) continue;
      const w = svg.between(wmin, wmax);
      svg.add(
        `<path d="M${x} 0 L${x + w} 0 L${x + w * 1.2} ${groundY + 20} L${x - w * 0.2} ${groundY + 20} Z" fill="${color}"/>`,
      );
    }
  }
  svg.add(
    bokeh(
      svg,
      60,
      { x: 0, y: 0, w: W, h: groundY * 0.6 },
      ['#f2a93b', '#e07b22', '#ffd27a'],
      [60, 150],
      [0.35, 0.7],
    ),
  );
  // Leaf-strewn path.
  svg.add(
    shadedBand(svg, groundY, H, [
      [0, '#8a4a22'],
      [1, '#a8602e'],
    ]),
  );
  const leaves = Array.from({ length: 400 }, () => {
    const y = svg.between(groundY, H);
    const s = 6 + ((y - groundY) / (H - groundY)) * 26;
    return `<ellipse cx="${svg.between(0, W).toFixed(0)}" cy="${y.toFixed(0)}" rx="${s.toFixed(0)}" ry="${(s * 0.5).toFixed(0)}" fill="${svg.pick(['#e07b22', '#c2431c', '#f2a93b', '#7a3a14', '#d9941c'])}"/>`;
  }).join('');
  svg.add(leaves);
  svg.add(glow(svg, W / 2, H * 0.86, W * 0.5, '#ffd9a0', 0.3, H * 0.1));
  svg.add(vignette(svg, 0.4, '#2a1004'));
  return { svg, depthBlur: 5, grain: 5 };
};
