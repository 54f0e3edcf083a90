import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
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
import { apiKeysTexts } from '@/i18n/texts/api-keys';
import { useTexts } from '@/i18n/use-texts';
import type { CreatedApiKey } from '@core/api-keys';

function SecretField({
  id,
  label,
  copyLabel,
  value,
}: {
  id: string;
  label: string;
  copyLabel: string;
  value: string;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="secondary"
          size="icon"
          aria-label={copyLabel}
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true));
          }}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        </Button>
      </div>
    </div>
  );
}

/** The only time a key's secrets are shown (decision 130): copy them now or make a new key. */
export function NewKeyDialog({
  created,
  onClose,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
}) {
  const t = useTexts(apiKeysTexts);
  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('newKeyTitle')}</DialogTitle>
          <DialogDescription>
            {t('newKeyDescription', { name: created?.name ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {created && (
          <div className="space-y-4">
            <SecretField
              id="new-api-key"
              label={t('apiKey')}
              copyLabel={t('copyApiKey')}
              value={created.secret}
            />
            <SecretField
              id="new-webhook-secret"
              label={t('webhookSecret')}
              copyLabel={t('copyWebhookSecret')}
              value={created.webhookSecret}
            />
          </div>
        )}
        <DialogFooter>
          <Button onClick={onClose}>{t('copiedIt')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
