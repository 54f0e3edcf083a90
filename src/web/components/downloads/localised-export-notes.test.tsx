import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportNotes, MARKETPLACE_IDS } from '@core/marketplaces';
import { applyLanguage } from '@/i18n/language-store';
import { englishRuns } from '../../../../e2e/support/english-runs';
import { localisedExportNotes } from './localised-export-notes';

/** Shot lists that give every note: none, each view missing, all missing, all on mannequins. */
const SHOT_LISTS: string[][] = [
  ['standing-front', 'standing-right', 'back-view', 'smiling', 'front-close-up'],
  ['standing-front', 'smiling', 'front-close-up'],
  ['standing-front', 'back-view'],
  ['standing-right', 'flat-lay'],
  ['flat-lay', 'detail'],
  ['ghost-mannequin', 'on-a-hanger'],
  ['ghost-mannequin', 'angled', 'lifestyle', 'back-view'],
  [],
];

describe('a marketplace download’s notes in the seller’s language (decision 202)', () => {
  it('says in English exactly what the zip’s READ-ME says', () => {
    let notes = 0;
    for (const marketplace of MARKETPLACE_IDS)
      for (const shots of SHOT_LISTS) {
        const english = exportNotes(marketplace, shots);
        notes += english.length;
        expect(localisedExportNotes('en', marketplace, shots), `${marketplace} ${shots}`).toEqual(
          english,
        );
      }
    expect(notes, 'the lists reach every kind of note').toBeGreaterThan(10);
  });

  describe('in Hindi', () => {
    beforeAll(async () => {
      await applyLanguage('hi', false);
    });
    afterAll(async () => {
      await applyLanguage('en', false);
    });

    it('says every note in Hindi, one for each English note', () => {
      for (const marketplace of MARKETPLACE_IDS)
        for (const shots of SHOT_LISTS) {
          const hindi = localisedExportNotes('hi', marketplace, shots);
          expect(hindi).toHaveLength(exportNotes(marketplace, shots).length);
          for (const note of hindi) {
            expect(note).toMatch(/[\u0900-\u097F]/);
            expect(englishRuns(note), note).toEqual([]);
          }
        }
    });

    it('names the missing views and the photos that would add them', () => {
      expect(localisedExportNotes('hi', 'myntra', ['standing-front'])).toEqual([
        'Myntra सामने का, साइड का, पीछे का व्यू माँगता है; इस कैटलॉग में साइड का और पीछे का व्यू नहीं है। इन्हें जोड़ने के लिए साइड की फ़ोटो और पीछे की फ़ोटो के साथ कैटलॉग फिर से बनाएँ।',
      ]);
    });
  });
});
