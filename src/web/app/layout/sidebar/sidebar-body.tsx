import { useSaveAccountLanguage } from '@/features/account/hooks/use-account-language';
import { LanguageSwitch } from '@/i18n/language-switch';
import { dashboardNavTexts } from '@/i18n/texts/dashboard-nav';
import { useTexts } from '@/i18n/use-texts';
import { SidebarNav } from './sidebar-nav';
import { SidebarUsage } from './sidebar-usage';
import { UserMenu } from './user-menu';

/** The sidebar's content: the sections, usage, language and the account menu. */
export function SidebarBody({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
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
