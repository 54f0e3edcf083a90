/**
 * Front, Back and Side: the garment as photographed from that side, close, in front of the
 * chosen scene out of focus (scene-depth.ts), with a faint soft shadow.
 */
import type { RawPixels } from '../encode-shot.js';
import { contactShade } from './contact-shadow.js';
import { composeOnGround, place } from './garment-layers.js';
import type { ShotContext, ViewName } from './shot-context.js';

/** The box the garment is fitted into and where its hem rests (fractions of the frame). */
export const STANDING = { boxWidth: 0.74, boxHeight: 0.76, centerX: 0.5, bottom: 0.9 } as const;

export async function standingShot(ctx: ShotContext, viewName: ViewName): Promise<RawPixels> {
  const { width: W, height: H } = ctx;
  const [subject, scene] = await Promise.all([
    ctx.subject(viewName, STANDING.boxWidth * W, STANDING.boxHeight * H),
    ctx.scene(),
  ]);
  const left = Math.round(STANDING.centerX * W - subject.width / 2);
  const top = Math.round(STANDING.bottom * H - subject.height);
  const shadow = contactShade({
    garment: subject,
    left,
    top,
    frameWidth: W,
    frameHeight: H,
    // A close shot with the room far behind (decision 181): the hem touches no floor, and
    // the shadow is only the light the garment keeps from the room behind it.
    strength: 0.6,
    contact: false,
  });
  return composeOnGround(scene, [place(subject, left, top)], [shadow]);
}
