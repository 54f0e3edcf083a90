import { useEffect } from 'react';
import { navTexts } from '@/i18n/texts/nav';
import { useTexts } from '@/i18n/use-texts';
import { BRAND_NAME } from '@core/paths';

/** Sets the tab title, e.g. 'Pricing · Vastra Studio'; callers pass it in the page's language. */
export function usePageTitle(title?: string) {
  const t = useTexts(navTexts);
  const fallback = t('defaultTitle');
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND_NAME}` : `${BRAND_NAME} · ${fallback}`;
  }, [title, fallback]);
}
