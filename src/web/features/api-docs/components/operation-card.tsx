import { Badge } from '@/components/ui/badge';
import { apiDocsTexts } from '@/i18n/texts/api-docs';
import { useTexts } from '@/i18n/use-texts';
import {
  curlExample,
  exampleOf,
  typescriptExample,
  type Field,
  type OpenApiDocument,
  type Operation,
} from '../openapi-model';
import { CodeTabs } from './code-tabs';
import { TryIt } from './try-it';

function FieldTable({ caption, fields }: { caption: string; fields: Field[] }) {
  const t = useTexts(apiDocsTexts);
  if (fields.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left text-xs font-semibold tracking-wide text-stone-500 uppercase">
          {caption}
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('fieldName')}</th>
            <th scope="col">{t('fieldType')}</th>
            <th scope="col">{t('fieldDescription')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {fields.map((field) => (
            <tr key={field.name} className="align-top">
              <td className="py-1.5 pr-3 font-mono text-xs">
                {field.name}
                {field.required && <span className="text-destructive"> *</span>}
              </td>
              <td className="py-1.5 pr-3 font-mono text-xs text-stone-600">{field.type}</td>
              <td className="py-1.5 text-xs text-stone-600">{field.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OperationCard({
  doc,
  operation,
  baseUrl,
  apiKey,
}: {
  doc: OpenApiDocument;
  operation: Operation;
  baseUrl: string;
  apiKey: string;
}) {
  const t = useTexts(apiDocsTexts);
  const title = `${operation.method} ${operation.path}`;
  const json = operation.bodies.find((body) => body.mediaType === 'application/json');
  return (
    <article
      id={operation.id}
      aria-labelledby={`${operation.id}-title`}
      className="scroll-mt-24 space-y-4 rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-soft"
    >
      <header className="space-y-1">
        <h3
          id={`${operation.id}-title`}
          className="flex flex-wrap items-center gap-2 font-sans text-base font-semibold"
        >
          <Badge
            variant={
              operation.method === 'GET'
                ? 'secondary'
                : operation.method === 'DELETE'
                  ? 'destructive'
                  : 'default'
            }
          >
            {operation.method}
          </Badge>
          <code className="text-sm break-all">{operation.path}</code>
        </h3>
        <p className="text-sm text-stone-700">{operation.summary}</p>
        {operation.description && <p className="text-sm text-stone-600">{operation.description}</p>}
      </header>
      <FieldTable caption={t('parameters')} fields={operation.parameters} />
      {operation.bodies.map((body) => (
        <FieldTable
          key={body.mediaType}
          caption={t('body', { mediaType: body.mediaType })}
          fields={body.fields}
        />
      ))}
      <div>
        <p className="mb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">
          {t('answers')}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
          {operation.responses.map((response) => (
            <li key={response.status}>
              <span className="font-mono font-semibold text-ink">{response.status}</span>{' '}
              {response.description}
            </li>
          ))}
        </ul>
      </div>
      <CodeTabs
        title={title}
        curl={curlExample(doc, operation, baseUrl)}
        typescript={typescriptExample(doc, operation, baseUrl)}
      />
      <TryIt
        operation={operation}
        apiKey={apiKey}
        baseUrl={baseUrl}
        exampleBody={json ? JSON.stringify(exampleOf(doc, json.schema), null, 2) : null}
      />
    </article>
  );
}
