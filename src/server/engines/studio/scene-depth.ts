/**
 * The chosen scene as the room behind a close product shot (issue #30, decision 181): the
 * garment fills most of the frame, as marketplaces want, which is only believable if the camera
 * is close and the room far behind it. So the scene is framed tighter (a longer lens: the
 * middle of the room, enlarged) and out of focus (a shallow depth of field), and nothing in the
 * shot touches its floor. Made once per catalogue and shared by every shot on the scene.
 */
import sharp from 'sharp';
import type { RawPixels } from '../encode-shot.js';

export const SCENE_DEPTH = {
  /** How much of the room's width and height the tighter framing keeps. */
  crop: 0.72,
  /** Where the crop's centre lies, as fractions of the scene (the wall behind the garment). */
  centerX: 0.5,
  centerY: 0.46,
  /** The blur of the out-of-focus room, as a fraction of the frame's height. */
  blur: 0.009,
} as const;

/** Blurred at a third of the size: a soft blur loses nothing there and costs a ninth. */
const WORK = 3;

export async function roomBehind(scene: RawPixels): Promise<RawPixels> {
  const { width: W, height: H, channels } = scene;
  const cw = Math.max(1, Math.round(W * SCENE_DEPTH.crop));
  const ch = Math.max(1, Math.round(H * SCENE_DEPTH.crop));
  const left = clamp(Math.round(W * SCENE_DEPTH.centerX - cw / 2), 0, W - cw);
  const top = clamp(Math.round(H * SCENE_DEPTH.centerY - ch / 2), 0, H - ch);
  const small = await sharp(scene.data, { raw: { width: W, height: H, channels } })
    .extract({ left, top, width: cw, height: ch })
    .resize(Math.max(1, Math.round(W / WORK)), Math.max(1, Math.round(H / WORK)))
    .blur(Math.max(0.4, (SCENE_DEPTH.blur * H) / WORK))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const data = await sharp(small.data, {
    raw: { width: small.info.width, height: small.info.height, channels: 3 },
  })
    .resize(W, H, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  return { data, width: W, height: H, channels: 3 };
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, v));
}
