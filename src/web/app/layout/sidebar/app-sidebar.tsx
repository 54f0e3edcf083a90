import { PanelLeft } from 'lucide-react';
import { Logo } from '@/components/layout/logo';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { useSaveAccountLanguage } from '@/features/account/hooks/use-account-language';
import { LanguageSwitch } from '@/i18n/language-switch';
import { dashboardNavTexts } from '@/i18n/texts/dashboard-nav';
import { useTexts } from '@/i18n/use-texts';
import { cn } from '@/lib/cn';
import { SidebarNav } from './sidebar-nav';
import { useSidebar } from './sidebar-state';
import { SidebarUsage } from './sidebar-usage';
import { UserMenu } from './user-menu';

function SidebarBody({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const t = useTexts(dashboardNavTexts);
  const saveLanguage = useSaveAccountLanguage();
  return (
    <div className="flex h-full flex-col gap-6">
      <nav aria-label={t('dashboardNav')}>
        <SidebarNav collapsed={collapsed} onNavigate={onNavigate} />
      </nav>
      <div className="mt-auto flex flex-col gap-3">
        <SidebarUsage collapsed={collapsed} />
        {!collapsed && <LanguageSwitch className="self-start" saveToAccount={saveLanguage} />}
        <UserMenu collapsed={collapsed} />
      </div>
    </div>
  );
}

/** 16rem open, 3rem collapsed to icons on desktop; an 18rem sheet on mobile (docs/product.md §12). */
export function AppSidebar() {
  const { open, toggle, mobileOpen, setMobileOpen } = useSidebar();
  const t = useTexts(dashboardNavTexts);
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
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent
          title={t('dashboardMenu')}
          closeLabel={t('closeMenu')}
          side="left"
          className="w-[18rem]"
        >
          <Logo className="mb-8" />
          <SidebarBody collapsed={false} onNavigate={() => setMobileOpen(false)} />
        </SheetContent>
      </Sheet>
    </>
  );
}
