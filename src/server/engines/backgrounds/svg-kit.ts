/**
 * Small SVG building blocks the preset scenes are drawn with. Every scene is drawn on a
 * 2048x2560 (4:5) canvas and rendered at any size by librsvg through sharp. Scenes keep the
 * centre free for the garment and give it a floor to stand on (horizon near 70% height).
 */

export const W = 2048;
export const H = 2560;

export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Deterministic pseudo-random numbers (mulberry32), so a preset always renders the same. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Settings of Svg.texture: the noise and how it is tinted. */
export interface TextureOptions {
  freqX: number;
  freqY?: number;
  octaves?: number;
  seed?: number;
  color: string;
  /** Alpha = noise * gain + bias (noise in 0..1). */
  gain?: number;
  bias?: number;
  type?: 'fractalNoise' | 'turbulence';
}

/** Collects <defs> and hands out unique ids while a scene is drawn. */
export class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private counter = 0;
  readonly random: () => number;

  constructor(seed = 1) {
    this.random = rng(seed);
  }

  id(prefix: string): string {
    return `${prefix}${++this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(...markup: string[]): this {
    this.body.push(...markup);
    return this;
  }

  between(min: number, max: number): number {
    return min + this.random() * (max - min);
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = H): string {
    const id = this.id('lg');
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx: number, cy: number, r: number, ry?: number): string {
    const id = this.id('rg');
    // An elliptical glow: scale the gradient vertically around its centre.
    const transform =
      ry !== undefined
        ? ` gradientTransform="translate(0 ${cy}) scale(1 ${ry / r}) translate(0 ${-cy})"`
        : '';
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}"${transform}>${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  blur(std: number): string {
    const id = this.id('bl');
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /**
   * A texture filter: fractal noise turned into a tinted layer whose alpha follows the noise.
   * Used for plaster, stone, sand, wood grain (with stretched frequencies) and fabric.
   */
  texture(opts: TextureOptions): string {
    const id = this.id('tx');
    const [r, g, b] = hexToRgb(opts.color).map((v) => v / 255) as [number, number, number];
    const gain = opts.gain ?? 0.6;
    const bias = opts.bias ?? -0.2;
    this.def(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%" filterUnits="userSpaceOnUse" primitiveUnits="userSpaceOnUse">` +
        `<feTurbulence type="${opts.type ?? 'fractalNoise'}" baseFrequency="${opts.freqX} ${opts.freqY ?? opts.freqX}" numOctaves="${opts.octaves ?? 4}" seed="${opts.seed ?? 3}" result="n"/>` +
        `<feColorMatrix in="n" type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${gain} 0 0 0 ${bias}"/>` +
        `<feComposite in2="SourceGraphic" operator="in"/>` +
        `</filter>`,
    );
    return `url(#${id})`;
  }

  /** Clip path from arbitrary markup; returns the url to use in clip-path. */
  clip(markup: string): string {
    const id = this.id('cp');
    this.def(`<clipPath id="${id}">${markup}</clipPath>`);
    return `url(#${id})`;
  }

  /** A repeating pattern tile. */
  pattern(width: number, height: number, markup: string, transform = ''): string {
    const id = this.id('pt');
    this.def(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${width}" height="${height}"${transform ? ` patternTransform="${transform}"` : ''}>${markup}</pattern>`,
    );
    return `url(#${id})`;
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity !== undefined ? ` stop-opacity="${opacity}"` : ''}/>`,
    )
    .join('');
}

export function hexToRgb(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? value.replace(/(.)/g, '$1$1') : value;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex(r: number, g: number, b: number): string {
  const c = (v: number) =>
    Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mixes two hex colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return rgbToHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

export const shade = (color: string, t: number) => mix(color, '#000000', t);
export const tint = (color: string, t: number) => mix(color, '#ffffff', t);

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
}

export function full(fill: string, extra = ''): string {
  return rect(0, 0, W, H, fill, extra);
}

/** Darkens the corners like a real lens; strength 0..1. */
export function vignette(svg: Svg, strength = 0.35, color = '#000000'): string {
  return full(
    svg.radial(
      [
        [0, color, 0],
        [0.55, color, 0],
        [1, color, strength],
      ],
      W / 2,
      H * 0.46,
      H * 0.72,
      H * 0.72,
    ),
  );
}

/** A soft pool of light (or shade) centred on a point. */
export function glow(
  svg: Svg,
  cx: number,
  cy: number,
  r: number,
  color: string,
  opacity: number,
  ry?: number,
): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${ry ?? r}" fill="${svg.radial(
    [
      [0, color, opacity],
      [1, color, 0],
    ],
    cx,
    cy,
    r,
    ry,
  )}"/>`;
}

export interface PerspectiveFloorOptions {
  horizon: number;
  top: string;
  bottom: string;
  lineColor: string;
  lineOpacity: number;
  /** Converging lines (board joints); 0 for none. */
  rays?: number;
  /** Cross joints (tiles); 0 for none. */
  rows?: number;
  vanishX?: number;
  vanishY?: number;
}

/**
 * A floor seen in one-point perspective from the horizon down to the bottom edge, with
 * lines converging on the vanishing point: boards, tiles or slabs.
 */
export function perspectiveFloor(svg: Svg, opts: PerspectiveFloorOptions): string {
  const { horizon } = opts;
  const vx = opts.vanishX ?? W / 2;
  // The eye is above the floor's far edge, so joints meet at a point above it and are
  // already spread where the floor starts.
  const vy = opts.vanishY ?? H * 0.4;
  const parts = [
    rect(
      0,
      horizon,
      W,
      H - horizon,
      svg.linear(
        [
          [0, opts.top],
          [1, opts.bottom],
        ],
        0,
        horizon,
        0,
        H,
      ),
    ),
  ];
  const lines: string[] = [];
  const rays = opts.rays ?? 0;
  const spread = (W * (horizon - vy)) / (H - vy);
  for (let i = 0; i <= rays; i++) {
    // Joints equally spaced along the floor's far edge (a little wider than the frame).
    const x0 = vx - spread * 0.7 + (i / rays) * spread * 1.4;
    const x1 = vx + ((x0 - vx) * (H - vy)) / (horizon - vy);
    lines.push(`M${x0.toFixed(1)} ${horizon} L${x1.toFixed(1)} ${H}`);
  }
  const rows = opts.rows ?? 0;
  const c = horizon - vy;
  const zb = c / (H - vy);
  for (let i = 1; i <= rows; i++) {
    // Rows equally spaced in depth: closer together towards the far edge.
    const z = 1 - (i / (rows + 1)) * (1 - zb);
    const y = vy + c / z;
    if (y < H) lines.push(`M0 ${y.toFixed(1)} L${W} ${y.toFixed(1)}`);
  }
  if (lines.length) {
    const clipId = svg.clip(rect(0, horizon, W, H - horizon, '#000'));
    parts.push(
      `<path d="${lines.join(' ')}" stroke="${opts.lineColor}" stroke-opacity="${opts.lineOpacity}" stroke-width="4" fill="none" clip-path="${clipId}"/>`,
    );
  }
  return parts.join('');
}

/** Soft diagonal beams of light, as from a window out of frame. */
export function lightBeams(svg: Svg, x: number, opacity: number, angle = 0.45, count = 3): string {
  const beams: string[] = [];
  for (let i = 0; i < count; i++) {
    const x0 = x + i * 260;
    const w = 150 + i * 30;
    beams.push(
      `<polygon points="${x0},0 ${x0 + w},0 ${x0 + w + H * angle},${H} ${x0 + H * angle},${H}" fill="#fffaf0" opacity="${opacity}"/>`,
    );
  }
  return `<g filter="${svg.blur(40)}">${beams.join('')}</g>`;
}

/** Out-of-focus lights. */
export function bokeh(
  svg: Svg,
  count: number,
  area: { x: number; y: number; w: number; h: number },
  colors: readonly string[],
  size: [number, number],
  opacity: [number, number] = [0.25, 0.6],
): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = svg.between(size[0], size[1]);
    const cx = area.x + svg.random() * area.w;
    const cy = area.y + svg.random() * area.h;
    dots.push(
      `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${svg.pick(colors)}" opacity="${svg.between(...opacity).toFixed(2)}"/>`,
    );
  }
  return `<g filter="${svg.blur(size[0] * 0.25 + 4)}">${dots.join('')}</g>`;
}

/** A leafy potted plant, drawn from ellipse leaves around a stem. */
export function pottedPlant(
  svg: Svg,
  x: number,
  baseY: number,
  scale: number,
  pot: string,
  leaf: string,
): string {
  const leaves: string[] = [];
  for (let i = 0; i < 22; i++) {
    const angle = -90 + svg.between(-75, 75);
    const len = svg.between(170, 300) * scale;
    const rad = (angle * Math.PI) / 180;
    const cx = x + Math.cos(rad) * len * 0.55;
    const cy = baseY - 240 * scale + Math.sin(rad) * len * 0.55;
    const color = mix(leaf, i % 3 === 0 ? '#0b2a12' : '#a8d08d', svg.between(0, 0.35));
    leaves.push(
      `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${(len * 0.5).toFixed(0)}" ry="${(len * 0.13).toFixed(0)}" fill="${color}" transform="rotate(${angle.toFixed(1)} ${cx.toFixed(0)} ${cy.toFixed(0)})"/>`,
    );
  }
  const pw = 190 * scale;
  const ph = 230 * scale;
  const potPath = `M${x - pw / 2} ${baseY - ph} L${x + pw / 2} ${baseY - ph} L${x + pw * 0.38} ${baseY} L${x - pw * 0.38} ${baseY} Z`;
  return (
    `<ellipse cx="${x}" cy="${baseY}" rx="${pw * 0.7}" ry="${24 * scale}" fill="#000" opacity="0.18" filter="${svg.blur(14)}"/>` +
    `<g>${leaves.join('')}</g>` +
    `<path d="${potPath}" fill="${svg.linear(
      [
        [0, shade(pot, 0.25)],
        [0.4, tint(pot, 0.12)],
        [1, shade(pot, 0.35)],
      ],
      x - pw / 2,
      0,
      x + pw / 2,
      0,
    )}"/>`
  );
}

/** A window with bright panes and a frame. */
export function windowPanes(
  svg: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { frame: string; cols: number; rows: number; sky: readonly Stop[]; frameWidth?: number },
): string {
  const fw = opts.frameWidth ?? 22;
  const parts = [rect(x, y, w, h, svg.linear(opts.sky, 0, y, 0, y + h))];
  for (let c = 0; c <= opts.cols; c++) {
    const cx = x + (c / opts.cols) * (w - fw);
    parts.push(rect(cx, y, fw, h, opts.frame));
  }
  for (let r = 0; r <= opts.rows; r++) {
    const ry = y + (r / opts.rows) * (h - fw);
    parts.push(rect(x, ry, w, fw, opts.frame));
  }
  return parts.join('');
}

/** A round-headed or pointed arch opening, as a path. */
export function archPath(
  x: number,
  y: number,
  w: number,
  h: number,
  style: 'round' | 'pointed' | 'cusped' = 'round',
): string {
  const r = w / 2;
  const springY = y + r;
  if (style === 'round') {
    return `M${x} ${y + h} L${x} ${springY} A${r} ${r} 0 0 1 ${x + w} ${springY} L${x + w} ${y + h} Z`;
  }
  if (style === 'pointed') {
    return `M${x} ${y + h} L${x} ${springY} Q${x} ${y + r * 0.15} ${x + r} ${y - r * 0.25} Q${x + w} ${y + r * 0.15} ${x + w} ${springY} L${x + w} ${y + h} Z`;
  }
  // Cusped (Mughal) arch: a pointed arch with scallops along the intrados.
  const lobes = 7;
  let d = `M${x} ${y + h} L${x} ${springY}`;
  for (let i = 0; i < lobes; i++) {
    const a0 = Math.PI - (i / lobes) * Math.PI;
    const a1 = Math.PI - ((i + 1) / lobes) * Math.PI;
    const px = (a: number) => x + r + Math.cos(a) * r;
    const py = (a: number) => springY - Math.sin(a) * r * (1.15 - 0.15 * Math.abs(Math.cos(a)));
    const mid = (a0 + a1) / 2;
    d += ` Q${(px(mid) + (r - (px(mid) - x)) * 0.12).toFixed(1)} ${(py(mid) + r * 0.1).toFixed(1)} ${px(a1).toFixed(1)} ${py(a1).toFixed(1)}`;
  }
  return `${d} L${x + w} ${y + h} Z`;
}
