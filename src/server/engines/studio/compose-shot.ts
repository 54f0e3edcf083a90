/**
 * One studio shot: the prepared garment (or, when the cut-out was not trusted, the whole
 * photo on a clean card) fitted into the shot's layout, with its shadow, on the background.
 */
import sharp from 'sharp';
import type { RawPixels } from '../encode-shot.js';
import { contactShadow, shadowOverlay } from './contact-shadow.js';
import type { PreparedView } from './prepare-view.js';
import type { ShotLayout } from './shot-layouts.js';

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

export async function composeShot(
  view: PreparedView,
  layout: ShotLayout,
  background: RawPixels,
): Promise<RawPixels> {
  const { width: W, height: H } = background;
  const card = view.cutout.method === 'card';
  const subject = card
    ? await cardImage(view, layout, W, H)
    : await garmentImage(view, layout, W, H);
  const placed = layout.turn ? await turn(subject) : subject;

  const left = layout.detail
    ? Math.round((W - placed.width) / 2)
    : Math.round(layout.centerX * W - placed.width / 2);
  const top = layout.detail
    ? Math.round((H - placed.height) / 2)
    : Math.round(layout.bottom * H - placed.height);
  const shadow = await contactShadow({
    garment: placed,
    left,
    top,
    frameWidth: W,
    frameHeight: H,
    strength: layout.shadow,
    contact: !layout.detail,
  });

  // Clip the subject to the frame (a detail crop may overhang).
  const clipped = await clipToFrame(placed, left, top, W, H);
  const data = await sharp(background.data, {
    raw: { width: W, height: H, channels: background.channels },
  })
    .composite([
      shadowOverlay(shadow),
      {
        input: clipped.pixels.data,
        raw: { width: clipped.pixels.width, height: clipped.pixels.height, channels: 4 },
        left: clipped.left,
        top: clipped.top,
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, width: W, height: H, channels: 3 };
}

/** The garment cut out, fitted into the layout's box (or a close crop for the detail shot). */
async function garmentImage(
  view: PreparedView,
  layout: ShotLayout,
  W: number,
  H: number,
): Promise<RawPixels> {
  const { bbox } = view;
  let region: Region;
  let target: { width: number; height: number };
  if (layout.detail) {
    // The upper middle of the garment (neckline, yoke, embroidery) filling the frame.
    const cropW = Math.max(16, Math.round(bbox.width * 0.58));
    const cropH = Math.round((cropW * H) / W);
    region = clampRegion(
      {
        left: Math.round(bbox.x + bbox.width / 2 - cropW / 2),
        top: Math.round(bbox.y - bbox.height * 0.02),
        width: cropW,
        height: cropH,
      },
      view.width,
      view.height,
    );
    target = { width: W, height: Math.round((region.height * W) / region.width) };
  } else {
    const margin = Math.round(Math.max(bbox.width, bbox.height) * 0.01);
    region = clampRegion(
      {
        left: bbox.x - margin,
        top: bbox.y - margin,
        width: bbox.width + 2 * margin,
        height: bbox.height + 2 * margin,
      },
      view.width,
      view.height,
    );
    target = fit(region, layout.boxWidth * W, layout.boxHeight * H);
  }
  const data = await sharp(view.rgba, {
    raw: { width: view.width, height: view.height, channels: 4 },
  })
    .extract(region)
    .resize(target.width, target.height, { kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  return { data, ...target, channels: 4 };
}

/** The whole photo as a print with a white border and rounded corners. */
async function cardImage(
  view: PreparedView,
  layout: ShotLayout,
  W: number,
  H: number,
): Promise<RawPixels> {
  let region: Region = { left: 0, top: 0, width: view.width, height: view.height };
  if (layout.detail) {
    const cropW = Math.round(view.width * 0.6);
    const cropH = Math.min(view.height, Math.round(cropW * 1.25));
    region = {
      left: Math.round((view.width - cropW) / 2),
      top: Math.round(view.height * 0.12),
      width: cropW,
      height: Math.min(cropH, view.height - Math.round(view.height * 0.12)),
    };
  }
  const boxW = (layout.detail ? 0.8 : layout.boxWidth * 0.92) * W;
  const boxH = (layout.detail ? 0.8 : layout.boxHeight * 0.92) * H;
  const inner = fit(region, boxW, boxH);
  const border = Math.round(Math.min(inner.width, inner.height) * 0.035);
  const cw = inner.width + 2 * border;
  const ch = inner.height + 2 * border;
  if (!view.rgb) throw new Error('A card shot needs the unmasked photo.');
  const photo = await sharp(view.rgb, {
    raw: { width: view.width, height: view.height, channels: 3 },
  })
    .extract(region)
    .resize(inner.width, inner.height)
    .raw()
    .toBuffer();
  const framed = await sharp(photo, {
    raw: { width: inner.width, height: inner.height, channels: 3 },
  })
    .extend({ top: border, bottom: border, left: border, right: border, background: '#fbfaf7' })
    .ensureAlpha()
    .raw()
    .toBuffer();
  const radius = Math.round(border * 0.8);
  const roundMask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cw}" height="${ch}"><rect width="${cw}" height="${ch}" rx="${radius}" fill="#fff"/></svg>`,
  );
  const data = await sharp(framed, { raw: { width: cw, height: ch, channels: 4 } })
    .composite([{ input: roundMask, blend: 'dest-in' }])
    .raw()
    .toBuffer();
  return { data, width: cw, height: ch, channels: 4 };
}

/**
 * A three-quarter view made from a front photo: narrower, sheared so the far side sits a
 * little higher, and shaded across as a turned body would be.
 */
async function turn(subject: RawPixels): Promise<RawPixels> {
  const { data, info } = await sharp(subject.data, {
    raw: { width: subject.width, height: subject.height, channels: 4 },
  })
    .affine(
      [
        [0.84, 0],
        [-0.06, 1],
      ],
      { background: { r: 0, g: 0, b: 0, alpha: 0 }, interpolator: 'bicubic' },
    )
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  // Light falls from the left: the far (right) side is in gentle shade.
  const shade = Float32Array.from({ length: width }, (_, x) => 1.03 - 0.2 * (x / width) ** 1.5);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 4) {
      const f = shade[x]!;
      data[i] = Math.min(255, data[i]! * f);
      data[i + 1] = Math.min(255, data[i + 1]! * f);
      data[i + 2] = Math.min(255, data[i + 2]! * f);
    }
  }
  return { data, width, height, channels: 4 };
}

async function clipToFrame(
  subject: RawPixels,
  left: number,
  top: number,
  W: number,
  H: number,
): Promise<{ pixels: RawPixels; left: number; top: number }> {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(W, left + subject.width);
  const y1 = Math.min(H, top + subject.height);
  if (x0 === left && y0 === top && x1 === left + subject.width && y1 === top + subject.height) {
    return { pixels: subject, left, top };
  }
  const region = {
    left: x0 - left,
    top: y0 - top,
    width: Math.max(1, x1 - x0),
    height: Math.max(1, y1 - y0),
  };
  const data = await sharp(subject.data, {
    raw: { width: subject.width, height: subject.height, channels: 4 },
  })
    .extract(region)
    .raw()
    .toBuffer();
  return {
    pixels: { data, width: region.width, height: region.height, channels: 4 },
    left: x0,
    top: y0,
  };
}

function fit(region: { width: number; height: number }, boxW: number, boxH: number) {
  const scale = Math.min(boxW / region.width, boxH / region.height);
  return {
    width: Math.max(1, Math.round(region.width * scale)),
    height: Math.max(1, Math.round(region.height * scale)),
  };
}

function clampRegion(r: Region, width: number, height: number): Region {
  const left = Math.max(0, Math.min(width - 1, r.left));
  const top = Math.max(0, Math.min(height - 1, r.top));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, r.width)),
    height: Math.max(1, Math.min(height - top, r.height)),
  };
}
