import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { apiDocsTexts } from '@/i18n/texts/api-docs';
import { useTexts } from '@/i18n/use-texts';

export function CodeBlock({ code, label }: { code: string; label: string }) {
  const t = useTexts(apiDocsTexts);
  const [copied, setCopied] = useState(false);
  return (
    <div className="relative">
      <pre
        tabIndex={0}
        aria-label={label}
        className="overflow-x-auto rounded-lg bg-ink p-4 pr-12 text-xs leading-relaxed text-ivory"
      >
        <code>{code}</code>
      </pre>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="absolute top-1.5 right-1.5 size-8 text-ivory hover:bg-white/10 hover:text-ivory"
        aria-label={t('copy', { label })}
        onClick={() => void navigator.clipboard?.writeText(code).then(() => setCopied(true))}
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      </Button>
    </div>
  );
}

/** The same request as curl and as TypeScript. */
export function CodeTabs({
  curl,
  typescript,
  title,
}: {
  curl: string;
  typescript: string;
  title: string;
}) {
  const t = useTexts(apiDocsTexts);
  return (
    <Tabs defaultValue="curl">
      <TabsList className="max-w-xs" aria-label={t('exampleLanguage', { title })}>
        <TabsTrigger value="curl">curl</TabsTrigger>
        <TabsTrigger value="typescript">TypeScript</TabsTrigger>
      </TabsList>
      <TabsContent value="curl" className="mt-3">
        <CodeBlock code={curl} label={t('curlExample', { title })} />
      </TabsContent>
      <TabsContent value="typescript" className="mt-3">
        <CodeBlock code={typescript} label={t('typescriptExample', { title })} />
      </TabsContent>
    </Tabs>
  );
}
