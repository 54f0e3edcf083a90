import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '@/hooks/use-page-title';
import { paths } from '@core/paths';
import type { LegalDocument } from '../content/legal-document';

/** A legal text with a contents list and a back-to-home link (docs/product.md §10). */
export function LegalPage({ document }: { document: LegalDocument }) {
  usePageTitle(document.title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link
        to={paths.home}
        className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Home
      </Link>
      <h1 className="mt-6 text-4xl font-semibold">{document.title}</h1>
      <p className="mt-2 text-sm text-stone-500">Last updated {document.updated}</p>
      <p className="mt-6 text-lg leading-relaxed text-stone-700">{document.summary}</p>
      <nav
        aria-label="Contents"
        className="mt-8 rounded-[var(--radius-card)] border border-border bg-card p-5"
      >
        <h2 className="font-sans text-sm font-semibold tracking-wide uppercase">Contents</h2>
        <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-stone-700 hover:text-primary">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {document.sections.map((section, i) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
              {i + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph, j) => (
              <p key={j} className="mt-3 leading-relaxed text-stone-700">
                {paragraph}
              </p>
            ))}
            {section.bullets && (
              <ul className="mt-3 list-disc space-y-1.5 pl-6 text-stone-700">
                {section.bullets.map((bullet, j) => (
                  <li key={j}>{bullet}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
