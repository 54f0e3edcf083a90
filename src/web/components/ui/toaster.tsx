import { useEffect, useState } from 'react';
import { Toaster as Sonner } from 'sonner';
import { uiTexts } from '@/i18n/texts/ui';
import { useTexts } from '@/i18n/use-texts';

const DESKTOP = '(min-width: 768px)';

function useIsDesktop() {
  const [desktop, setDesktop] = useState(
    () => typeof window !== 'undefined' && window.matchMedia?.(DESKTOP).matches === true,
  );
  useEffect(() => {
    const query = window.matchMedia?.(DESKTOP);
    if (!query) return;
    const update = () => setDesktop(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return desktop;
}

/**
 * Toasts in the product's colours; errors stay until read or dismissed. They sit at the bottom
 * right on a desktop and at the bottom on a phone (above the fixed Generate bar), never over the
 * top navigation.
 */
export function Toaster() {
  const t = useTexts(uiTexts);
  const desktop = useIsDesktop();
  return (
    <Sonner
      position={desktop ? 'bottom-right' : 'bottom-center'}
      mobileOffset={{ bottom: 88 }}
      richColors
      closeButton
      toastOptions={{
        classNames: { toast: 'font-sans rounded-[var(--radius-card)]' },
        closeButtonAriaLabel: t('closeToast'),
      }}
    />
  );
}
