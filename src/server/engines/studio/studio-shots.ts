/**
 * Which picture each studio shot id makes (decisions 100 and 178). The list of shots itself comes
 * from src/core/shots.ts, so the UI names exactly what is made here.
 */
import { STUDIO_SHOTS, type StudioShotId } from '../../../core/shots.js';
import type { RawPixels } from '../encode-shot.js';
import { borderDetailShot } from './border-detail-shot.js';
import { clipHangerShot } from './clip-hanger-shot.js';
import { detailCloseUpShot } from './detail-close-up-shot.js';
import { drapedStandShot } from './draped-stand-shot.js';
import { fabricDetailShot } from './fabric-detail-shot.js';
import { flatLayShot } from './flat-lay-shot.js';
import { foldedBorderShot } from './folded-border-shot.js';
import { foldedShot } from './folded-shot.js';
import { FULL_LENGTH_GHOST, ghostMannequinShot } from './ghost-mannequin-shot.js';
import { hangerShot } from './hanger-shot.js';
import type { ShotContext } from './shot-context.js';
import { spreadFlatShot } from './spread-flat-shot.js';
import { standingShot } from './standing-shot.js';
import { waistbandDetailShot } from './waistband-detail-shot.js';

const RENDERERS: Record<StudioShotId, (ctx: ShotContext) => Promise<RawPixels>> = {
  [STUDIO_SHOTS.front.id]: (ctx) => standingShot(ctx, 'front'),
  [STUDIO_SHOTS.ghostMannequin.id]: (ctx) => ghostMannequinShot(ctx),
  [STUDIO_SHOTS.onAHanger.id]: hangerShot,
  [STUDIO_SHOTS.flatLay.id]: flatLayShot,
  [STUDIO_SHOTS.side.id]: (ctx) => standingShot(ctx, 'side'),
  [STUDIO_SHOTS.back.id]: (ctx) => standingShot(ctx, 'back'),
  [STUDIO_SHOTS.fabricDetail.id]: fabricDetailShot,
  [STUDIO_SHOTS.onAClipHanger.id]: clipHangerShot,
  [STUDIO_SHOTS.folded.id]: foldedShot,
  [STUDIO_SHOTS.waistbandDetail.id]: waistbandDetailShot,
  [STUDIO_SHOTS.fullLengthGhost.id]: (ctx) => ghostMannequinShot(ctx, FULL_LENGTH_GHOST),
  [STUDIO_SHOTS.spreadFlat.id]: spreadFlatShot,
  [STUDIO_SHOTS.foldedBorderAndPallu.id]: foldedBorderShot,
  [STUDIO_SHOTS.drapedOnAStand.id]: drapedStandShot,
  [STUDIO_SHOTS.borderDetail.id]: borderDetailShot,
  [STUDIO_SHOTS.detailCloseUp.id]: detailCloseUpShot,
};

export function renderStudioShot(shotId: string, ctx: ShotContext): Promise<RawPixels> {
  const render = RENDERERS[shotId as StudioShotId] as
    ((ctx: ShotContext) => Promise<RawPixels>) | undefined;
  if (!render) throw new Error(`No studio shot '${shotId}'`);
  return render(ctx);
}
