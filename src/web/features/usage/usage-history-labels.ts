/**
 * How Settings draws each kind of usage-history entry (decision 269): its label (a key of the
 * usage-history texts, English and Hindi), whether it takes images or gives them back, and
 * whether it names its run. A new kind (images given back for a reported shot, a credit not
 * granted by an operator) is one entry here plus its label in both text files.
 */
import type { TextKey } from '@/i18n/define-texts';
import type { usageHistoryTexts } from '@/i18n/texts/usage-history';

type LabelKey = TextKey<typeof usageHistoryTexts.en>;

export interface UsageHistoryLabel {
  label: LabelKey;
  /** `spent` takes images from the month (−); `returned` gives them back (+); `neutral`, no sign. */
  direction: 'spent' | 'returned' | 'neutral';
  /** Shows the run the images went to, when the entry has one. */
  showsRun: boolean;
}

export const USAGE_HISTORY_LABELS: Readonly<Record<string, UsageHistoryLabel>> = {
  charge: { label: 'charge', direction: 'spent', showsRun: true },
  // The operator's reason is for colleagues and in English: the seller reads who gave it.
  credit: { label: 'credit', direction: 'returned', showsRun: false },
};

/** A kind this build does not know yet is shown, neutrally, never hidden. */
const UNKNOWN: UsageHistoryLabel = { label: 'other', direction: 'neutral', showsRun: false };

export function usageHistoryLabel(kind: string): UsageHistoryLabel {
  return Object.hasOwn(USAGE_HISTORY_LABELS, kind) ? USAGE_HISTORY_LABELS[kind]! : UNKNOWN;
}
