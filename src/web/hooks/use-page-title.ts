import { useEffect } from 'react';
import { navTexts } from '@/i18n/texts/nav';
import { useTexts } from '@/i18n/use-texts';
import { BRAND_NAME } from '@core/paths';

let prerenderedTitle: string | undefined;
const keepPrerenderedTitle = (title: string) => {
  prerenderedTitle = title;
};

/** The title the page just prerendered asked for, which the build writes into its <title>. */
export function takePrerenderedTitle(): string | undefined {
  const title = prerenderedTitle;
  prerenderedTitle = undefined;
  return title;
}

/** Sets the tab title, e.g. 'Pricing · Vastra Studio'; callers pass it in the page's language. */
export function usePageTitle(title?: string) {
  const t = useTexts(navTexts);
  const fallback = t('defaultTitle');
  const full = title ? `${title} · ${BRAND_NAME}` : `${BRAND_NAME} · ${fallback}`;
  // Effects do not run at prerender (decision 195); the server build keeps the title aside.
  if (import.meta.env.SSR) keepPrerenderedTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
