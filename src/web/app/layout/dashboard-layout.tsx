import { Menu } from 'lucide-react';
import { Outlet } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { useSession } from '@/features/auth/api/use-session';
import { AuthRequired } from '@/features/auth/components/auth-required';
import { SessionLoader, SessionLoadingStatus } from '@/features/auth/components/session-loader';
import { sessionExpected } from '@/features/auth/session-expected';
import { useApplyAccountLanguage } from '@/features/account/hooks/use-account-language';
import { dashboardNavTexts } from '@/i18n/texts/dashboard-nav';
import { useTexts } from '@/i18n/use-texts';
import { PublicLayout } from './public-layout';
import { ScrollToTop } from './scroll-to-top';
import { AppSidebar } from './sidebar/app-sidebar';
import { SidebarProvider, useSidebar } from './sidebar/sidebar-state';

function MobileBar() {
  const { setMobileOpen } = useSidebar();
  const { isLoading } = useSession();
  const t = useTexts(dashboardNavTexts);
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-card/95 px-4 backdrop-blur md:hidden">
      <button
        type="button"
        onClick={() => setMobileOpen(true)}
        className="rounded-md p-1.5 hover:bg-stone-100"
        aria-label={t('openDashboardMenu')}
      >
        <Menu className="size-6" />
      </button>
      <Logo />
      {isLoading && <SessionLoadingStatus className="ml-auto" />}
    </header>
  );
}

/**
 * The guarded dashboard: sidebar and content (max 1280px); signed out, the sign-in prompt. While
 * the session is restored, a spinner, or the studio itself on the page built for a signed-in
 * seller (decision 213).
 */
export function DashboardLayout() {
  const { user, isLoading } = useSession();
  if (isLoading) return sessionExpected() ? <SignedInDashboard /> : <SessionLoader />;
  if (!user) {
    return (
      <PublicLayout>
        <AuthRequired />
      </PublicLayout>
    );
  }
  return <SignedInDashboard />;
}

/** The signed-in dashboard, in the account's language. */
function SignedInDashboard() {
  useApplyAccountLanguage();
  // Tooltips load with the pages and the collapsed sidebar that show them, each with its
  // provider: not in the dashboard's first load (decision 196).
  return (
    <SidebarProvider>
      <ScrollToTop />
      <div className="flex min-h-dvh">
        <AppSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <MobileBar />
          <main id="main" className="mx-auto w-full max-w-[1280px] flex-1 px-4 py-8 sm:px-8">
            <Outlet />
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}
