/**
 * The order a catalogue's shots are asked in, to keep its model the same person (decisions 081
 * and 123). With a portrait of the chosen model, all at once with it. Without one and with the
 * identity anchor on: the first pose alone first, then the others at once with it as the
 * model's reference; a first pose made earlier (`request.anchor`) is used as it is.
 */
import type { ShotDefinition } from '../../../core/shots.js';
import type { CatalogueRequest, ShotOutcome } from '../image-engine.js';

/** Shots to make, each with its index in the pose list (`requestedShots`). */
export type ShotEntries = { shot: ShotDefinition; index: number }[];

/** What is sent after the garment photos to keep the model the same person, if anything. */
export interface IdentityReference {
  kind: 'portrait' | 'anchor';
  image?: Buffer;
}

export async function renderKeepingIdentity(
  request: CatalogueRequest,
  /** The engine's whole pose list; its first pose is the anchor. */
  all: ShotDefinition[],
  shots: ShotEntries,
  anchorOn: boolean,
  render: (shots: ShotEntries, reference: IdentityReference) => Promise<ShotOutcome[]>,
): Promise<ShotOutcome[]> {
  if (request.identity || !anchorOn)
    return render(shots, { kind: 'portrait', image: request.identity });

  const anchorShot = all[0]!;
  const first = shots.filter((entry) => entry.shot.id === anchorShot.id);
  const others = shots.filter((entry) => entry.shot.id !== anchorShot.id);
  if (first.length === 0 || others.length === 0) {
    // Only later poses (a resume, a regeneration, a re-made shot), or the first pose made
    // again: the first pose made earlier, if any, keeps the same model.
    const earlier = await request.anchor?.();
    return render(shots, { kind: 'anchor', image: earlier });
  }
  const [made] = await render(first, { kind: 'anchor' });
  // The first pose as its caller kept it (the colour check may have made it again), else as
  // made here.
  const anchor = made?.ok ? ((await request.anchor?.()) ?? made.image.png) : undefined;
  const rest = await render(others, { kind: 'anchor', image: anchor });
  return [made!, ...rest];
}
