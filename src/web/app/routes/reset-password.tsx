import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AuthCard } from '@/features/auth/components/auth-card';
import { usePageTitle } from '@/hooks/use-page-title';
import { authMessage } from '@/i18n/auth-message';
import { passwordTexts } from '@/i18n/texts/password';
import { useTexts } from '@/i18n/use-texts';
import { authClient } from '@/lib/auth-client';
import { validateSignUp } from '@core/auth-rules';
import { paths } from '@core/paths';
import { saidByAuth } from '@/i18n/server-message';

export function ResetPasswordRoute() {
  const t = useTexts(passwordTexts);
  usePageTitle(t('chooseTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);

  if (!token || linkError) {
    return (
      <AuthCard title={t('expiredTitle')} description={t('expiredDescription')}>
        <Button className="w-full" asChild>
          <Link to={paths.forgotPassword}>{t('sendNewLink')}</Link>
        </Button>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The same rules as sign-up: both fields, matching, at least 6 characters.
    const problem = validateSignUp({ email: 'ok', password, confirmPassword });
    if (problem) {
      toast.error(authMessage(problem));
      return;
    }
    setBusy(true);
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    setBusy(false);
    if (error) {
      toast.error(saidByAuth(error) ?? error.message ?? t('expiredToast'));
      return;
    }
    toast.success(t('passwordChanged'));
    void navigate(paths.signIn, { replace: true });
  };

  return (
    <AuthCard title={t('chooseTitle')} description={t('chooseDescription')}>
      <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate>
        <div className="space-y-2">
          <Label htmlFor="password">{t('newPassword')}</Label>
          <Input
            id="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="confirm-password">{t('confirmNewPassword')}</Label>
          <Input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
          />
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('saving') : t('saveNewPassword')}
        </Button>
      </form>
    </AuthCard>
  );
}
