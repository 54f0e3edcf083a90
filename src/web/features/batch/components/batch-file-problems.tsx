import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/i18n/use-texts';
import { batchTexts } from '@/i18n/texts/batch';

/**
 * What could not be used from the files a seller dropped (a refused file, a manifest row),
 * shown where they look until dismissed.
 */
export function BatchFileProblems({
  title,
  items,
  onDismiss,
}: {
  title: string;
  items: { key: string; text: ReactNode }[];
  onDismiss: () => void;
}) {
  const t = useTexts(batchTexts);
  if (items.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-[var(--radius-card)] border border-destructive/40 bg-destructive-soft p-4 text-sm"
    >
      <p className="font-medium text-destructive">{title}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-stone-800">
        {items.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
      <Button variant="link" className="mt-1 h-auto px-0" onClick={onDismiss}>
        {t('dismiss')}
      </Button>
    </div>
  );
}
