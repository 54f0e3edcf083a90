import { ChevronsUpDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/features/auth/api/use-session';
import { SessionLoadingStatus } from '@/features/auth/components/session-loader';
import { sessionExpected } from '@/features/auth/session-expected';
import { dashboardNavTexts } from '@/i18n/texts/dashboard-nav';
import { useTexts } from '@/i18n/use-texts';
import { cn } from '@/lib/cn';

/*
 * The menu and the sign-out dialog load on the first opening: their menu and dialog code is not
 * in the dashboard's first load (decision 196). Until then the same-looking button stands in.
 */
const AccountMenu = lazy(async () => ({
  default: (await import('./account-menu')).AccountMenu,
}));

/** The account button at the foot of the sidebar, and its menu. */
export function UserMenu({ collapsed }: { collapsed: boolean }) {
  const { user, isLoading } = useSession();
  const t = useTexts(dashboardNavTexts);
  const [opened, setOpened] = useState(false);
  // On the page built for a seller, 'Loading' holds its place while the session is restored
  // (decision 213), so the sidebar's foot does not move when the seller's name comes.
  if (!user)
    return isLoading && sessionExpected() ? <SessionLoadingStatus className="h-12 px-2" /> : null;
  const initial = (user.name || user.email).charAt(0).toUpperCase();
  const triggerClassName = cn(
    'flex w-full items-center gap-3 rounded-lg p-2 text-left hover:bg-stone-100',
    collapsed && 'justify-center p-1',
  );
  const face = (
    <>
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-ink text-sm font-semibold text-ivory">
        {initial}
      </span>
      {!collapsed && (
        <>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{user.name}</span>
            <span className="block truncate text-xs text-stone-500">{user.email}</span>
          </span>
          <ChevronsUpDown aria-hidden className="size-4 text-stone-500" />
        </>
      )}
    </>
  );
  const standIn = (
    <button
      type="button"
      className={triggerClassName}
      aria-label={t('accountMenu')}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setOpened(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') setOpened(true);
      }}
    >
      {face}
    </button>
  );
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountMenu email={user.email} collapsed={collapsed} triggerClassName={triggerClassName}>
        {face}
      </AccountMenu>
    </Suspense>
  );
}
