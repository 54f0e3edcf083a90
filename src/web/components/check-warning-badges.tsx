import { Palette, Shirt } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { shotChecksTexts } from '@/i18n/texts/shot-checks';
import { useTexts } from '@/i18n/use-texts';
import { cn } from '@/lib/cn';

/**
 * On an image that failed an automatic check even after its one retry: its colours (decision
 * 120), its print or border (decision 276), or both, each badge saying which, so the seller
 * knows what to compare with the garment before listing it.
 */
export function CheckWarningBadges({
  colourWarning,
  printWarning,
  className,
}: {
  colourWarning: boolean;
  printWarning: boolean;
  className?: string;
}) {
  const t = useTexts(shotChecksTexts);
  if (!colourWarning && !printWarning) return null;
  return (
    <div className={cn('flex flex-col items-start gap-1', className)}>
      {colourWarning && (
        <WarningBadge
          testId="colour-warning"
          icon={<Palette aria-hidden className="size-3 shrink-0" />}
        >
          {t('colourWarning')}
        </WarningBadge>
      )}
      {printWarning && (
        <WarningBadge
          testId="print-warning"
          icon={<Shirt aria-hidden className="size-3 shrink-0" />}
        >
          {t('printWarning')}
        </WarningBadge>
      )}
    </div>
  );
}

function WarningBadge({
  testId,
  icon,
  children,
}: {
  testId: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Badge variant="warning" className="max-w-full whitespace-normal" data-testid={testId}>
      {icon}
      {children}
    </Badge>
  );
}
