import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { authClient } from '@/lib/auth-client';
import { saidByAuth } from '@/i18n/server-message';

/** The second sign-in step: a code from the authenticator app, or one backup code. */
export function TwoFactorForm({ onVerified }: { onVerified: () => void }) {
  const [mode, setMode] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      toast.error('Please enter your code');
      return;
    }
    setBusy(true);
    const { error } =
      mode === 'totp'
        ? await authClient.twoFactor.verifyTotp({ code: code.trim() })
        : await authClient.twoFactor.verifyBackupCode({ code: code.trim() });
    setBusy(false);
    if (error) {
      // A rate limit and a code already used say what to do next (the server's message).
      const explained = error.status === 429 || error.code === 'TOTP_CODE_ALREADY_USED';
      toast.error(
        explained
          ? (saidByAuth(error) ?? error.message ?? 'Too many attempts. Please wait a moment.')
          : 'That code is not valid. Please try again.',
      );
      return;
    }
    onVerified();
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate>
      <div className="space-y-2">
        <Label htmlFor="two-factor-code">
          {mode === 'totp' ? 'Authentication code' : 'Backup code'}
        </Label>
        <Input
          id="two-factor-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode={mode === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoFocus
          placeholder={mode === 'totp' ? '6-digit code' : 'xxxxx-xxxxx'}
        />
        <p className="text-xs text-stone-500">
          {mode === 'totp'
            ? 'Open your authenticator app and enter the code for Vastra Studio.'
            : 'Each backup code works once.'}
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <button
        type="button"
        className="w-full text-center text-sm font-medium text-primary hover:underline"
        onClick={() => {
          setMode(mode === 'totp' ? 'backup' : 'totp');
          setCode('');
        }}
      >
        {mode === 'totp' ? 'Use a backup code instead' : 'Use your authenticator app instead'}
      </button>
    </form>
  );
}
