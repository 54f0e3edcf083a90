/**
 * Studio presets: a seamless paper sweep, lit from above, with the soft bend where wall
 * becomes floor, a pool of light behind the subject and a gentle vignette.
 */
import type { Scene } from './scene.js';
import { full, glow, H, mix, shade, Svg, tint, vignette, W } from './svg-kit.js';

interface SweepOptions {
  paper: string;
  /** How much darker the top of the wall and the corners fall off. */
  falloff: number;
  /** Brightness of the light behind the subject. */
  spot: number;
  spotColor?: string;
  /** Light coming from one side (-1 left .. 1 right). */
  side?: number;
  vignette?: number;
  seed?: number;
}

export function studioSweep(opts: SweepOptions): Scene {
  const svg = new Svg(opts.seed ?? 1);
  const p = opts.paper;
  const f = opts.falloff;
  // Wall darker at the top, brightest around the subject, a faint band where the paper
  // curves (the sweep), the lit floor, then the floor falling off towards the camera.
  svg.add(
    full(
      svg.linear([
        [0, shade(p, f * 0.9)],
        [0.35, shade(p, f * 0.3)],
        [0.6, p],
        [0.7, shade(p, f * 0.18)],
        [0.76, tint(p, 0.04)],
        [0.9, shade(p, f * 0.12)],
        [1, shade(p, f * 0.4)],
      ]),
    ),
  );
  svg.add(
    glow(
      svg,
      W / 2 + (opts.side ?? 0) * 500,
      H * 0.45,
      W * 0.75,
      opts.spotColor ?? tint(p, 0.5),
      opts.spot,
      H * 0.5,
    ),
  );
  if (opts.side) {
    // Window-like key light from one side, falling off across the frame.
    const x1 = opts.side < 0 ? 0 : W;
    svg.add(
      full(
        svg.linear(
          [
            [0, '#ffffff', 0.22 * Math.abs(opts.side)],
            [0.6, '#ffffff', 0],
          ],
          x1,
          0,
          W - x1,
          0,
        ),
      ),
    );
  }
  // Floor shadow pooling under the subject grounds the composition.
  svg.add(glow(svg, W / 2, H * 0.9, W * 0.42, shade(p, 0.5), 0.12, H * 0.05));
  svg.add(vignette(svg, opts.vignette ?? 0.18 + f * 0.4, mix(shade(p, 0.6), '#000000', 0.3)));
  return { svg, grain: 3 };
}

export const cleanWhiteStudio = (): Scene =>
  studioSweep({ paper: '#f7f7f5', falloff: 0.07, spot: 0.9, spotColor: '#ffffff', vignette: 0.06 });

export const softGreyStudio = (): Scene =>
  studioSweep({ paper: '#c9cacb', falloff: 0.22, spot: 0.55, spotColor: '#eeeeee' });

export const warmBeigeStudio = (): Scene =>
  studioSweep({ paper: '#e3d3bd', falloff: 0.18, spot: 0.5, spotColor: '#fff4e2', side: -0.8 });

export const blushPinkStudio = (): Scene =>
  studioSweep({ paper: '#efcfcb', falloff: 0.16, spot: 0.55, spotColor: '#fff0ec' });

export const charcoalStudio = (): Scene => {
  const scene = studioSweep({
    paper: '#3a3b3e',
    falloff: 0.55,
    spot: 0.45,
    spotColor: '#8d8f94',
    vignette: 0.7,
  });
  return { ...scene, grain: 5 };
};

export const sageGreenStudio = (): Scene =>
  studioSweep({ paper: '#b9c4ad', falloff: 0.2, spot: 0.5, spotColor: '#eef3e6', side: 0.6 });
