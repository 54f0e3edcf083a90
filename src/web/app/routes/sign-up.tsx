import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AuthCard } from '@/features/auth/components/auth-card';
import { OrDivider } from '@/features/auth/components/divider';
import { GoogleButton } from '@/features/auth/components/google-button';
import { useReturnPath } from '@/features/auth/hooks/use-return-path';
import { authMessage } from '@/i18n/auth-message';
import { usePageTitle } from '@/hooks/use-page-title';
import { authTexts } from '@/i18n/texts/auth';
import { useTexts } from '@/i18n/use-texts';
import { authClient } from '@/lib/auth-client';
import { signUpErrorMessage, validateSignUp } from '@core/auth-rules';
import { paths } from '@core/paths';
import { saidByAuth } from '@/i18n/server-message';

export function SignUpRoute() {
  const t = useTexts(authTexts);
  usePageTitle(t('createAccountTitle'));
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const [form, setForm] = useState({ email: '', password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const update = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUp(form);
    if (problem) {
      toast.error(authMessage(problem));
      return;
    }
    setBusy(true);
    const email = form.email.trim();
    const { error } = await authClient.signUp.email({
      email,
      password: form.password,
      name: email.split('@')[0] || email,
      callbackURL: `${paths.signIn}?verified=1`,
    });
    setBusy(false);
    if (error) {
      toast.error(saidByAuth(error) ?? authMessage(signUpErrorMessage(error.message)));
      return;
    }
    toast.success(t('accountCreated'), { duration: 10_000 });
    void navigate(paths.signIn, { state: { from: returnTo } });
  };

  const signUpWithGoogle = async () => {
    setBusy(true);
    const { error } = await authClient.signIn.oauth2({
      providerId: 'google',
      callbackURL: returnTo,
      errorCallbackURL: `${paths.signIn}?error=google`,
    });
    if (error) {
      setBusy(false);
      toast.error(t('googleSignUpFailed'));
    }
  };

  return (
    <AuthCard
      title={t('createYourAccount')}
      description={t('createDescription')}
      footer={
        <>
          {t('haveAccount')}{' '}
          <Link
            to={paths.signIn}
            state={{ from: returnTo }}
            className="font-medium text-primary hover:underline"
          >
            {t('signInLink')}
          </Link>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate>
        <div className="space-y-2">
          <Label htmlFor="email">{t('email')}</Label>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={update('email')}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="password">{t('password')}</Label>
          <Input
            id="password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={update('password')}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="confirm-password">{t('confirmPassword')}</Label>
          <Input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={update('confirmPassword')}
          />
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('creatingAccount') : t('createAccount')}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton onClick={() => void signUpWithGoogle()} disabled={busy} />
    </AuthCard>
  );
}
