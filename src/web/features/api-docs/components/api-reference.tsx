import { useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RichText } from '@/i18n/rich-text';
import { apiDocsTexts } from '@/i18n/texts/api-docs';
import { useLanguage, useTexts } from '@/i18n/use-texts';
import { operationsOf, type OpenApiDocument } from '../openapi-model';
import { operationIn } from '../operation-texts';
import { OperationCard } from './operation-card';

/** Every operation of the document, grouped by tag, with examples and a Try it form. */
export function ApiReference({ doc, baseUrl }: { doc: OpenApiDocument; baseUrl: string }) {
  const t = useTexts(apiDocsTexts);
  const language = useLanguage();
  const [apiKey, setApiKey] = useState('');
  const groups = useMemo(() => {
    const byTag = new Map<string, ReturnType<typeof operationsOf>>();
    for (const operation of operationsOf(doc).map((each) => operationIn(language, each)))
      byTag.set(operation.tag, [...(byTag.get(operation.tag) ?? []), operation]);
    return [...byTag];
  }, [doc, language]);

  return (
    <section id="reference" aria-labelledby="reference-title" className="scroll-mt-24 space-y-6">
      <h2 id="reference-title" className="text-2xl font-semibold">
        {t('reference')}
      </h2>
      <p className="text-stone-700">
        <RichText
          text={t('referenceIntro', { url: baseUrl })}
          parts={{
            code: (words) => <code className="break-all">{words}</code>,
            link: (words) => (
              <a href="/api/v1/openapi.json" className="text-primary underline underline-offset-4">
                {words}
              </a>
            ),
          }}
        />
      </p>
      <nav aria-label={t('endpoints')} className="grid gap-4 sm:grid-cols-2">
        {groups.map(([tag, operations]) => (
          <div key={tag}>
            <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{tag}</p>
            <ul className="mt-1 space-y-0.5 text-sm">
              {operations.map((operation) => (
                <li key={operation.id}>
                  <a href={`#${operation.id}`} className="hover:text-primary">
                    <span className="inline-block w-14 font-mono text-xs text-stone-500">
                      {operation.method}
                    </span>
                    {operation.summary}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="max-w-md space-y-1.5 rounded-[var(--radius-card)] border border-border bg-stone-50 p-4">
        <Label htmlFor="try-api-key">{t('tryItKey')}</Label>
        <Input
          id="try-api-key"
          type="password"
          autoComplete="off"
          placeholder="vs_live_…"
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value.trim())}
        />
        <p className="text-xs text-stone-500">{t('tryItKeyNote')}</p>
      </div>
      {groups.map(([tag, operations]) => (
        <div key={tag} className="space-y-4">
          <h3 className="font-sans text-lg font-semibold">{tag}</h3>
          {operations.map((operation) => (
            <OperationCard
              key={operation.id}
              doc={doc}
              operation={operation}
              baseUrl={baseUrl}
              apiKey={apiKey}
            />
          ))}
        </div>
      ))}
    </section>
  );
}
