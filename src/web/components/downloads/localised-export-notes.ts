import type { Language } from '@core/language';
import {
  exportNoteFacts,
  MARKETPLACE_LABELS,
  type CatalogueView,
  type MarketplaceId,
} from '@core/marketplaces';
import { exportNotesTexts } from '@/i18n/texts/export-notes';
import { textIn } from '@/i18n/language-store';
import type { TextValues } from '@/i18n/define-texts';

const VIEW_KEYS = { front: 'viewFront', side: 'viewSide', back: 'viewBack' } as const;
const PHOTO_KEYS = { side: 'photoSide', back: 'photoBack' } as const;

/**
 * core's exportNotes said in the seller's language: the toast of a marketplace download. In
 * English it is the zip's READ-ME text word for word (localised-export-notes.test.ts).
 */
export function localisedExportNotes(
  language: Language,
  marketplace: MarketplaceId,
  shotIds: readonly string[],
): string[] {
  const t = (key: keyof typeof exportNotesTexts.en, values?: TextValues) =>
    textIn(language, exportNotesTexts, key, values);
  const joined = (items: string[], last = t('listAnd')) =>
    items.length === 1
      ? items[0]!
      : `${items.slice(0, -1).join(t('listComma'))}${last}${items.at(-1)!}`;
  const view = (name: CatalogueView) => t(VIEW_KEYS[name]);
  const marketplaceName = MARKETPLACE_LABELS[marketplace];
  const { asked, missing, mannequinFirst } = exportNoteFacts(marketplace, shotIds);
  const notes: string[] = [];
  if (missing.length > 0) {
    const sentences = [
      t('missingViews', {
        marketplace: marketplaceName,
        asked: asked.map(view).join(t('listComma')),
        list: joined(missing.map(view)),
      }),
    ];
    const photos = missing.flatMap((name) => (name === 'front' ? [] : [t(PHOTO_KEYS[name])]));
    if (photos.length > 0)
      sentences.push(
        t(missing.length === 1 ? 'makeAgainOne' : 'makeAgainMany', {
          photos: photos.join(t('listAnd')),
        }),
      );
    notes.push(sentences.join(' '));
  }
  if (mannequinFirst) notes.push(t('mannequinFirst', { marketplace: marketplaceName }));
  return notes;
}
