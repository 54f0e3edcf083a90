import { useEffect } from 'react';
import { BRAND_NAME } from '@core/paths';

/** Sets the tab title, e.g. 'Pricing · Vastra Studio'. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title
      ? `${title} · ${BRAND_NAME}`
      : `${BRAND_NAME} · AI catalogues for apparel sellers`;
  }, [title]);
}
