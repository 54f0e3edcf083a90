import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import type { TextNamespace } from '@/i18n/define-texts';
import { legalTexts } from '@/i18n/texts/legal';
import { useTexts } from '@/i18n/use-texts';
import { paths } from '@core/paths';
import { legalSections } from '../legal-sections';

type LegalTexts = Readonly<Record<'title' | 'updated' | 'summary', string>> &
  Readonly<Record<string, string>>;

/** A legal text with a contents list and a back-to-home link (docs/product.md §10). */
export function LegalPage({ texts }: { texts: TextNamespace<LegalTexts> }) {
  const frame = useTexts(legalTexts);
  const t = useTexts(texts);
  const sections = legalSections(texts);
  usePageTitle(t('title'));
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link
        to={paths.home}
        className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {frame('backToHome')}
      </Link>
      <h1 className="mt-6 text-4xl font-semibold">{t('title')}</h1>
      <p className="mt-2 text-sm text-stone-500">{frame('lastUpdated', { date: t('updated') })}</p>
      <p className="mt-6 text-lg leading-relaxed text-stone-700">{t('summary')}</p>
      <nav
        aria-label={frame('contents')}
        className="mt-8 rounded-[var(--radius-card)] border border-border bg-card p-5"
      >
        <h2 className="font-sans text-sm font-semibold tracking-wide uppercase">
          {frame('contents')}
        </h2>
        <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-stone-700 hover:text-primary">
                {t(section.heading)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {sections.map((section, i) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
              {i + 1}. {t(section.heading)}
            </h2>
            {section.paragraphs.map((key) => (
              <p key={key} className="mt-3 leading-relaxed text-stone-700">
                {t(key)}
              </p>
            ))}
            {section.bullets.length > 0 && (
              <ul className="mt-3 list-disc space-y-1.5 pl-6 text-stone-700">
                {section.bullets.map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
