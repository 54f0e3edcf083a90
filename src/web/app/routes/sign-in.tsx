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
import { usePageTitle } from '@/hooks/use-page-title';
import { authClient } from '@/lib/auth-client';
import { SECOND_FACTOR_QUERY, authMessages, validateSignIn } from '@core/auth-rules';
import { paths } from '@core/paths';

export function SignInRoute() {
  usePageTitle('Sign in');
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
      toast.error('This verification link has expired or was already used.', {
        id: 'verify-error',
        description: 'Sign in with your email and password and we will send you a new one.',
      });
    } else if (fromVerification) {
      toast.success('Email verified. You can sign in now.', { id: 'verified' });
    } else if (error) {
      toast.error(authMessages.googleSignInFailed, { id: 'oauth-error' });
    }
  }, [params]);

  const finish = () => {
    toast.success(authMessages.welcomeBack);
    void navigate(returnTo, { replace: true });
  };

  const resendVerification = async () => {
    const { error } = await authClient.sendVerificationEmail({
      email,
      callbackURL: `${paths.signIn}?verified=1`,
    });
    if (error) toast.error(error.message ?? 'We could not send the email. Please try again.');
    else toast.success('Verification email sent. Please check your inbox.');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignIn({ email, password });
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    const { data, error } = await authClient.signIn.email({ email: email.trim(), password });
    setBusy(false);
    if (error) {
      if (error.code === 'EMAIL_NOT_VERIFIED') {
        // The server has just sent a new link; the action sends another if that one is lost.
        toast.error(error.message ?? 'Please verify your email address before signing in.', {
          action: { label: 'Resend verification email', onClick: () => void resendVerification() },
          duration: 15_000,
        });
      } else if (error.status === 429) {
        toast.error(error.message || 'Too many attempts. Please wait a moment and try again.');
      } else {
        toast.error(authMessages.invalidCredentials);
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
      toast.error(authMessages.googleSignInFailed);
    }
  };

  if (needsSecondFactor) {
    return (
      <AuthCard
        title="Two-factor authentication"
        description="Enter the code from your authenticator app to finish signing in."
      >
        <TwoFactorForm onVerified={finish} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to create catalogues and open your library."
      footer={
        <>
          New to Vastra Studio?{' '}
          <Link
            to={paths.signUp}
            state={{ from: returnTo }}
            className="font-medium text-primary hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate>
        <div className="space-y-2">
          <Label htmlFor="email">Email</Label>
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
            <Label htmlFor="password">Password</Label>
            <Link
              to={paths.forgotPassword}
              className="text-xs font-medium text-primary hover:underline"
            >
              Forgot password?
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
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton onClick={() => void signInWithGoogle()} disabled={busy} />
    </AuthCard>
  );
}
