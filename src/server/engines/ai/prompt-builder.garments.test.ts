import { describe, expect, it } from 'vitest';
import {
  GARMENT_GROUPS,
  GARMENT_TYPES,
  garmentGroupOf,
  type GarmentTypeId,
} from '../../../core/garments.js';
import { AI_POSES, aiPoseList } from '../../../core/shots.js';
import { GARMENT_WEARING, garmentWearing } from './garment-wearing.js';
import { POSE_DIRECTIONS } from './pose-directions.js';
import { buildShotPrompt, describeGarmentViews } from './prompt-builder.js';

const FRONT_ONLY = { hasBack: false, hasSide: false };

function prompt(
  type: GarmentTypeId,
  options: { shot?: { id: string; name: string }; note?: string | null } = {},
) {
  return buildShotPrompt({
    persona: null,
    shot: options.shot ?? AI_POSES.standingFront,
    views: FRONT_ONLY,
    garment: { type, stylingNote: options.note ?? null },
  });
}

const TYPED = GARMENT_TYPES.filter((type) => type.id !== 'other');

describe('the prompt names the garment and how it is worn', () => {
  it('has a wearing entry for every type but other', () => {
    expect(Object.keys(GARMENT_WEARING).sort()).toEqual(TYPED.map((type) => type.id).sort());
    expect(garmentWearing('other')).toBeNull();
    expect(garmentWearing(null)).toBeNull();
    expect(garmentWearing('toString')).toBeNull();
  });

  it.each(TYPED.map((type) => [type.id] as const))(
    '%s: names the garment, how it is worn and its default pairing',
    (id) => {
      const wearing = GARMENT_WEARING[id as keyof typeof GARMENT_WEARING];
      const text = prompt(id);
      expect(text).toContain(`wearing the ${wearing.noun} from the attached product photos.`);
      if (wearing.worn) expect(text).toContain(wearing.worn);
      expect(text).toContain(wearing.pairing);
      expect(text).not.toContain('Styling, as the seller asks');
    },
  );

  it.each(TYPED.map((type) => [type.id] as const))(
    "%s: the seller's styling note replaces the pairing, and the prompt says so",
    (id) => {
      const wearing = GARMENT_WEARING[id as keyof typeof GARMENT_WEARING];
      const text = prompt(id, { note: 'with white sneakers.' });
      expect(text).not.toContain(wearing.pairing);
      expect(text).toContain(
        'Styling, as the seller asks (this replaces any default pairing and takes priority over other styling): with white sneakers.',
      );
      if (wearing.worn) expect(text).toContain(wearing.worn);
    },
  );

  it('drapes a saree in the Nivi style with the pallu over the left shoulder and a matching blouse', () => {
    expect(prompt('saree')).toContain(
      'The saree is draped in the Nivi style, with neat pleats at the front and the pallu over the left shoulder, worn with a matching blouse.',
    );
    // A note such as "pallu pleated" changes the styling, not the garment's own drape sentence.
    expect(prompt('saree', { note: 'pallu pleated' })).toContain('Nivi style');
  });

  it('pairs each type sensibly', () => {
    expect(prompt('lehenga')).toContain('worn with its choli and dupatta');
    expect(prompt('kurta')).toContain('a matching churidar or palazzo');
    expect(prompt('t-shirt')).toContain('plain, well-fitting neutral trousers or jeans');
    expect(prompt('trousers')).toContain('a plain, fitted neutral top');
    expect(prompt('sherwani')).toMatch(/churidar.*mojaris/);
    expect(prompt('dupatta')).toContain('over a plain kurta set');
    expect(prompt('co-ord-set')).toContain('the matching top and bottom together');
  });

  it("keeps today's wording for 'other', adding only the seller's note", () => {
    const withNote = prompt('other', { note: 'belted at the waist' });
    expect(withNote).toContain('wearing the garment from the attached product photos.');
    expect(withNote).toContain('as the seller asks');
    expect(withNote).toContain('belted at the waist.');
    expect(prompt('other')).not.toContain('Pair');
  });
});

describe('pose directions fit the garment group', () => {
  const smiling = AI_POSES.smiling;

  it('keeps Smiling full length for a lehenga, trousers and every group but tops', () => {
    for (const id of ['lehenga', 'trousers', 'saree', 'dress'] as const) {
      const text = prompt(id, { shot: smiling });
      expect(text).toContain('Pose: Smiling - ');
      expect(text).toContain('full length from head to toe');
      expect(text).not.toContain('knees up');
    }
    expect(prompt('t-shirt', { shot: smiling })).toContain('from the knees up');
    expect(prompt('other', { shot: smiling })).toContain('from the knees up');
  });

  it("shows a saree's pallu when sitting and falling down the back in Back View", () => {
    expect(prompt('saree', { shot: AI_POSES.sitting })).toMatch(/Pose: Sitting - [^.]*pallu/);
    expect(prompt('saree', { shot: AI_POSES.backView })).toMatch(
      /Pose: Back View - [^.]*the pallu falling from the left shoulder down the back/,
    );
  });

  it("gives every group a direction for each of the spec's poses, under the same names", () => {
    const poses = [...aiPoseList({ hasBack: true }), AI_POSES.funPose];
    for (const group of GARMENT_GROUPS) {
      for (const pose of poses) expect(POSE_DIRECTIONS[group][pose.id as 'smiling']).toBeTruthy();
    }
    const type = TYPED.find((t) => garmentGroupOf(t.id) === 'set')!;
    expect(
      poses.map((pose) => prompt(type.id, { shot: pose }).match(/Pose: ([^-]+) -/)![1]),
    ).toEqual(poses.map((pose) => pose.name));
  });
});

describe('the detail photo', () => {
  it('is numbered after the front, back and side photos that are sent', () => {
    expect(describeGarmentViews({ hasBack: false, hasSide: false, hasDetail: true })).toBe(
      'The attached product photos show the front (image 1) of one garment. Image 2 is a close-up of the fabric: reproduce its print, embroidery and border exactly.',
    );
    expect(describeGarmentViews({ hasBack: true, hasSide: false, hasDetail: true })).toContain(
      'the back (image 2) of one garment. Image 3 is a close-up of the fabric',
    );
    expect(describeGarmentViews({ hasBack: true, hasSide: true, hasDetail: true })).toContain(
      'the side (image 3) of one garment. Image 4 is a close-up of the fabric',
    );
  });

  it('is named before the identity reference, which stays the last image', () => {
    const text = buildShotPrompt({
      persona: null,
      shot: AI_POSES.sitting,
      views: { hasBack: true, hasSide: false, hasDetail: true },
      identity: 'portrait',
      garment: { type: 'saree', stylingNote: null },
    });
    expect(text.indexOf('Image 3 is a close-up')).toBeGreaterThan(0);
    expect(text.indexOf('Image 3 is a close-up')).toBeLessThan(
      text.indexOf('The last attached image is a portrait'),
    );
  });

  it('names the identity reference as the vendor receives it', () => {
    const asked = (identitySent?: 'last-image' | 'face-reference') =>
      buildShotPrompt({
        persona: null,
        shot: AI_POSES.sitting,
        views: { hasBack: false, hasSide: false, hasDetail: false },
        identity: 'anchor',
        identitySent,
      });
    expect(asked()).toContain('The last attached image is another photograph from this catalogue');
    expect(asked('face-reference')).toContain(
      'The face reference image is another photograph from this catalogue',
    );
    expect(asked('face-reference')).not.toContain('last attached image');
  });

  it('is not mentioned when it is not sent', () => {
    expect(describeGarmentViews({ hasBack: true, hasSide: true, hasDetail: false })).not.toContain(
      'close-up',
    );
  });
});
