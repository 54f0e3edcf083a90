import { cataloguesTexts } from '@/i18n/texts/catalogues';
import { useTexts } from '@/i18n/use-texts';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@core/paths';

/** A kurta on a hanger in front of two loose prints: the shelf waiting for a first catalogue. */
function EmptyShelfIllustration() {
  return (
    <svg viewBox="0 0 200 150" width="200" height="150" aria-hidden className="h-auto w-44 sm:w-52">
      <ellipse cx="100" cy="136" rx="70" ry="8" className="fill-stone-100" />
      <g transform="rotate(-9 66 86)">
        <rect
          x="38"
          y="46"
          width="56"
          height="70"
          rx="6"
          className="fill-stone-50 stroke-stone-300"
          strokeWidth="1.5"
        />
        <rect x="45" y="53" width="42" height="44" rx="3" className="fill-stone-100" />
        <rect x="45" y="103" width="26" height="4" rx="2" className="fill-stone-200" />
      </g>
      <g transform="rotate(9 134 86)">
        <rect
          x="106"
          y="46"
          width="56"
          height="70"
          rx="6"
          className="fill-stone-50 stroke-stone-300"
          strokeWidth="1.5"
        />
        <rect x="113" y="53" width="42" height="44" rx="3" className="fill-accent-soft" />
        <rect x="113" y="103" width="20" height="4" rx="2" className="fill-stone-200" />
      </g>
      <rect
        x="68"
        y="38"
        width="64"
        height="80"
        rx="7"
        className="fill-card stroke-stone-300"
        strokeWidth="1.5"
      />
      <path
        d="M100 30 v-3 c0 -3 -5 -3.5 -5 -8 a5 5 0 0 1 10 0"
        fill="none"
        className="stroke-ink"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path
        d="M84 50 L100 30 L116 50"
        fill="none"
        className="stroke-ink"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="M92 50 L85 52 L77 63 L83 67 L87 61 L87 106 L113 106 L113 61 L117 67 L123 63 L115 52 L108 50 Q100 58 92 50 Z"
        className="fill-primary"
      />
      <path d="M100 56 V72" className="stroke-accent" strokeWidth="2" strokeLinecap="round" />
      <rect x="87" y="100" width="26" height="4" className="fill-accent" />
      <path
        d="M160 26 l2.5 6 6 2.5 -6 2.5 -2.5 6 -2.5 -6 -6 -2.5 6 -2.5 z"
        className="fill-accent"
      />
      <path
        d="M40 28 l1.5 3.5 3.5 1.5 -3.5 1.5 -1.5 3.5 -1.5 -3.5 -3.5 -1.5 3.5 -1.5 z"
        className="fill-primary/70"
      />
    </svg>
  );
}

/** No catalogues yet: an illustration, one sentence and one action (DESIGN.md). */
export function CataloguesEmptyState() {
  const t = useTexts(cataloguesTexts);
  return (
    <section className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-stone-300 bg-card px-6 py-12 text-center sm:py-16">
      <EmptyShelfIllustration />
      <h2 className="mt-6 text-2xl font-semibold">{t('emptyTitle')}</h2>
      <p className="mt-2 max-w-sm text-stone-600">{t('emptyText')}</p>
      <Button asChild className="mt-6">
        <Link to={paths.dashboard}>
          <Plus aria-hidden />
          {t('newCatalogue')}
        </Link>
      </Button>
    </section>
  );
}
