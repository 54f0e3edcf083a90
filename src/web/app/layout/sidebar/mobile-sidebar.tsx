import { Logo } from '@/components/layout/logo';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { dashboardNavTexts } from '@/i18n/texts/dashboard-nav';
import { useTexts } from '@/i18n/use-texts';
import { SidebarBody } from './sidebar-body';

/** The sidebar on a phone: an 18rem sheet from the left, closed by choosing a section. */
export function MobileSidebar({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTexts(dashboardNavTexts);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title={t('dashboardMenu')}
        closeLabel={t('closeMenu')}
        side="left"
        className="w-[18rem]"
      >
        <Logo className="mb-8" />
        <SidebarBody collapsed={false} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
