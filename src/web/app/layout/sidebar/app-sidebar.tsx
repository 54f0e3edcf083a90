import { PanelLeft } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Logo } from '@/components/layout/logo';
import { dashboardNavTexts } from '@/i18n/texts/dashboard-nav';
import { useTexts } from '@/i18n/use-texts';
import { cn } from '@/lib/cn';
import { SidebarBody } from './sidebar-body';
import { useSidebar } from './sidebar-state';

/*
 * The phone's sheet loads on its first opening: its dialog code is not in the dashboard's first
 * load (decision 196).
 */
const MobileSidebar = lazy(async () => ({
  default: (await import('./mobile-sidebar')).MobileSidebar,
}));

/** 16rem open, 3rem collapsed to icons on desktop; an 18rem sheet on mobile (docs/product.md §12). */
export function AppSidebar() {
  const { open, toggle, mobileOpen, setMobileOpen } = useSidebar();
  const t = useTexts(dashboardNavTexts);
  // Mounted from its first opening on, so it can slide out when closed.
  const [sheetLoaded, setSheetLoaded] = useState(false);
  if (mobileOpen && !sheetLoaded) setSheetLoaded(true);
  return (
    <>
      <aside
        aria-label={t('dashboardSidebar')}
        data-state={open ? 'expanded' : 'collapsed'}
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-border bg-card transition-[width] duration-200 md:flex',
          open ? 'w-[16rem] p-4' : 'w-[3rem] px-1.5 py-4',
        )}
      >
        <div className={cn('mb-6 flex items-center', open ? 'justify-between' : 'justify-center')}>
          {open && <Logo />}
          <button
            type="button"
            onClick={toggle}
            className="rounded-md p-1.5 text-stone-600 hover:bg-stone-100"
            aria-label={open ? t('collapseSidebar') : t('expandSidebar')}
            title={t('toggleSidebar')}
          >
            <PanelLeft className="size-5" />
          </button>
        </div>
        <SidebarBody collapsed={!open} />
      </aside>
      {sheetLoaded && (
        <Suspense fallback={null}>
          <MobileSidebar open={mobileOpen} onOpenChange={setMobileOpen} />
        </Suspense>
      )}
    </>
  );
}
