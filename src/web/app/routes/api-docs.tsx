import { Code2, KeyRound, Layers } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { SALES_EMAIL, paths } from '@core/paths';

/** decision 090: the footer's 'API' link. The API itself is planned; this page says what it offers. */
export function ApiDocsRoute() {
  usePageTitle('API');
  const items = [
    {
      icon: KeyRound,
      title: 'API keys on paid plans',
      text: 'Pro and Premium accounts create keys in Settings; each key spends the account’s monthly image quota.',
    },
    {
      icon: Layers,
      title: 'Catalogues in batches',
      text: 'Send many products in one request and receive each catalogue as it completes, with the same backgrounds and models as the app.',
    },
    {
      icon: Code2,
      title: 'Open documentation',
      text: 'An OpenAPI description and an interactive reference will be published here.',
    },
  ];
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">Developers</p>
      <h1 className="mt-2 text-4xl font-semibold">Vastra Studio API</h1>
      <p className="mt-4 text-lg text-stone-600">
        The public REST API is in development. It will let your systems create catalogues without
        the dashboard.
      </p>
      <ul className="mt-10 space-y-5">
        {items.map((item) => (
          <li
            key={item.title}
            className="flex gap-4 rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-soft"
          >
            <item.icon aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
            <div>
              <h2 className="font-sans text-base font-semibold">{item.title}</h2>
              <p className="mt-1 text-sm text-stone-600">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <Button asChild>
          <a href={`mailto:${SALES_EMAIL}?subject=${encodeURIComponent('API early access')}`}>
            Ask for early access
          </a>
        </Button>
        <Button variant="secondary" asChild>
          <Link to={paths.pricing}>See plans</Link>
        </Button>
      </div>
    </section>
  );
}
