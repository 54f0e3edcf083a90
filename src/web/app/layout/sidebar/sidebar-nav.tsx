import { Images, Layers, LayoutDashboard, Settings, Shirt, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { paths } from '@core/paths';

export const dashboardNav = [
  { to: paths.dashboard, label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: paths.catalogues, label: 'My Catalogues', icon: Shirt, end: false },
  { to: paths.backgrounds, label: 'Backgrounds Library', icon: Images, end: false },
  { to: paths.models, label: 'Models Library', icon: UserRound, end: false },
  { to: paths.batch, label: 'Batch', icon: Layers, end: false },
  { to: paths.settings, label: 'Settings', icon: Settings, end: false },
] as const;

/** The dashboard's sections; collapsed, only icons with their names as tooltips. */
export function SidebarNav({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {dashboardNav.map((item) => {
        const link = (
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            aria-label={collapsed ? item.label : undefined}
            className={({ isActive }) =>
              cn(
                'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                collapsed && 'justify-center px-0',
                isActive ? 'bg-primary-soft text-primary' : 'text-stone-700 hover:bg-stone-100',
              )
            }
          >
            <item.icon aria-hidden className="size-[18px] shrink-0" />
            {!collapsed && <span className="truncate">{item.label}</span>}
          </NavLink>
        );
        return (
          <li key={item.to}>
            {collapsed ? (
              <Tooltip content={item.label} side="right">
                {link}
              </Tooltip>
            ) : (
              link
            )}
          </li>
        );
      })}
    </ul>
  );
}
