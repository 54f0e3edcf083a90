import { Images, Layers, LayoutDashboard, Settings, Shirt, UserRound } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { dashboardNavTexts } from '@/i18n/texts/dashboard-nav';
import { useTexts } from '@/i18n/use-texts';
import { cn } from '@/lib/cn';
import { paths } from '@core/paths';

/*
 * The collapsed sidebar's tooltips load when it is first shown collapsed, not with the
 * dashboard's first load (decision 196); until then its icons show without them.
 */
const WithTooltips = lazy(async () => ({
  default: (await import('./nav-tooltips')).NavTooltips,
}));

export const dashboardNav = [
  { to: paths.dashboard, label: 'dashboard', icon: LayoutDashboard, end: true },
  { to: paths.catalogues, label: 'myCatalogues', icon: Shirt, end: false },
  { to: paths.backgrounds, label: 'backgroundsLibrary', icon: Images, end: false },
  { to: paths.models, label: 'modelsLibrary', icon: UserRound, end: false },
  { to: paths.batch, label: 'batch', icon: Layers, end: false },
  { to: paths.settings, label: 'settings', icon: Settings, end: false },
] as const;

/** The dashboard's sections; collapsed, only icons with their names as tooltips. */
export function SidebarNav({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const t = useTexts(dashboardNavTexts);
  const links = dashboardNav.map((item) => {
    const label = t(item.label);
    const link = (
      <NavLink
        to={item.to}
        end={item.end}
        onClick={onNavigate}
        aria-label={collapsed ? label : undefined}
        className={({ isActive }) =>
          cn(
            'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
            collapsed && 'justify-center px-0',
            isActive ? 'bg-primary-soft text-primary' : 'text-stone-700 hover:bg-stone-100',
          )
        }
      >
        <item.icon aria-hidden className="size-[18px] shrink-0" />
        {!collapsed && <span className="truncate">{label}</span>}
      </NavLink>
    );
    return { to: item.to, label, link };
  });
  const list = (wrap: (link: ReactNode, label: string) => ReactNode) => (
    <ul className="flex flex-col gap-1">
      {links.map(({ to, label, link }) => (
        <li key={to}>{wrap(link, label)}</li>
      ))}
    </ul>
  );
  const plain = list((link) => link);
  if (!collapsed) return plain;
  return (
    <Suspense fallback={plain}>
      <WithTooltips>{(tooltip) => list(tooltip)}</WithTooltips>
    </Suspense>
  );
}
