/**
 * Which picture each studio shot id makes (decision 100). The list of shots itself comes
 * from src/core/shots.ts, so the UI names exactly what is made here.
 */
import { STUDIO_SHOTS, type StudioShotId } from '../../../core/shots.js';
import type { RawPixels } from '../encode-shot.js';
import { fabricDetailShot } from './fabric-detail-shot.js';
import { flatLayShot } from './flat-lay-shot.js';
import { ghostMannequinShot } from './ghost-mannequin-shot.js';
import { hangerShot } from './hanger-shot.js';
import type { ShotContext } from './shot-context.js';
import { standingShot } from './standing-shot.js';

const RENDERERS: Record<StudioShotId, (ctx: ShotContext) => Promise<RawPixels>> = {
  [STUDIO_SHOTS.front.id]: (ctx) => standingShot(ctx, 'front'),
  [STUDIO_SHOTS.ghostMannequin.id]: ghostMannequinShot,
  [STUDIO_SHOTS.onAHanger.id]: hangerShot,
  [STUDIO_SHOTS.flatLay.id]: flatLayShot,
  [STUDIO_SHOTS.side.id]: (ctx) => standingShot(ctx, 'side'),
  [STUDIO_SHOTS.back.id]: (ctx) => standingShot(ctx, 'back'),
  [STUDIO_SHOTS.fabricDetail.id]: fabricDetailShot,
};

export function renderStudioShot(shotId: string, ctx: ShotContext): Promise<RawPixels> {
  const render = RENDERERS[shotId as StudioShotId] as
    ((ctx: ShotContext) => Promise<RawPixels>) | undefined;
  if (!render) throw new Error(`No studio shot '${shotId}'`);
  return render(ctx);
}
