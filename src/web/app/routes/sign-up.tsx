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
import { usePageTitle } from '@/hooks/use-page-title';
import { authClient } from '@/lib/auth-client';
import { authMessages, signUpErrorMessage, validateSignUp } from '@core/auth-rules';
import { paths } from '@core/paths';

export function SignUpRoute() {
  usePageTitle('Create account');
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
      toast.error(problem);
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
      toast.error(signUpErrorMessage(error.message));
      return;
    }
    toast.success(authMessages.accountCreated, { duration: 10_000 });
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
      toast.error(authMessages.googleSignUpFailed);
    }
  };

  return (
    <AuthCard
      title="Create your account"
      description="Start free: 5 catalogue images every month, no card needed."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={paths.signIn}
            state={{ from: returnTo }}
            className="font-medium text-primary hover:underline"
          >
            Sign in
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
            value={form.email}
            onChange={update('email')}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="password">Password</Label>
          <Input
            id="password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={update('password')}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="confirm-password">Confirm password</Label>
          <Input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={update('confirmPassword')}
          />
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton onClick={() => void signUpWithGoogle()} disabled={busy} />
    </AuthCard>
  );
}
