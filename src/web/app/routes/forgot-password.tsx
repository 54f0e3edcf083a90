import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AuthCard } from '@/features/auth/components/auth-card';
import { usePageTitle } from '@/hooks/use-page-title';
import { authClient } from '@/lib/auth-client';
import { paths } from '@core/paths';

export function ForgotPasswordRoute() {
  usePageTitle('Forgot password');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast.error('Please enter your email');
      return;
    }
    setBusy(true);
    const { error } = await authClient.requestPasswordReset({
      email: email.trim(),
      redirectTo: paths.resetPassword,
    });
    setBusy(false);
    if (error) {
      toast.error(
        error.status === 429
          ? (error.message ?? 'Too many requests. Please wait a moment.')
          : 'We could not send the email. Please try again.',
      );
      return;
    }
    // The same answer whether or not the address has an account, so it reveals nothing.
    setSent(true);
  };

  if (sent) {
    return (
      <AuthCard
        title="Check your email"
        description={`If ${email.trim()} has an account, a link to choose a new password is on its way. It works for one hour.`}
      >
        <MailCheck aria-hidden className="mx-auto size-12 text-primary" />
        <Button variant="secondary" className="mt-6 w-full" asChild>
          <Link to={paths.signIn}>Back to sign in</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your email and we'll send you a link to choose a new one."
      footer={
        <Link to={paths.signIn} className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
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
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
