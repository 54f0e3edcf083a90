import { useTexts } from '@/i18n/use-texts';
import { settingsTexts } from '@/i18n/texts/settings';
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
  const t = useTexts(settingsTexts);
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
      if (error) return void toast.error(authErrorMessage(error, t('twoFactorNotOff')));
      toast.success(t('twoFactorOffToast'));
      close();
      void refreshProfile();
      return;
    }
    const { data, error } = await authClient.twoFactor.enable({ password });
    setBusy(false);
    if (error || !data) return void toast.error(authErrorMessage(error, t('twoFactorNotSetUp')));
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
    if (error) return void toast.error(authErrorMessage(error, t('codeWrong')));
    toast.success(t('twoFactorOnToast'));
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
          {t('twoFactor')}
          <Badge variant={enabled ? 'success' : 'secondary'}>{enabled ? t('on') : t('off')}</Badge>
        </p>
        <p className="mt-1 text-xs text-stone-500">{t('twoFactorDescription')}</p>
      </div>
      {hasPassword ? (
        <Button
          type="button"
          variant={enabled ? 'ghost' : 'secondary'}
          onClick={() => setStep({ kind: 'password', action: enabled ? 'disable' : 'enable' })}
        >
          {enabled ? t('disable') : t('enable')}
        </Button>
      ) : (
        <p className="text-xs text-stone-500">{t('setByGoogle')}</p>
      )}

      <Dialog open={step.kind !== 'closed'} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          {step.kind === 'password' && (
            <form onSubmit={(e) => void submitPassword(e)} className="grid gap-4">
              <DialogHeader>
                <DialogTitle>{step.action === 'enable' ? t('turnOn') : t('turnOff')}</DialogTitle>
                <DialogDescription>{t('enterPassword')}</DialogDescription>
              </DialogHeader>
              <div className="space-y-2">
                <Label htmlFor="two-factor-password">{t('password')}</Label>
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
                  {t('cancel')}
                </Button>
                <Button type="submit" disabled={busy || !password}>
                  {busy ? t('checking') : t('continue')}
                </Button>
              </DialogFooter>
            </form>
          )}
          {step.kind === 'scan' && (
            <form onSubmit={(e) => void submitCode(e)} className="grid gap-4">
              <DialogHeader>
                <DialogTitle>{t('scanTitle')}</DialogTitle>
                <DialogDescription>{t('scanDescription')}</DialogDescription>
              </DialogHeader>
              <img
                src={step.qr}
                alt={t('qrAlt')}
                width={200}
                height={200}
                className="mx-auto rounded-lg border border-border"
              />
              <p className="text-center text-xs text-stone-600">
                {t('orEnterKey')}{' '}
                <code
                  className="rounded bg-stone-100 px-1.5 py-0.5 font-mono text-ink"
                  data-testid="totp-secret"
                >
                  {step.secret}
                </code>
              </p>
              <div className="space-y-2">
                <Label htmlFor="two-factor-setup-code">{t('code')}</Label>
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
                  {busy ? t('verifying') : t('verifyAndTurnOn')}
                </Button>
              </DialogFooter>
            </form>
          )}
          {step.kind === 'backup-codes' && (
            <div className="grid gap-4">
              <DialogHeader>
                <DialogTitle>{t('saveBackupCodes')}</DialogTitle>
                <DialogDescription>{t('backupCodesDescription')}</DialogDescription>
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
                  {t('downloadCodes')}
                </Button>
                <Button type="button" onClick={close}>
                  {t('savedThem')}
                </Button>
              </DialogFooter>
            </div>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
