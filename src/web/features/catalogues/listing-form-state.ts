/**
 * The review form's rules (issue #39), kept apart from the markup: the state a view starts
 * from, the body a save sends, and the problems to show by field before anything is sent.
 */
import {
  LISTING_LIMITS,
  listingEditSchema,
  type ListingEdit,
  type ListingView,
} from '@core/listing-review';
import type { ListingDraft, ListingTexts } from '@core/listings/listing-draft';

export interface ListingFormState {
  english: ListingTexts;
  /** The texts in Hindi, for a seller who works in Hindi; the marketplaces' columns stay English. */
  hindi: ListingTexts | null;
  attributes: ListingDraft['attributes'];
}

export const formStateOf = (view: ListingView): ListingFormState =>
  structuredClone({
    english: view.draft.english,
    hindi: view.draft.hindi,
    attributes: view.draft.attributes,
  });

export const editOf = (state: ListingFormState): ListingEdit => ({
  english: state.english,
  hindi: state.hindi,
  attributes: state.attributes,
});

/** Problems by field path ('english.title', 'english.bullets.1' …), first message each. */
export function problemsOf(view: ListingView, state: ListingFormState): Record<string, string> {
  const parsed = listingEditSchema(view.columns).safeParse(editOf(state));
  const problems: Record<string, string> = {};
  if (parsed.success) return problems;
  for (const issue of parsed.error.issues) problems[issue.path.join('.')] ??= issue.message;
  return problems;
}

export const canAddBullet = (texts: ListingTexts) =>
  texts.bullets.length < LISTING_LIMITS.bulletsMax;
export const canRemoveBullet = (texts: ListingTexts) =>
  texts.bullets.length > LISTING_LIMITS.bulletsMin;
