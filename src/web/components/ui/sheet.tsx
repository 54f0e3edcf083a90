import { X } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

/** A panel that slides in from the side: the mobile menu and the mobile sidebar. */
export function SheetContent({
  className,
  children,
  side = 'right',
  title,
  closeLabel,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & {
  side?: 'left' | 'right';
  title: string;
  /** The close button's accessible name, in the page's language. */
  closeLabel: string;
}) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40 data-[state=open]:animate-in" />
      <SheetPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-[18rem] max-w-[85vw] flex-col bg-ivory p-6 shadow-lifted',
          side === 'right' ? 'right-0' : 'left-0',
          className,
        )}
        aria-describedby={undefined}
        {...props}
      >
        <SheetPrimitive.Title className="sr-only">{title}</SheetPrimitive.Title>
        {children}
        <SheetPrimitive.Close
          className="absolute top-4 right-4 rounded-full p-2 text-stone-600 hover:bg-stone-100"
          aria-label={closeLabel}
        >
          <X className="size-5" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
