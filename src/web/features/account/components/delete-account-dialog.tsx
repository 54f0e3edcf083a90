import { useServerMessage, type ServerSaid } from '@/i18n/server-message';
import { useTexts } from '@/i18n/use-texts';
import { settingsTexts } from '@/i18n/texts/settings';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, toastApiError } from '@/lib/api-client';
import { authClient } from '@/lib/auth-client';
import { FRESH_SIGN_IN_MINUTES } from '@core/account';
import { paths } from '@core/paths';
import { useDeleteAccount } from '../api/delete-account';

/** The refusals shown under the password field, by their keys (decision 273). */
const PASSWORD_ERRORS: (string | undefined)[] = ['deletePasswordMissing', 'deletePasswordWrong'];

/** Settings opened with this query (back from a fresh Google sign-in) opens the dialog. */
const REOPEN_QUERY = 'delete-account';

/**
 * Deletes the account after the user types its email and proves it is theirs: the password,
 * or a Google sign-in of the last few minutes for a Google-only account (decision 046); then a
 * fresh start on the home page.
 */
export function DeleteAccountDialog({
  email,
  hasPassword,
}: {
  email: string;
  hasPassword: boolean;
}) {
  const t = useTexts(settingsTexts);
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(params.get(REOPEN_QUERY) === '1');
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const say = useServerMessage();
  const [signInAgain, setSignInAgain] = useState<ServerSaid | null>(null);
  const [passwordError, setPasswordError] = useState<ServerSaid | null>(null);
  const remove = useDeleteAccount();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const ready = matches && (!hasPassword || password.length > 0);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setTyped('');
    setPassword('');
    setSignInAgain(null);
    setPasswordError(null);
    if (!next && params.has(REOPEN_QUERY)) {
      params.delete(REOPEN_QUERY);
      setParams(params, { replace: true });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { confirmEmail: typed, ...(hasPassword ? { password } : {}) },
      {
        onSuccess: () => {
          toast.success(t('accountDeleted'));
          // A full load drops every cached query and the old session state.
          window.setTimeout(() => window.location.assign('/'), 800);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'SIGN_IN_AGAIN') setSignInAgain(error);
          else if (error instanceof ApiError && PASSWORD_ERRORS.includes(error.key))
            setPasswordError(error); // shown under the field it is about
          else toastApiError(error, t('accountNotDeleted'));
        },
      },
    );
  };

  const reauthenticate = async () => {
    const { error } = await authClient.signIn.oauth2({
      providerId: 'google',
      callbackURL: `${paths.settings}?${REOPEN_QUERY}=1#security`,
      errorCallbackURL: `${paths.settings}#security`,
    });
    if (error) toast.error(t('googleUnreachable'));
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="destructive">
          {t('deleteAccount')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('deleteTitle')}</DialogTitle>
            <DialogDescription>{t('deleteDescription')}</DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor="delete-confirm-email">
              {t('typeBefore')}
              <span className="font-semibold">{email}</span>
              {t('typeAfter')}
            </Label>
            <Input
              id="delete-confirm-email"
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          {hasPassword ? (
            <div className="space-y-2">
              <Label htmlFor="delete-password">{t('password')}</Label>
              <Input
                id="delete-password"
                type="password"
                autoComplete="current-password"
                value={password}
                aria-invalid={passwordError !== null}
                aria-describedby={passwordError ? 'delete-password-error' : undefined}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setPasswordError(null);
                }}
              />
              {passwordError && (
                <p id="delete-password-error" role="alert" className="text-sm text-destructive">
                  {say(passwordError)}
                </p>
              )}
            </div>
          ) : signInAgain ? (
            <div role="alert" className="space-y-3 rounded-md border border-border p-3 text-sm">
              <p>{say(signInAgain)}</p>
              <Button type="button" variant="secondary" onClick={() => void reauthenticate()}>
                {t('googleAgain')}
              </Button>
            </div>
          ) : (
            <p className="text-xs text-stone-500">
              {t('googleFresh', { minutes: FRESH_SIGN_IN_MINUTES })}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={!ready || remove.isPending}>
              {remove.isPending ? t('deleting') : t('deleteMyAccount')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
