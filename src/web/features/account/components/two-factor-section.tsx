import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { authClient } from '@/lib/auth-client';
import { authErrorMessage } from '../api/auth-errors';
import { profileQueryKey } from '../api/get-profile';

type Step =
  | { kind: 'closed' }
  | { kind: 'password'; action: 'enable' | 'disable' }
  | { kind: 'scan'; qr: string; secret: string; backupCodes: string[] }
  | { kind: 'backup-codes'; backupCodes: string[] };

function secretOf(totpUri: string): string {
  return new URL(totpUri).searchParams.get('secret') ?? '';
}

/** Two-factor authentication: password, then scan and confirm a code, then backup codes shown once. */
export function TwoFactorSection({
  enabled,
  hasPassword,
}: {
  enabled: boolean;
  hasPassword: boolean;
}) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setStep({ kind: 'closed' });
    setPassword('');
    setCode('');
  };
  const refreshProfile = () => queryClient.invalidateQueries({ queryKey: profileQueryKey });

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'password') return;
    setBusy(true);
    if (step.action === 'disable') {
      const { error } = await authClient.twoFactor.disable({ password });
      setBusy(false);
      if (error)
        return void toast.error(
          authErrorMessage(error, 'Two-factor authentication was not turned off.'),
        );
      toast.success('Two-factor authentication is off');
      close();
      void refreshProfile();
      return;
    }
    const { data, error } = await authClient.twoFactor.enable({ password });
    setBusy(false);
    if (error || !data)
      return void toast.error(
        authErrorMessage(error, 'Two-factor authentication could not be set up.'),
      );
    const qr = await QRCode.toDataURL(data.totpURI, { margin: 1, width: 200 });
    setPassword('');
    setStep({ kind: 'scan', qr, secret: secretOf(data.totpURI), backupCodes: data.backupCodes });
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'scan') return;
    setBusy(true);
    const { error } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
    setBusy(false);
    if (error) return void toast.error(authErrorMessage(error, 'That code is not correct.'));
    toast.success('Two-factor authentication is on');
    setStep({ kind: 'backup-codes', backupCodes: step.backupCodes });
    void refreshProfile();
  };

  const downloadCodes = (codes: string[]) => {
    const blob = new Blob(
      [`Vastra Studio backup codes\nEach code works once.\n\n${codes.join('\n')}\n`],
      { type: 'text/plain' },
    );
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'vastra-studio-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <p className="flex items-center gap-2 text-sm font-medium">
          Two-Factor Authentication
          <Badge variant={enabled ? 'success' : 'secondary'}>{enabled ? 'On' : 'Off'}</Badge>
        </p>
        <p className="mt-1 text-xs text-stone-500">
          A code from an authenticator app at every sign-in with your password.
        </p>
      </div>
      {hasPassword ? (
        <Button
          type="button"
          variant={enabled ? 'ghost' : 'secondary'}
          onClick={() => setStep({ kind: 'password', action: enabled ? 'disable' : 'enable' })}
        >
          {enabled ? 'Disable' : 'Enable'}
        </Button>
      ) : (
        <p className="text-xs text-stone-500">Set by your Google account.</p>
      )}

      <Dialog open={step.kind !== 'closed'} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          {step.kind === 'password' && (
            <form onSubmit={(e) => void submitPassword(e)} className="grid gap-4">
              <DialogHeader>
                <DialogTitle>
                  {step.action === 'enable'
                    ? 'Turn on two-factor authentication'
                    : 'Turn off two-factor authentication'}
                </DialogTitle>
                <DialogDescription>Enter your password to continue.</DialogDescription>
              </DialogHeader>
              <div className="space-y-2">
                <Label htmlFor="two-factor-password">Password</Label>
                <Input
                  id="two-factor-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  autoFocus
                />
              </div>
              <DialogFooter>
                <Button type="button" variant="secondary" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" disabled={busy || !password}>
                  {busy ? 'Checking...' : 'Continue'}
                </Button>
              </DialogFooter>
            </form>
          )}
          {step.kind === 'scan' && (
            <form onSubmit={(e) => void submitCode(e)} className="grid gap-4">
              <DialogHeader>
                <DialogTitle>Scan with your authenticator app</DialogTitle>
                <DialogDescription>
                  Then enter the 6-digit code it shows to finish.
                </DialogDescription>
              </DialogHeader>
              <img
                src={step.qr}
                alt="QR code for your authenticator app"
                width={200}
                height={200}
                className="mx-auto rounded-lg border border-border"
              />
              <p className="text-center text-xs text-stone-600">
                Or enter this key:{' '}
                <code
                  className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-ink"
                  data-testid="totp-secret"
                >
                  {step.secret}
                </code>
              </p>
              <div className="space-y-2">
                <Label htmlFor="two-factor-setup-code">Code</Label>
                <Input
                  id="two-factor-setup-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              </div>
              <DialogFooter>
                <Button type="submit" disabled={busy || code.trim().length < 6}>
                  {busy ? 'Verifying...' : 'Verify and turn on'}
                </Button>
              </DialogFooter>
            </form>
          )}
          {step.kind === 'backup-codes' && (
            <div className="grid gap-4">
              <DialogHeader>
                <DialogTitle>Save your backup codes</DialogTitle>
                <DialogDescription>
                  Each code signs you in once if you lose your phone. They are shown only now.
                </DialogDescription>
              </DialogHeader>
              <ul
                className="grid grid-cols-2 gap-2 rounded-lg bg-stone-50 p-4 font-mono text-sm"
                data-testid="backup-codes"
              >
                {step.backupCodes.map((backupCode) => (
                  <li key={backupCode}>{backupCode}</li>
                ))}
              </ul>
              <DialogFooter>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => downloadCodes(step.backupCodes)}
                >
                  Download codes
                </Button>
                <Button type="button" onClick={close}>
                  I have saved them
                </Button>
              </DialogFooter>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
