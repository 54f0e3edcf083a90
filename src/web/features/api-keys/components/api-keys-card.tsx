import { KeyRound, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useUsage } from '@/features/usage/api/get-usage';
import { saidOfIssue, useServerMessage, type ServerSaid } from '@/i18n/server-message';
import { RichText } from '@/i18n/rich-text';
import { apiKeysTexts } from '@/i18n/texts/api-keys';
import { useLanguage, useTexts } from '@/i18n/use-texts';
import { toastApiError } from '@/lib/api-client';
import type { ApiKeyView, CreatedApiKey } from '@core/api-keys';
import { paths } from '@core/paths';
import { createApiKeySchema, useCreateApiKey } from '../api/create-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { formatWhen } from '../format-when';
import { NewKeyDialog } from './new-key-dialog';

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const t = useTexts(apiKeysTexts);
  const say = useServerMessage();
  const [name, setName] = useState('');
  // The name's problem by its key, said in the page's language (decision 273).
  const [error, setError] = useState<ServerSaid | null>(null);
  const create = useCreateApiKey();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiKeySchema.safeParse({ name });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? saidOfIssue(issue) : { message: t('giveName') });
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        onCreated(created);
      },
      onError: (failure) => toastApiError(failure, t('keyNotCreated')),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1 space-y-1.5">
        <Label htmlFor="api-key-name">{t('keyName')}</Label>
        <Input
          id="api-key-name"
          value={name}
          placeholder={t('keyNamePlaceholder')}
          maxLength={60}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'api-key-name-error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {error && (
          <p id="api-key-name-error" className="text-xs text-destructive">
            {say(error)}
          </p>
        )}
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? (
          <Loader2 aria-hidden className="animate-spin" />
        ) : (
          <KeyRound aria-hidden />
        )}
        {t('createKey')}
      </Button>
    </form>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: () => void }) {
  const t = useTexts(apiKeysTexts);
  const language = useLanguage();
  const revoked = apiKey.revokedAt !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3.5">
      <div className="min-w-0">
        <p className="flex items-center gap-2 text-sm font-medium">
          <span className="truncate">{apiKey.name}</span>
          {revoked && <Badge variant="secondary">{t('revoked')}</Badge>}
        </p>
        <p className="font-mono text-xs text-stone-600">{apiKey.prefix}…</p>
        <p className="text-xs text-stone-500">
          {t('created', { when: formatWhen(apiKey.createdAt, language) })} ·{' '}
          {apiKey.lastUsedAt
            ? t('lastUsed', { when: formatWhen(apiKey.lastUsedAt, language) })
            : t('neverUsed')}
        </p>
      </div>
      {!revoked && (
        <Button
          variant="secondary"
          size="sm"
          onClick={onRevoke}
          aria-label={t('revokeName', { name: apiKey.name })}
        >
          {t('revoke')}
        </Button>
      )}
    </li>
  );
}

/** Settings → API keys (decision 130): Pro and Premium create, list and revoke their keys. */
export function ApiKeysCard() {
  const t = useTexts(apiKeysTexts);
  const usage = useUsage();
  const paid = usage.data !== undefined && usage.data.plan !== 'free';
  const keys = useApiKeys(paid);
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);

  return (
    <Card id="api-keys" className="scroll-mt-6">
      <CardHeader>
        <h2 className="font-sans text-lg font-semibold">{t('title')}</h2>
        <CardDescription>
          <RichText
            text={t('intro')}
            parts={{
              link: (chunk) => (
                <Link to={paths.apiDocs} className="text-primary underline underline-offset-4">
                  {chunk}
                </Link>
              ),
            }}
          />
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {usage.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : !paid ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] bg-stone-50 p-4">
            <p className="text-sm text-stone-700">{t('planRequired')}</p>
            <Button asChild size="sm">
              <Link to={paths.pricing}>{t('seePlans')}</Link>
            </Button>
          </div>
        ) : (
          <>
            <CreateKeyForm onCreated={setCreated} />
            {keys.isPending ? (
              <Skeleton className="h-16 w-full" />
            ) : keys.data && keys.data.length > 0 ? (
              <ul aria-label={t('yourKeys')} className="divide-y divide-border">
                {keys.data.map((apiKey) => (
                  <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-stone-500">{t('noKeys')}</p>
            )}
          </>
        )}
      </CardContent>
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <AlertDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && !revoke.isPending && setRevoking(null)}
      >
        <AlertDialogContent>
          <AlertDialogTitle>{t('revokeTitle', { name: revoking?.name ?? '' })}</AlertDialogTitle>
          <AlertDialogDescription>{t('revokeDescription')}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={revoke.isPending}>{t('cancel')}</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={revoke.isPending}
              onClick={() =>
                revoking &&
                revoke.mutate(revoking.id, {
                  onSuccess: () => {
                    toast.success(t('keyRevoked'), { id: 'api-key-revoked' });
                    setRevoking(null);
                  },
                  onError: (failure) => toastApiError(failure, t('keyNotRevoked')),
                })
              }
            >
              {revoke.isPending && <Loader2 aria-hidden className="animate-spin" />}
              {t('revokeKey')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
