import { describe, expect, it } from 'vitest';
import { exportNotes, exportShotOrder, missingViews, shotView } from './marketplaces.js';

const AI_WITH_BACK = ['standing-front', 'standing-right', 'smiling', 'sitting', 'back-view'];
const AI_FRONT_ONLY = ['standing-front', 'standing-right', 'smiling', 'sitting', 'fun-pose'];
const STUDIO_FRONT_ONLY = [
  'front',
  'ghost-mannequin',
  'on-a-hanger',
  'styled-flat-lay',
  'fabric-detail',
];

describe('shotView', () => {
  it.each([
    ['standing-front', 'front'],
    ['standing-right', 'side'],
    ['back-view', 'back'],
    ['side', 'side'],
    ['back', 'back'],
    ['ghost-mannequin', 'front'],
    ['styled-flat-lay', null],
    ['fabric-detail', null],
    ['fun-pose', null],
    ['walking-left', 'side'],
  ])('%s shows %s', (shotId, view) => {
    expect(shotView(shotId)).toBe(view);
  });
});

describe('missingViews', () => {
  it('asks Myntra and Ajio for front, side and back; others for nothing', () => {
    expect(missingViews('myntra', AI_WITH_BACK)).toEqual([]);
    expect(missingViews('ajio', AI_FRONT_ONLY)).toEqual(['back']);
    expect(missingViews('myntra', STUDIO_FRONT_ONLY)).toEqual(['side', 'back']);
    expect(missingViews('myntra', ['styled-flat-lay'])).toEqual(['front', 'side', 'back']);
    expect(missingViews('amazon', STUDIO_FRONT_ONLY)).toEqual([]);
  });
});

describe('exportShotOrder', () => {
  it('moves the first shot that is not a mannequin, ghost or hanger ahead of them for Ajio', () => {
    const ids = ['ghost-mannequin', 'on-a-hanger', 'front', 'side', 'back'];
    expect(exportShotOrder('ajio', ids)).toEqual([2, 0, 1, 3, 4]);
    expect(exportShotOrder('myntra', ids)).toEqual([0, 1, 2, 3, 4]);
    expect(exportShotOrder('ajio', STUDIO_FRONT_ONLY)).toEqual([0, 1, 2, 3, 4]);
    // Nothing else to put first: the order stays, and the notes say so.
    expect(exportShotOrder('ajio', ['ghost-mannequin', 'on-a-hanger'])).toEqual([0, 1]);
  });
});

describe('exportNotes', () => {
  it('names the missing views and the photos that would add them', () => {
    expect(exportNotes('myntra', STUDIO_FRONT_ONLY)).toEqual([
      'Myntra asks for front, side, back views; this catalogue has no side and back view. Make the catalogue again with a side photo and a back photo to add them.',
    ]);
    expect(exportNotes('ajio', AI_FRONT_ONLY)).toEqual([
      'Ajio asks for front, side, back views; this catalogue has no back view. Make the catalogue again with a back photo to add it.',
    ]);
    expect(exportNotes('myntra', AI_WITH_BACK)).toEqual([]);
    expect(exportNotes('amazon', STUDIO_FRONT_ONLY)).toEqual([]);
  });

  it('says when every Ajio image is a mannequin or hanger shot', () => {
    expect(exportNotes('ajio', ['ghost-mannequin', 'on-a-hanger'])).toEqual([
      'Ajio asks for front, side, back views; this catalogue has no side and back view. Make the catalogue again with a side photo and a back photo to add them.',
      'Ajio does not take a mannequin or ghost mannequin as the first image, and every image of this catalogue is one: add an on-model or flat product image before uploading.',
    ]);
  });
});
