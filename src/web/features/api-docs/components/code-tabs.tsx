import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export function CodeBlock({ code, label }: { code: string; label: string }) {
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
        aria-label={`Copy ${label}`}
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
  return (
    <Tabs defaultValue="curl">
      <TabsList className="max-w-xs" aria-label={`Example language for ${title}`}>
        <TabsTrigger value="curl">curl</TabsTrigger>
        <TabsTrigger value="typescript">TypeScript</TabsTrigger>
      </TabsList>
      <TabsContent value="curl" className="mt-3">
        <CodeBlock code={curl} label={`curl example: ${title}`} />
      </TabsContent>
      <TabsContent value="typescript" className="mt-3">
        <CodeBlock code={typescript} label={`TypeScript example: ${title}`} />
      </TabsContent>
    </Tabs>
  );
}
