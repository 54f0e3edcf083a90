import { useEffect, useState } from 'react';
import { Toaster as Sonner } from 'sonner';
import { uiTexts } from '@/i18n/texts/ui';
import { useTexts } from '@/i18n/use-texts';

const DESKTOP = '(min-width: 768px)';
/** The taller of the phone's top bars: the public nav (h-16); the dashboard's is h-14. */
const PHONE_TOP_BAR_PX = 64;

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
 * right on a desktop. On a phone they sit at the top, under the top bar (64 px at most): at the
 * bottom they lay over the buttons a seller's thumb is pressing next (the catalogue's menu,
 * Generate) for their four seconds.
 */
export function Toaster() {
  const t = useTexts(uiTexts);
  const desktop = useIsDesktop();
  return (
    <Sonner
      position={desktop ? 'bottom-right' : 'top-center'}
      mobileOffset={{ top: PHONE_TOP_BAR_PX + 8 }}
      richColors
      closeButton
      toastOptions={{
        classNames: { toast: 'font-sans rounded-[var(--radius-card)]' },
        closeButtonAriaLabel: t('closeToast'),
      }}
    />
  );
}
