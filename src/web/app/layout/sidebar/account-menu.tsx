import { CreditCard, LogOut, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SignOutDialog } from '@/features/auth/components/sign-out-dialog';
import { dashboardNavTexts } from '@/i18n/texts/dashboard-nav';
import { useTexts } from '@/i18n/use-texts';
import { paths } from '@core/paths';

/**
 * The account menu itself, loaded on its first opening (user-menu.tsx): it mounts open, in place
 * of the button that asked for it. Profile and Billing open their Settings sections; Sign out
 * asks first.
 */
export function AccountMenu({
  email,
  collapsed,
  triggerClassName,
  children,
}: {
  email: string;
  collapsed: boolean;
  triggerClassName: string;
  /** What the trigger shows: the same as the button it replaces. */
  children: ReactNode;
}) {
  const t = useTexts(dashboardNavTexts);
  const navigate = useNavigate();
  const [signOutOpen, setSignOutOpen] = useState(false);
  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger className={triggerClassName} aria-label={t('accountMenu')}>
          {children}
        </DropdownMenuTrigger>
        <DropdownMenuContent side={collapsed ? 'right' : 'top'} align="start">
          <DropdownMenuLabel>{email}</DropdownMenuLabel>
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
