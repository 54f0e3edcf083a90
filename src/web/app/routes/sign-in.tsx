import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AuthCard } from '@/features/auth/components/auth-card';
import { OrDivider } from '@/features/auth/components/divider';
import { GoogleButton } from '@/features/auth/components/google-button';
import { TwoFactorForm } from '@/features/auth/components/two-factor-form';
import { useReturnPath } from '@/features/auth/hooks/use-return-path';
import { authMessage } from '@/i18n/auth-message';
import { usePageTitle } from '@/hooks/use-page-title';
import { translate } from '@/i18n/language-store';
import { authTexts } from '@/i18n/texts/auth';
import { useTexts } from '@/i18n/use-texts';
import { authClient } from '@/lib/auth-client';
import { SECOND_FACTOR_QUERY, validateSignIn } from '@core/auth-rules';
import { paths } from '@core/paths';
import { saidByAuth } from '@/i18n/server-message';

export function SignInRoute() {
  const t = useTexts(authTexts);
  usePageTitle(t('signInTitle'));
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // A Google sign-in of an account with two-factor on comes back here for its code.
  const [needsSecondFactor, setNeedsSecondFactor] = useState(
    params.get(SECOND_FACTOR_QUERY) === '1',
  );

  useEffect(() => {
    const error = params.get('error');
    const fromVerification = params.get('verified') === '1';
    // A verification link lands here too; its error (expired, invalid) wins over success.
    if (fromVerification && error) {
      toast.error(translate(authTexts, 'linkExpired'), {
        id: 'verify-error',
        description: translate(authTexts, 'linkExpiredBody'),
      });
    } else if (fromVerification) {
      toast.success(translate(authTexts, 'emailVerified'), { id: 'verified' });
    } else if (error) {
      toast.error(translate(authTexts, 'googleSignInFailed'), { id: 'oauth-error' });
    }
  }, [params]);

  const finish = () => {
    toast.success(t('welcomeBack'));
    void navigate(returnTo, { replace: true });
  };

  const resendVerification = async () => {
    const { error } = await authClient.sendVerificationEmail({
      email,
      callbackURL: `${paths.signIn}?verified=1`,
    });
    if (error) toast.error(saidByAuth(error) ?? error.message ?? t('emailNotSent'));
    else toast.success(t('verificationSent'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignIn({ email, password });
    if (problem) {
      toast.error(authMessage(problem));
      return;
    }
    setBusy(true);
    const { data, error } = await authClient.signIn.email({ email: email.trim(), password });
    setBusy(false);
    if (error) {
      if (error.code === 'EMAIL_NOT_VERIFIED') {
        // The server has just sent a new link; the action sends another if that one is lost.
        toast.error(saidByAuth(error) ?? error.message ?? t('verifyFirst'), {
          action: { label: t('resendVerification'), onClick: () => void resendVerification() },
          duration: 15_000,
        });
      } else if (error.status === 429) {
        toast.error(saidByAuth(error) ?? (error.message || t('tooManyAttempts')));
      } else {
        toast.error(t('invalidCredentials'));
      }
      return;
    }
    if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
      setNeedsSecondFactor(true);
      return;
    }
    finish();
  };

  const signInWithGoogle = async () => {
    setBusy(true);
    const { error } = await authClient.signIn.oauth2({
      providerId: 'google',
      callbackURL: returnTo,
      errorCallbackURL: `${paths.signIn}?error=google`,
    });
    if (error) {
      setBusy(false);
      toast.error(t('googleSignInFailed'));
    }
  };

  if (needsSecondFactor) {
    return (
      <AuthCard title={t('twoFactorTitle')} description={t('twoFactorDescription')}>
        <TwoFactorForm onVerified={finish} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('welcomeTitle')}
      description={t('welcomeDescription')}
      footer={
        <>
          {t('newHere')}{' '}
          <Link
            to={paths.signUp}
            state={{ from: returnTo }}
            className="font-medium text-primary hover:underline"
          >
            {t('createAnAccount')}
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
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <div className="flex items-center justify-between">
            <Label htmlFor="password">{t('password')}</Label>
            <Link
              to={paths.forgotPassword}
              className="text-xs font-medium text-primary hover:underline"
            >
              {t('forgotPassword')}
            </Link>
          </div>
          <Input
            id="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('signingIn') : t('signIn')}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton onClick={() => void signInWithGoogle()} disabled={busy} />
    </AuthCard>
  );
}
