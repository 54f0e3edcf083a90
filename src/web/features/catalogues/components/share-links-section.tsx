import { useFormat } from '@/i18n/format';
import { useTexts } from '@/i18n/use-texts';
import { catalogueDetailTexts } from '@/i18n/texts/catalogue-detail';
import { Copy, Link2, MessageCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import {
  SHARE_EXPIRIES,
  whatsappShareUrl,
  type CatalogueShareView,
  type ShareExpiry,
} from '@core/catalogue-shares';
import { useCatalogueShares, useCreateShare, useRevokeShare } from '../api/catalogue-shares';

function ShareLinkRow({
  link,
  name,
  onRevoke,
  revoking,
}: {
  link: CatalogueShareView;
  name: string;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const t = useTexts(catalogueDetailTexts);
  const { day } = useFormat();
  const copy = () => {
    const done = navigator.clipboard?.writeText(link.url);
    if (!done) {
      toast.error(t('copyFailed'));
      return;
    }
    done.then(
      () => toast.success(t('copied')),
      () => toast.error(t('copyFailed')),
    );
  };
  return (
    <li
      className="rounded-[var(--radius-card)] border border-border bg-card p-3"
      data-testid="share-link"
    >
      <Input
        readOnly
        value={link.url}
        aria-label={t('shareLink')}
        onFocus={(event) => event.currentTarget.select()}
        className="font-mono text-xs"
      />
      <p className="mt-1.5 text-xs text-stone-600">
        {link.expiresAt ? t('expires', { date: day(link.expiresAt) }) : t('expiry-never')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={copy}>
          <Copy aria-hidden />
          {t('copyLink')}
        </Button>
        <Button asChild variant="secondary" size="sm">
          <a href={whatsappShareUrl(name, link.url)} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden />
            {t('whatsapp')}
          </a>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive-soft"
          onClick={onRevoke}
          disabled={revoking}
        >
          <Trash2 aria-hidden />
          {t('turnOff')}
          <span className="sr-only">{t('thisLink')}</span>
        </Button>
      </div>
    </li>
  );
}

/**
 * The Share section of a catalogue's detail (decision 185): make a link (never expiring, or for
 * 7 or 30 days), copy it, send it on WhatsApp, turn it off.
 */
export function ShareLinksSection({ catalogueId, name }: { catalogueId: string; name: string }) {
  const t = useTexts(catalogueDetailTexts);
  const links = useCatalogueShares(catalogueId);
  const create = useCreateShare(catalogueId);
  const revoke = useRevokeShare(catalogueId);
  const [expiresIn, setExpiresIn] = useState<ShareExpiry>('never');
  const headingId = useId();
  const selectId = useId();

  return (
    <section aria-labelledby={headingId} className="border-t border-border pt-4">
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <Link2 aria-hidden className="size-4 text-primary" />
        {t('shareTitle')}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{t('shareHint')}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={selectId} className="sr-only">
          {t('linkExpiry')}
        </label>
        <NativeSelect
          id={selectId}
          value={expiresIn}
          onChange={(event) => setExpiresIn(event.target.value as ShareExpiry)}
          className="sm:w-56"
        >
          {SHARE_EXPIRIES.map((expiry) => (
            <option key={expiry} value={expiry}>
              {t(`expiry-${expiry}`)}
            </option>
          ))}
        </NativeSelect>
        <Button
          size="sm"
          className="w-full sm:w-fit"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(expiresIn, { onSuccess: () => toast.success(t('linkCreated')) })
          }
        >
          {t('createLink')}
        </Button>
      </div>
      {links.data && links.data.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2" aria-label={t('shareLinks')}>
          {links.data.map((link) => (
            <ShareLinkRow
              key={link.id}
              link={link}
              name={name}
              revoking={revoke.isPending && revoke.variables === link.id}
              onRevoke={() =>
                revoke.mutate(link.id, { onSuccess: () => toast.success(t('turnedOff')) })
              }
            />
          ))}
        </ul>
      ) : (
        links.isSuccess && <p className="mt-3 text-sm text-stone-600">{t('noLinks')}</p>
      )}
    </section>
  );
}
