import type { ReactNode } from 'react';
import { Tooltip, TOOLTIP_DELAY_MS, TooltipProvider } from '@/components/ui/tooltip';

/** The collapsed sidebar's tooltips (sidebar-nav.tsx): each icon's name on its right. */
export function NavTooltips({
  children,
}: {
  children: (tooltip: (link: ReactNode, label: string) => ReactNode) => ReactNode;
}) {
  return (
    <TooltipProvider delayDuration={TOOLTIP_DELAY_MS}>
      {children((link, label) => (
        <Tooltip content={label} side="right">
          {link}
        </Tooltip>
      ))}
    </TooltipProvider>
  );
}
