import { Toaster as Sonner } from 'sonner';

/** Toasts in the product's colours; errors stay until read or dismissed. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans rounded-[var(--radius-card)]' } }}
    />
  );
}
