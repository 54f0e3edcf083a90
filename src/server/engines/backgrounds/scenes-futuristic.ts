/** Futuristic presets: a space station, a holographic stage and a tunnel of light. */
import type { Scene } from './scene.js';
import { shadedRect } from './shaded-areas.js';
import { full, glow, H, perspectiveFloor, rect, Svg, vignette, W } from './svg-kit.js';

export const spaceStation = (): Scene => {
  const svg = new Svg(81);
  const floorY = H * 0.72;
  svg.add(
    full(
      svg.linear(
        [
          [0, '#d9dee5'],
          [1, '#f2f4f7'],
        ],
        0,
        0,
        0,
        floorY,
      ),
    ),
  );
  // A big rounded window onto space with Earth's limb.
  const wx = W * 0.14;
  const wy = H * 0.08;
  const ww = W * 0.72;
  const wh = H * 0.42;
  const windowClip = svg.clip(rect(wx, wy, ww, wh, '#000', 'rx="160"'));
  const stars = Array.from(
    { length: 220 },
    () =>
      `<circle cx="${svg.between(wx, wx + ww).toFixed(0)}" cy="${svg.between(wy, wy + wh).toFixed(0)}" r="${svg.between(1.5, 4.5).toFixed(1)}" fill="#fff" opacity="${svg.between(0.4, 1).toFixed(2)}"/>`,
  ).join('');
  svg.add(
    `<g clip-path="${windowClip}">${rect(wx, wy, ww, wh, '#03040c')}${stars}` +
      `<circle cx="${W * 0.5}" cy="${wy + wh + 900}" r="1150" fill="${svg.radial(
        [
          [0.8, '#1d4f9a'],
          [0.93, '#3f86d6'],
          [1, '#a9dcff'],
        ],
        W * 0.5,
        wy + wh + 900,
        1150,
      )}"/>` +
      glow(svg, W * 0.5, wy + wh - 140, 900, '#8fd0ff', 0.5, 160) +
      `</g>`,
  );
  svg.add(
    rect(wx, wy, ww, wh, 'none', 'rx="160" stroke="#ffffff" stroke-width="40"'),
    rect(wx - 20, wy - 20, ww + 40, wh + 40, 'none', 'rx="180" stroke="#b9c1cc" stroke-width="8"'),
  );
  // Panel seams and light strips.
  svg.add(
    `<path d="M0 ${H * 0.56} H${W} M${W * 0.07} 0 V${floorY} M${W * 0.93} 0 V${floorY}" stroke="#aab3bf" stroke-width="6"/>`,
  );
  svg.add(
    rect(0, H * 0.6, W, 16, '#bfe9ff'),
    glow(svg, W / 2, H * 0.6, W * 0.7, '#bfe9ff', 0.5, 60),
  );
  svg.add(
    perspectiveFloor(svg, {
      horizon: floorY,
      top: '#c9ced6',
      bottom: '#eef0f3',
      lineColor: '#9aa3af',
      lineOpacity: 0.6,
      rays: 8,
      rows: 5,
    }),
  );
  svg.add(rect(W * 0.46, floorY, W * 0.08, H - floorY, '#dff4ff', 'opacity="0.5"'));
  svg.add(vignette(svg, 0.25, '#0a1830'));
  return { svg, depthBlur: 3, grain: 3 };
};

export const holographicGrid = (): Scene => {
  const svg = new Svg(82);
  const horizon = H * 0.6;
  svg.add(
    full(
      svg.linear([
        [0, '#05010f'],
        [0.55, '#1a0838'],
        [1, '#0a0418'],
      ]),
    ),
  );
  svg.add(
    glow(svg, W / 2, horizon, W * 0.9, '#b14cff', 0.6, 260),
    glow(svg, W / 2, horizon, W * 0.5, '#3ee8ff', 0.4, 90),
  );
  // Floating rings.
  for (const [cx, cy, r, c] of [
    [W * 0.2, H * 0.25, 160, '#3ee8ff'],
    [W * 0.82, H * 0.18, 220, '#ff4fd8'],
    [W * 0.5, H * 0.12, 90, '#b14cff'],
  ] as const) {
    svg.add(
      `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.3}" stroke="${c}" stroke-width="10" fill="none" opacity="0.9"/>`,
    );
    svg.add(
      `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.3}" stroke="${c}" stroke-width="40" fill="none" opacity="0.3" filter="${svg.blur(20)}"/>`,
    );
  }
  // Glowing grid floor converging at the horizon.
  const floor = perspectiveFloor(svg, {
    horizon,
    top: '#12052a',
    bottom: '#1c0a3a',
    lineColor: '#3ee8ff',
    lineOpacity: 0.85,
    rays: 26,
    rows: 12,
    vanishY: horizon - 260,
  });
  svg.add(
    floor,
    `<g filter="${svg.blur(10)}" opacity="0.8">${perspectiveFloor(svg, { horizon, top: '#12052a00', bottom: '#1c0a3a00', lineColor: '#b14cff', lineOpacity: 1, rays: 26, rows: 12, vanishY: horizon - 260 })}</g>`,
  );
  svg.add(
    rect(0, horizon - 4, W, 8, '#e6b8ff'),
    glow(svg, W / 2, H * 0.88, W * 0.5, '#ff4fd8', 0.25, H * 0.08),
  );
  svg.add(vignette(svg, 0.5));
  return { svg, depthBlur: 2, grain: 5 };
};

export const lightTunnel = (): Scene => {
  const svg = new Svg(83);
  svg.add(full('#05060a'));
  const cx = W / 2;
  const cy = H * 0.46;
  // Rounded rectangular rings shrinking towards the vanishing point.
  const rings: string[] = [];
  for (let i = 0; i < 14; i++) {
    const s = Math.pow(0.78, i);
    const w = W * 1.3 * s;
    const h = H * 1.1 * s;
    rings.push(
      rect(
        cx - w / 2,
        cy - h / 2,
        w,
        h,
        'none',
        `rx="${w * 0.2}" stroke="#e8f4ff" stroke-width="${Math.max(4, 34 * s)}" opacity="${(0.35 + 0.65 * s).toFixed(2)}"`,
      ),
    );
  }
  svg.add(`<g filter="${svg.blur(24)}" opacity="0.8">${rings.join('')}</g>`, rings.join(''));
  svg.add(glow(svg, cx, cy, W * 0.35, '#cfe8ff', 0.7));
  // Reflective floor.
  svg.add(
    shadedRect(svg, 0, H * 0.72, W, H * 0.28, [
      [0, '#0b0e16', 0.6],
      [1, '#1a2030', 0.95],
    ]),
  );
  svg.add(glow(svg, cx, H * 0.86, W * 0.5, '#9fd0ff', 0.25, H * 0.08));
  svg.add(vignette(svg, 0.45));
  return { svg, depthBlur: 3, grain: 4 };
};
