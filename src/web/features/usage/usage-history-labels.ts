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

/** Keyed by the entry's kind, or its kind and source (`credit:report`) where they differ. */
export const USAGE_HISTORY_LABELS: Readonly<Record<string, UsageHistoryLabel>> = {
  charge: { label: 'charge', direction: 'spent', showsRun: true },
  // The operator's reason is for colleagues and in English: the seller reads who gave it.
  'credit:operator': { label: 'credit', direction: 'returned', showsRun: false },
  // A reported image given back (decision 263), with or without a failed colour check.
  'credit:report': { label: 'creditReport', direction: 'returned', showsRun: true },
  'credit:check': { label: 'creditReport', direction: 'returned', showsRun: true },
  // A report past the month's limit or the 7 days: recorded, nothing given back.
  report: { label: 'reportOnly', direction: 'neutral', showsRun: true },
};

/** A kind this build does not know yet is shown, neutrally, never hidden. */
const UNKNOWN: UsageHistoryLabel = { label: 'other', direction: 'neutral', showsRun: false };

export function usageHistoryLabel(entry: {
  kind: string;
  source?: string | null;
}): UsageHistoryLabel {
  for (const key of [`${entry.kind}:${entry.source ?? ''}`, entry.kind])
    if (Object.hasOwn(USAGE_HISTORY_LABELS, key)) return USAGE_HISTORY_LABELS[key]!;
  return UNKNOWN;
}
