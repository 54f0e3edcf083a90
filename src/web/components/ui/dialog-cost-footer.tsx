import { ImageIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { commonTexts } from '@/i18n/texts/common';
import { useTexts } from '@/i18n/use-texts';

/**
 * The footer of a dialog that spends images of the quota: what it costs and how many are left,
 * then Cancel and the action. Kept in view at the bottom of a scrolling dialog on short screens,
 * so the cost is read before the click.
 */
export function DialogCostFooter({
  costNote,
  remaining,
  cancelLabel,
  onCancel,
  busy,
  children,
}: {
  /** The cost in words; null hides it (e.g. when the action is an upgrade instead). */
  costNote: string | null;
  /** Images left this month, when known. */
  remaining: number | undefined;
  cancelLabel?: string;
  onCancel: () => void;
  busy: boolean;
  /** The dialog's submit button. */
  children: ReactNode;
}) {
  const t = useTexts(commonTexts);
  return (
    <div className="sticky -bottom-6 z-10 -mx-6 -mb-6 space-y-3 border-t border-border bg-card px-6 pt-4 pb-6">
      {costNote !== null && (
        <p className="flex gap-2 text-sm text-stone-700">
          <ImageIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
          <span>
            {costNote}
            {remaining !== undefined && t('imagesLeft', { count: remaining })}
          </span>
        </p>
      )}
      <div className="flex gap-2 sm:justify-end">
        <Button
          type="button"
          variant="secondary"
          onClick={onCancel}
          disabled={busy}
          className="flex-1 sm:flex-none"
        >
          {cancelLabel ?? t('cancel')}
        </Button>
        {children}
      </div>
    </div>
  );
}
