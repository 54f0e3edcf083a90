import { Loader2, Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { apiDocsTexts } from '@/i18n/texts/api-docs';
import { useTexts } from '@/i18n/use-texts';
import { answersWithFile, type Operation } from '../openapi-model';

interface Answer {
  status: number;
  text: string;
}

/**
 * Sends the operation from the page with the key typed above the reference (kept in memory
 * only). Photo uploads are left to curl; file answers show their type and size.
 */
export function TryIt({
  operation,
  apiKey,
  baseUrl,
  exampleBody,
}: {
  operation: Operation;
  apiKey: string;
  baseUrl: string;
  exampleBody: string | null;
}) {
  const t = useTexts(apiDocsTexts);
  const params = operation.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState(exampleBody ?? '');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sending, setSending] = useState(false);
  if (operation.bodies.some((b) => b.mediaType === 'multipart/form-data')) return null;

  const send = async () => {
    setSending(true);
    try {
      let path = operation.path;
      const query = new URLSearchParams();
      for (const param of params) {
        const value = values[param.name] ?? '';
        if (param.in === 'path') path = path.replace(`{${param.name}}`, encodeURIComponent(value));
        else if (value) query.set(param.name, value);
      }
      const search = query.size ? `?${query}` : '';
      const response = await fetch(`${baseUrl}${path}${search}`, {
        method: operation.method,
        credentials: 'omit',
        headers: {
          Authorization: `Bearer ${apiKey}`,
          ...(exampleBody !== null ? { 'Content-Type': 'application/json' } : {}),
        },
        body: exampleBody !== null ? body : undefined,
      });
      const type = response.headers.get('content-type') ?? '';
      const text =
        response.ok && answersWithFile(operation) && !type.includes('json')
          ? t('fileAnswer', { type, size: (await response.blob()).size })
          : type.includes('json')
            ? JSON.stringify(await response.json(), null, 2)
            : await response.text();
      setAnswer({ status: response.status, text: text || t('noContent') });
    } catch {
      setAnswer({ status: 0, text: t('notSent') });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-3 rounded-lg border border-border p-4">
      <p className="text-sm font-medium">{t('tryIt')}</p>
      {params.map((param) => {
        const id = `${operation.id}-${param.name}`;
        return (
          <div key={param.name} className="space-y-1">
            <Label htmlFor={id}>
              <code>{param.name}</code>{' '}
              <span className="text-xs text-stone-500">
                (<code>{param.in}</code>)
              </span>
            </Label>
            <Input
              id={id}
              value={values[param.name] ?? ''}
              onChange={(event) => setValues({ ...values, [param.name]: event.target.value })}
            />
          </div>
        );
      })}
      {exampleBody !== null && (
        <div className="space-y-1">
          <Label htmlFor={`${operation.id}-body`}>{t('bodyJson')}</Label>
          <Textarea
            id={`${operation.id}-body`}
            className="font-mono text-xs"
            rows={4}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </div>
      )}
      <Button
        type="button"
        size="sm"
        variant="secondary"
        disabled={!apiKey || sending}
        onClick={() => void send()}
      >
        {sending ? <Loader2 aria-hidden className="animate-spin" /> : <Play aria-hidden />}
        {t('send', { method: operation.method })}
      </Button>
      {!apiKey && <p className="text-xs text-stone-500">{t('pasteKey')}</p>}
      {answer && (
        <div role="status" aria-live="polite">
          <p className="text-xs font-medium">
            {answer.status ? t('answered', { status: answer.status }) : t('answeredNothing')}
          </p>
          <pre className="mt-1 max-h-64 overflow-auto rounded bg-stone-100 p-3 text-xs">
            {answer.text}
          </pre>
        </div>
      )}
    </div>
  );
}
