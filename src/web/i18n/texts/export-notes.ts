import { defineTexts } from '../define-texts';

/**
 * A marketplace download's notes in the toast (decision 202): the pieces core's exportNotes
 * builds the zip's READ-ME from, so the English toast is the READ-ME's text word for word.
 */
export const exportNotesTexts = defineTexts('export-notes', {
  missingViews: '{{marketplace}} asks for {{asked}} views; this catalogue has no {{list}} view.',
  makeAgainOne: 'Make the catalogue again with {{photos}} to add it.',
  makeAgainMany: 'Make the catalogue again with {{photos}} to add them.',
  mannequinFirst:
    '{{marketplace}} does not take a mannequin or ghost mannequin as the first image, and every image of this catalogue is one: add an on-model or flat product image before uploading.',
  viewFront: 'front',
  viewSide: 'side',
  viewBack: 'back',
  photoSide: 'a side photo',
  photoBack: 'a back photo',
  listComma: ', ',
  listAnd: ' and ',
});
