import { useTexts } from '@/i18n/use-texts';
import { settingsTexts } from '@/i18n/texts/settings';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { authClient } from '@/lib/auth-client';
import { validateSignUp } from '@core/auth-rules';
import { authMessage } from '@/i18n/auth-message';
import { authErrorMessage } from '../api/auth-errors';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one is required, and every other session is signed out. */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useTexts(settingsTexts);
  const [form, setForm] = useState(empty);
  const [busy, setBusy] = useState(false);

  if (!hasPassword) {
    return <p className="text-sm text-stone-600">{t('googleNoPassword')}</p>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.currentPassword) {
      toast.error(t('fillAllFields'));
      return;
    }
    const problem = validateSignUp({
      email: 'ok',
      password: form.newPassword,
      confirmPassword: form.confirmPassword,
    });
    if (problem) {
      toast.error(authMessage(problem));
      return;
    }
    setBusy(true);
    const { error } = await authClient.changePassword({
      currentPassword: form.currentPassword,
      newPassword: form.newPassword,
      revokeOtherSessions: true,
    });
    setBusy(false);
    if (error) {
      toast.error(authErrorMessage(error, t('passwordNotChanged')));
      return;
    }
    setForm(empty);
    toast.success(t('passwordUpdated'), {
      description: t('signedOutElsewhere'),
    });
  };

  const field = (key: keyof typeof empty, label: string, autoComplete: string) => (
    <div className="space-y-2">
      <Label htmlFor={`security-${key}`}>{label}</Label>
      <Input
        id={`security-${key}`}
        type="password"
        autoComplete={autoComplete}
        value={form[key]}
        onChange={(e) => setForm((current) => ({ ...current, [key]: e.target.value }))}
      />
    </div>
  );

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-3" noValidate>
      {field('currentPassword', t('currentPassword'), 'current-password')}
      {field('newPassword', t('newPassword'), 'new-password')}
      {field('confirmPassword', t('confirmNewPassword'), 'new-password')}
      <div className="sm:col-span-3">
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? t('updating') : t('updatePassword')}
        </Button>
      </div>
    </form>
  );
}
