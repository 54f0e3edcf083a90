/**
 * Draped on a stand (sarees and drapes, decision 178): the cloth hung over the wooden rod of a
 * drawn display stand in the chosen scene, its top folded over the rod and falling in front
 * (the photo's own top band, turned over and in shade), soft folds towards the hem, and a soft
 * shadow on the wall behind. The outline below the fold is the garment's own.
 */
import sharp from 'sharp';
import type { RawPixels } from '../encode-shot.js';
import { foldShade, rowsOf } from './fold.js';
import { composeOnGround, place } from './garment-layers.js';
import { hangingShade, hangingShadow, placeHangingSubject, svgLayer } from './hanging-subject.js';
import type { Subject } from './layer.js';
import type { ShotContext } from './shot-context.js';

export const DRAPED_STAND = {
  boxWidth: 0.64,
  boxHeight: 0.66,
  centerX: 0.5,
  /** The rod, and the floor the stand's feet rest on (fractions of the frame's height). */
  rodY: 0.17,
  floorY: 0.94,
  /** The share of the garment's height folded over the rod. */
  flap: 0.16,
} as const;

export interface StandGeometry {
  rodLeft: number;
  rodRight: number;
  rodTop: number;
  rodBottom: number;
  floorY: number;
}

export async function drapedStandShot(ctx: ShotContext): Promise<RawPixels> {
  return (await drapedStandComposition(ctx)).pixels;
}

export async function drapedStandComposition(ctx: ShotContext): Promise<{
  pixels: RawPixels;
  stand: StandGeometry;
  garment: { left: number; top: number; width: number; height: number };
  flap: { left: number; top: number; width: number; height: number };
}> {
  const { width: W, height: H } = ctx;
  const rodThickness = Math.max(4, H * 0.016);
  const rodY = DRAPED_STAND.rodY * H;
  const hung = await placeHangingSubject(ctx, DRAPED_STAND, () => rodY - rodThickness * 0.5);
  const { subject, left, top } = hung;
  const flap = hung.card ? null : await turnedOver(rowsOf(subject, 0, DRAPED_STAND.flap));
  const drawn = drawStand(left, left + subject.width, rodY, rodThickness, W, H);
  const standLayer = await svgLayer(drawn.svg, drawn.box);
  const layers = [
    place(standLayer, drawn.box.left, drawn.box.top),
    place(subject, left, top, await hangingShade(hung, ctx.seed, false)),
  ];
  if (flap)
    layers.push(
      place(flap, left, top, foldShade({ share: 0.25, depth: 0.7 }, { share: 0.2, depth: 0.82 })),
    );
  // The stand's shadow is where it touches the floor (drawn with it): the room is far behind.
  const pixels = await composeOnGround(hung.scene, layers, [hangingShadow(hung, W, H)]);
  return {
    pixels,
    stand: drawn.geometry,
    garment: { left, top, width: subject.width, height: subject.height },
    flap: { left, top, width: subject.width, height: flap?.height ?? 0 },
  };
}

/** A band of the garment turned over (upside down), as the cloth folded over the rod shows it. */
async function turnedOver(band: Subject): Promise<Subject> {
  const data = await sharp(band.data, {
    raw: { width: band.width, height: band.height, channels: 4 },
  })
    .flip()
    .raw()
    .toBuffer();
  return { data, width: band.width, height: band.height, channels: 4 };
}

/** The stand: a wooden rod wider than the garment on two uprights with feet on the floor. */
function drawStand(
  garmentLeft: number,
  garmentRight: number,
  rodY: number,
  thickness: number,
  W: number,
  H: number,
) {
  const reach = (garmentRight - garmentLeft) * 0.08 + W * 0.02;
  const rodLeft = Math.max(thickness, garmentLeft - reach);
  const rodRight = Math.min(W - thickness, garmentRight + reach);
  const floorY = DRAPED_STAND.floorY * H;
  const post = thickness * 0.8;
  const foot = W * 0.05;
  const box = {
    left: Math.max(0, Math.floor(rodLeft - foot * 1.4 - 2)),
    top: Math.max(0, Math.floor(rodY - thickness)),
    right: Math.min(W, Math.ceil(rodRight + foot * 1.4 + 2)),
    bottom: Math.min(H, Math.ceil(floorY + thickness * 1.2)),
  };
  const bw = Math.max(1, box.right - box.left);
  const bh = Math.max(1, box.bottom - box.top);
  const x = (v: number) => (v - box.left).toFixed(1);
  const y = (v: number) => (v - box.top).toFixed(1);
  const posts = [rodLeft + thickness * 0.6, rodRight - thickness * 0.6]
    .map(
      (px) =>
        // Where the foot stands on the floor, the floor darkens under it.
        `<ellipse cx="${x(px)}" cy="${y(floorY)}" rx="${(foot * 1.35).toFixed(1)}" ry="${(thickness * 0.9).toFixed(1)}" fill="url(#f)"/>` +
        `<rect x="${x(px - post / 2)}" y="${y(rodY)}" width="${post.toFixed(1)}" height="${(floorY - rodY).toFixed(1)}" fill="url(#p)"/>` +
        `<rect x="${x(px - foot)}" y="${y(floorY - thickness * 0.6)}" width="${(2 * foot).toFixed(1)}" height="${(thickness * 0.6).toFixed(1)}" rx="${(thickness * 0.3).toFixed(1)}" fill="#6b4121"/>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${bw}" height="${bh}"><defs>` +
    `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c08a55"/><stop offset="0.45" stop-color="#9a6434"/><stop offset="1" stop-color="#6b4121"/></linearGradient>` +
    `<radialGradient id="f"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="p" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7a4a26"/><stop offset="0.5" stop-color="#b07a48"/><stop offset="1" stop-color="#6b4121"/></linearGradient></defs>` +
    posts +
    `<rect x="${x(rodLeft)}" y="${y(rodY - thickness / 2)}" width="${(rodRight - rodLeft).toFixed(1)}" height="${thickness.toFixed(1)}" rx="${(thickness / 2).toFixed(1)}" fill="url(#w)"/>` +
    `</svg>`;
  return {
    svg,
    box: { left: box.left, top: box.top, width: bw, height: bh },
    geometry: {
      rodLeft,
      rodRight,
      rodTop: rodY - thickness / 2,
      rodBottom: rodY + thickness / 2,
      floorY,
    },
  };
}
