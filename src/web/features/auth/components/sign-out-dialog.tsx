import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { translate } from '@/i18n/language-store';
import { dashboardNavTexts } from '@/i18n/texts/dashboard-nav';
import { useTexts } from '@/i18n/use-texts';
import { authClient } from '@/lib/auth-client';
import { queryClient } from '@/lib/query-client';
import { paths } from '@core/paths';

/** docs/product.md §2: the sign-out confirmation, then home. */
export function SignOutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const t = useTexts(dashboardNavTexts);

  const signOut = async () => {
    const { error } = await authClient.signOut();
    if (error) {
      toast.error(translate(dashboardNavTexts, 'signOutFailed'), {
        description: translate(dashboardNavTexts, 'signOutFailedBody'),
      });
      return;
    }
    queryClient.clear();
    void navigate(paths.home);
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>{t('signOut')}</AlertDialogTitle>
        <AlertDialogDescription>{t('signOutQuestion')}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => void signOut()}>{t('signOut')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
