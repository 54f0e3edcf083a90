import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AuthCard } from '@/features/auth/components/auth-card';
import { usePageTitle } from '@/hooks/use-page-title';
import { passwordTexts } from '@/i18n/texts/password';
import { useTexts } from '@/i18n/use-texts';
import { authClient } from '@/lib/auth-client';
import { paths } from '@core/paths';
import { saidByAuth } from '@/i18n/server-message';

export function ForgotPasswordRoute() {
  const t = useTexts(passwordTexts);
  usePageTitle(t('forgotPageTitle'));
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toast.error(t('enterEmail'));
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
          ? (saidByAuth(error) ?? error.message ?? t('tooManyRequests'))
          : t('emailNotSent'),
      );
      return;
    }
    // The same answer whether or not the address has an account, so it reveals nothing.
    setSent(true);
  };

  if (sent) {
    return (
      <AuthCard
        title={t('checkEmailTitle')}
        description={t('checkEmailDescription', { email: email.trim() })}
      >
        <MailCheck aria-hidden className="mx-auto size-12 text-primary" />
        <Button variant="secondary" className="mt-6 w-full" asChild>
          <Link to={paths.signIn}>{t('backToSignIn')}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('forgotTitle')}
      description={t('forgotDescription')}
      footer={
        <Link to={paths.signIn} className="font-medium text-primary hover:underline">
          {t('backToSignIn')}
        </Link>
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
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('sending') : t('sendResetLink')}
        </Button>
      </form>
    </AuthCard>
  );
}
