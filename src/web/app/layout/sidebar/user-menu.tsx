import { ChevronsUpDown, CreditCard, LogOut, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSession } from '@/features/auth/api/use-session';
import { SignOutDialog } from '@/features/auth/components/sign-out-dialog';
import { dashboardNavTexts } from '@/i18n/texts/dashboard-nav';
import { useTexts } from '@/i18n/use-texts';
import { cn } from '@/lib/cn';
import { paths } from '@core/paths';

/** Profile and Billing open their Settings sections; Sign out asks first. */
export function UserMenu({ collapsed }: { collapsed: boolean }) {
  const { user } = useSession();
  const t = useTexts(dashboardNavTexts);
  const navigate = useNavigate();
  const [signOutOpen, setSignOutOpen] = useState(false);
  if (!user) return null;
  const initial = (user.name || user.email).charAt(0).toUpperCase();

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className={cn(
            'flex w-full items-center gap-3 rounded-lg p-2 text-left hover:bg-stone-100',
            collapsed && 'justify-center p-1',
          )}
          aria-label={t('accountMenu')}
        >
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
        </DropdownMenuTrigger>
        <DropdownMenuContent side={collapsed ? 'right' : 'top'} align="start">
          <DropdownMenuLabel>{user.email}</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => void navigate(`${paths.settings}#profile`)}>
            <UserRound aria-hidden />
            {t('profile')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate(`${paths.settings}#billing`)}>
            <CreditCard aria-hidden />
            {t('billing')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setSignOutOpen(true)}>
            <LogOut aria-hidden />
            {t('signOutMenu')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SignOutDialog open={signOutOpen} onOpenChange={setSignOutOpen} />
    </>
  );
}
