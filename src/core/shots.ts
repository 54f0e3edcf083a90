/**
 * Shot lists. The engine decides which shots it makes (decision 010): AI engines make the
 * spec's five poses on a model; the offline studio engine makes five product shots and names
 * them for what they are. The UI reads the list from here, so it never claims a pose that was
 * not made.
 */
import { garmentGroupOf, type GarmentGroup } from './garments.js';

export interface ShotDefinition {
  /** Stable kebab-case id, used in file names (01_standing-front.png). */
  id: string;
  /** Shown to the user as the pose name. */
  name: string;
  /** Made from the back photo; only listed when one was uploaded. */
  needsBack: boolean;
}

/** Which garment photos the user uploaded; the front is always there. */
export interface ViewsPresent {
  hasBack: boolean;
  hasSide: boolean;
  /** A close-up of the print, embroidery, border or pallu (decision 178). */
  hasDetail?: boolean;
}

// docs/product.md §4, Shots: four fixed poses, then Back View when a back image exists, else Fun Pose.
export const AI_POSES = {
  standingFront: { id: 'standing-front', name: 'Standing Front', needsBack: false },
  standingRight: { id: 'standing-right', name: 'Standing Right', needsBack: false },
  smiling: { id: 'smiling', name: 'Smiling', needsBack: false },
  sitting: { id: 'sitting', name: 'Sitting', needsBack: false },
  backView: { id: 'back-view', name: 'Back View', needsBack: true },
  funPose: { id: 'fun-pose', name: 'Fun Pose', needsBack: false },
} as const satisfies Record<string, ShotDefinition>;

/** The spec's five poses for an on-model catalogue. */
export function aiPoseList(views: Pick<ViewsPresent, 'hasBack'>): ShotDefinition[] {
  const { standingFront, standingRight, smiling, sitting, backView, funPose } = AI_POSES;
  return [standingFront, standingRight, smiling, sitting, views.hasBack ? backView : funPose];
}

// The offline studio engine shoots the product alone: five different pictures, each named for
// what it shows (decision 100), chosen for the garment's group (decision 178). Side replaces
// the flat lay when a side photo was uploaded, Back replaces the detail when a back photo was;
// a Detail photo becomes the last shot, and then Back (if any) takes the flat lay's place.
export const STUDIO_SHOTS = {
  front: { id: 'front', name: 'Front', needsBack: false },
  ghostMannequin: { id: 'ghost-mannequin', name: 'Ghost mannequin', needsBack: false },
  onAHanger: { id: 'on-a-hanger', name: 'On a hanger', needsBack: false },
  flatLay: { id: 'styled-flat-lay', name: 'Styled flat lay', needsBack: false },
  side: { id: 'side', name: 'Side', needsBack: false },
  back: { id: 'back', name: 'Back', needsBack: true },
  fabricDetail: { id: 'fabric-detail', name: 'Fabric detail', needsBack: false },
  // Decision 178: shots for the garment groups other than upper wear.
  onAClipHanger: { id: 'on-a-clip-hanger', name: 'On a clip hanger', needsBack: false },
  folded: { id: 'folded', name: 'Folded', needsBack: false },
  waistbandDetail: { id: 'waistband-detail', name: 'Waistband detail', needsBack: false },
  fullLengthGhost: {
    id: 'full-length-ghost-mannequin',
    name: 'Full-length ghost mannequin',
    needsBack: false,
  },
  spreadFlat: { id: 'spread-flat', name: 'Spread flat', needsBack: false },
  foldedBorderAndPallu: {
    id: 'folded-border-and-pallu',
    name: 'Folded, border and pallu',
    needsBack: false,
  },
  drapedOnAStand: { id: 'draped-on-a-stand', name: 'Draped on a stand', needsBack: false },
  borderDetail: { id: 'border-detail', name: 'Border detail', needsBack: false },
  /** The seller's own Detail photo, at the output's full resolution. */
  detailCloseUp: { id: 'detail-close-up', name: 'Detail close-up', needsBack: false },
} as const satisfies Record<string, ShotDefinition>;

export type StudioShotId = (typeof STUDIO_SHOTS)[keyof typeof STUDIO_SHOTS]['id'];

type Shot = (typeof STUDIO_SHOTS)[keyof typeof STUDIO_SHOTS];

/**
 * Each group's five shots with no extra photo: the first three always, the fourth (the
 * flat lay's place, where Side goes) and the fifth (the detail's place, where Back goes).
 */
const STUDIO_SHOTS_BY_GROUP: Record<GarmentGroup, { shots: readonly Shot[]; sideFits: boolean }> = {
  upper: {
    shots: [
      STUDIO_SHOTS.front,
      STUDIO_SHOTS.ghostMannequin,
      STUDIO_SHOTS.onAHanger,
      STUDIO_SHOTS.flatLay,
      STUDIO_SHOTS.fabricDetail,
    ],
    sideFits: true,
  },
  lower: {
    shots: [
      STUDIO_SHOTS.front,
      STUDIO_SHOTS.onAClipHanger,
      STUDIO_SHOTS.folded,
      STUDIO_SHOTS.flatLay,
      STUDIO_SHOTS.waistbandDetail,
    ],
    sideFits: true,
  },
  'full-length': {
    shots: [
      STUDIO_SHOTS.front,
      STUDIO_SHOTS.fullLengthGhost,
      STUDIO_SHOTS.onAHanger,
      STUDIO_SHOTS.flatLay,
      STUDIO_SHOTS.fabricDetail,
    ],
    sideFits: true,
  },
  // A saree or a dupatta is a length of cloth: it has no side to photograph.
  draped: {
    shots: [
      STUDIO_SHOTS.spreadFlat,
      STUDIO_SHOTS.drapedOnAStand,
      STUDIO_SHOTS.foldedBorderAndPallu,
      STUDIO_SHOTS.flatLay,
      STUDIO_SHOTS.borderDetail,
    ],
    sideFits: false,
  },
  set: {
    shots: [
      STUDIO_SHOTS.front,
      STUDIO_SHOTS.fullLengthGhost,
      STUDIO_SHOTS.borderDetail,
      STUDIO_SHOTS.flatLay,
      STUDIO_SHOTS.fabricDetail,
    ],
    sideFits: true,
  },
  other: {
    shots: [
      STUDIO_SHOTS.front,
      STUDIO_SHOTS.ghostMannequin,
      STUDIO_SHOTS.onAHanger,
      STUDIO_SHOTS.flatLay,
      STUDIO_SHOTS.fabricDetail,
    ],
    sideFits: true,
  },
};

/**
 * The studio engine's five shots for a garment type; a run without a type (made before types
 * existed) gets the 'other' list, which is the list every run had before (decision 178).
 */
export function studioShotList(views: ViewsPresent, garmentType?: string | null): ShotDefinition[] {
  const { shots, sideFits } = STUDIO_SHOTS_BY_GROUP[garmentGroupOf(garmentType)];
  const [first, second, third, fourth, fifth] = shots as [Shot, Shot, Shot, Shot, Shot];
  const { side, back, detailCloseUp } = STUDIO_SHOTS;
  const backInFourth = views.hasBack && views.hasDetail === true;
  return [
    first,
    second,
    third,
    backInFourth ? back : views.hasSide && sideFits ? side : fourth,
    views.hasDetail ? detailCloseUp : views.hasBack ? back : fifth,
  ];
}

/** File name of a shot in downloads: 01_standing-front.png (docs/product.md §12 numbers from 01_). */
export function shotFileName(index: number, shot: Pick<ShotDefinition, 'id'>, ext = 'png'): string {
  return `${String(index + 1).padStart(2, '0')}_${shot.id}.${ext}`;
}

/**
 * Shot ids of the first studio engine (one cut-out five times), which runs queued before the
 * upgrade may still carry (decision 114). Each is made as the nearest of today's shots, under
 * its old id and name, so a resumed run finishes with the pictures it was promised.
 */
export const RETIRED_STUDIO_SHOTS = {
  angled: {
    shot: { id: 'angled', name: 'Angled', needsBack: false },
    index: 1,
    madeAs: 'ghost-mannequin',
  },
  detail: {
    shot: { id: 'detail', name: 'Detail', needsBack: false },
    index: 2,
    madeAs: 'fabric-detail',
  },
  lifestyle: {
    shot: { id: 'lifestyle', name: 'Lifestyle', needsBack: false },
    index: 3,
    madeAs: 'on-a-hanger',
  },
  'front-close-up': {
    shot: { id: 'front-close-up', name: 'Front Close-Up', needsBack: false },
    index: 4,
    madeAs: 'front',
  },
} as const satisfies Record<string, RetiredStudioShot>;

export interface RetiredStudioShot {
  shot: ShotDefinition;
  /** Its place in the first engine's list (front, angled, detail, lifestyle, close-up or back). */
  index: number;
  madeAs: StudioShotId;
}

/** Today's studio shot that makes `shotId`: itself, the stand-in of a retired id, or null. */
export function studioShotMadeAs(shotId: string): StudioShotId | null {
  const current = Object.values(STUDIO_SHOTS).find((shot) => shot.id === shotId);
  if (current) return current.id;
  const retired = (RETIRED_STUDIO_SHOTS as Record<string, RetiredStudioShot | undefined>)[shotId];
  return retired?.madeAs ?? null;
}
