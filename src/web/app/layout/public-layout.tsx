import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { navTexts } from '@/i18n/texts/nav';
import { useTexts } from '@/i18n/use-texts';
import { Footer } from './footer';
import { MobileBottomBar } from './mobile-bottom-bar';
import { ScrollToTop } from './scroll-to-top';
import { TopNav } from './top-nav';

/** Public pages: top bar, page, footer; on mobile a bottom bar, with room left for it. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const t = useTexts(navTexts);
  return (
    <div className="flex min-h-dvh flex-col pb-[4.5rem] md:pb-0">
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2"
      >
        {t('skipToContent')}
      </a>
      <TopNav />
      <main id="main" className="flex-1">
        {children ?? <Outlet />}
      </main>
      <Footer />
      <MobileBottomBar />
    </div>
  );
}
