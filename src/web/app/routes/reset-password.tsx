import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AuthCard } from '@/features/auth/components/auth-card';
import { usePageTitle } from '@/hooks/use-page-title';
import { authClient } from '@/lib/auth-client';
import { validateSignUp } from '@core/auth-rules';
import { paths } from '@core/paths';

export function ResetPasswordRoute() {
  usePageTitle('Choose a new password');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);

  if (!token || linkError) {
    return (
      <AuthCard
        title="This link has expired"
        description="Reset links work once and for one hour. Ask for a new one and use the newest email."
      >
        <Button className="w-full" asChild>
          <Link to={paths.forgotPassword}>Send a new link</Link>
        </Button>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The same rules as sign-up: both fields, matching, at least 6 characters.
    const problem = validateSignUp({ email: 'ok', password, confirmPassword });
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    setBusy(false);
    if (error) {
      toast.error(error.message ?? 'This link has expired. Please ask for a new one.');
      return;
    }
    toast.success('Password changed. Please sign in with your new password.');
    void navigate(paths.signIn, { replace: true });
  };

  return (
    <AuthCard
      title="Choose a new password"
      description="At least 6 characters. You will be signed out everywhere else."
    >
      <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate>
        <div className="space-y-2">
          <Label htmlFor="password">New password</Label>
          <Input
            id="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="confirm-password">Confirm new password</Label>
          <Input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
          />
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Saving...' : 'Save new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
