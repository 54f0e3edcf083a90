import { useTexts } from '@/i18n/use-texts';
import { modelsTexts } from '@/i18n/texts/models';
import { Lock, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A portrait frame with a rani-pink silhouette and a marigold plus: a model yet to be made. */
function PortraitIllustration() {
  return (
    <svg viewBox="0 0 200 150" width="200" height="150" aria-hidden className="h-auto w-40 sm:w-48">
      <ellipse cx="100" cy="138" rx="64" ry="7" className="fill-stone-100" />
      <rect
        x="62"
        y="16"
        width="76"
        height="112"
        rx="8"
        className="fill-card stroke-stone-300"
        strokeWidth="1.5"
      />
      <rect x="68" y="22" width="64" height="80" rx="5" className="fill-primary-soft" />
      <circle cx="100" cy="54" r="14" className="fill-primary/80" />
      <path d="M74 102 C 76 80, 124 80, 126 102 Z" className="fill-primary/80" />
      <rect x="70" y="108" width="36" height="4" rx="2" className="fill-stone-200" />
      <rect x="70" y="115" width="24" height="4" rx="2" className="fill-stone-100" />
      <circle cx="146" cy="30" r="11" className="fill-accent" />
      <path
        d="M146 24 v12 M140 30 h12"
        className="stroke-ink"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * docs/product.md §2's two empty states: 'No models yet' (no models of one's own, nothing
 * filtered) with the create button, and 'No models found' when the filters leave nothing.
 */
export function ModelsEmptyState({
  kind,
  locked,
  onCreate,
}: {
  kind: 'none' | 'filtered';
  locked: boolean;
  onCreate: () => void;
}) {
  const t = useTexts(modelsTexts);
  const none = kind === 'none';
  const titleId = `models-empty-${kind}`;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-stone-300 bg-card px-6 py-10 text-center sm:py-12"
    >
      <PortraitIllustration />
      <h2 id={titleId} className="mt-5 text-2xl font-semibold">
        {none ? t('emptyNoneTitle') : t('emptyFilteredTitle')}
      </h2>
      <p className="mt-2 max-w-sm text-stone-600">
        {none ? t('emptyNoneText') : t('emptyFilteredText')}
      </p>
      {none && (
        <Button className="mt-6" onClick={onCreate}>
          {locked ? <Lock aria-hidden /> : <UserPlus aria-hidden />}
          {t('addNew')}
        </Button>
      )}
    </section>
  );
}
