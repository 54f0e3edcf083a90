import { useTexts } from '@/i18n/use-texts';
import { backgroundsTexts } from '@/i18n/texts/backgrounds';
import { Lock, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isNarrowedBySearchOrCategory, type BackgroundFilters } from '@core/background-library';

/** Three backdrop frames, the front one a rani-pink sweep with a marigold sun: scenes to come. */
function BackdropsIllustration() {
  return (
    <svg viewBox="0 0 200 150" width="200" height="150" aria-hidden className="h-auto w-44 sm:w-52">
      <ellipse cx="100" cy="136" rx="72" ry="8" className="fill-stone-100" />
      <rect
        x="30"
        y="40"
        width="56"
        height="72"
        rx="6"
        transform="rotate(-8 58 76)"
        className="fill-stone-50 stroke-stone-300"
        strokeWidth="1.5"
      />
      <rect
        x="114"
        y="40"
        width="56"
        height="72"
        rx="6"
        transform="rotate(8 142 76)"
        className="fill-stone-50 stroke-stone-300"
        strokeWidth="1.5"
      />
      <rect
        x="66"
        y="28"
        width="68"
        height="88"
        rx="7"
        className="fill-card stroke-stone-300"
        strokeWidth="1.5"
      />
      <rect x="72" y="34" width="56" height="60" rx="4" className="fill-primary-soft" />
      <circle cx="112" cy="52" r="8" className="fill-accent" />
      <path d="M72 94 C 88 76, 104 82, 128 70 L128 94 Z" className="fill-primary/80" />
      <rect x="72" y="100" width="34" height="4" rx="2" className="fill-stone-200" />
      <rect x="72" y="107" width="22" height="4" rx="2" className="fill-stone-100" />
      <path
        d="M162 22 l2.5 6 6 2.5 -6 2.5 -2.5 6 -2.5 -6 -6 -2.5 6 -2.5 z"
        className="fill-accent"
      />
      <path
        d="M38 24 l1.5 3.5 3.5 1.5 -3.5 1.5 -1.5 3.5 -1.5 -3.5 -3.5 -1.5 3.5 -1.5 z"
        className="fill-primary/70"
      />
    </svg>
  );
}

/** docs/product.md §2: 'No backgrounds found', one of its two sentences, and the generate button. */
export function BackgroundsEmptyState({
  filters,
  locked,
  onGenerate,
}: {
  filters: BackgroundFilters;
  /** Free plan: the button shows a lock and leads to the upgrade toast. */
  locked: boolean;
  onGenerate: () => void;
}) {
  const t = useTexts(backgroundsTexts);
  return (
    <section
      aria-labelledby="backgrounds-empty-title"
      className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-stone-300 bg-card px-6 py-12 text-center sm:py-16"
    >
      <BackdropsIllustration />
      <h2 id="backgrounds-empty-title" className="mt-6 text-2xl font-semibold">
        {t('emptyTitle')}
      </h2>
      <p className="mt-2 max-w-sm text-stone-600">
        {isNarrowedBySearchOrCategory(filters) ? t('emptyFiltered') : t('emptyStart')}
      </p>
      <Button className="mt-6" onClick={onGenerate}>
        {locked ? <Lock aria-hidden /> : <Sparkles aria-hidden />}
        {t('generateCustom')}
      </Button>
    </section>
  );
}
