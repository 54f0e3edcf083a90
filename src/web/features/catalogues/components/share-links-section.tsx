import { Copy, Link2, MessageCircle, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import {
  SHARE_EXPIRIES,
  SHARE_EXPIRY_LABELS,
  SHARE_TEXTS,
  whatsappShareUrl,
  type CatalogueShareView,
  type ShareExpiry,
} from '@core/catalogue-shares';
import { useCatalogueShares, useCreateShare, useRevokeShare } from '../api/catalogue-shares';
import { formatCatalogueDate } from './format-catalogue-date';

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
  const copy = () => {
    const done = navigator.clipboard?.writeText(link.url);
    if (!done) {
      toast.error(SHARE_TEXTS.copyFailed);
      return;
    }
    done.then(
      () => toast.success(SHARE_TEXTS.copied),
      () => toast.error(SHARE_TEXTS.copyFailed),
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
        aria-label="Share link"
        onFocus={(event) => event.currentTarget.select()}
        className="font-mono text-xs"
      />
      <p className="mt-1.5 text-xs text-stone-600">
        {link.expiresAt
          ? `Expires ${formatCatalogueDate(link.expiresAt)}`
          : SHARE_EXPIRY_LABELS.never}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={copy}>
          <Copy aria-hidden />
          {SHARE_TEXTS.copy}
        </Button>
        <Button asChild variant="secondary" size="sm">
          <a href={whatsappShareUrl(name, link.url)} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden />
            {SHARE_TEXTS.whatsapp}
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
          {SHARE_TEXTS.revoke}
          <span className="sr-only"> this link</span>
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
        {SHARE_TEXTS.sectionTitle}
      </h3>
      <p className="mt-1 text-sm text-stone-600">{SHARE_TEXTS.sectionHint}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={selectId} className="sr-only">
          Link expiry
        </label>
        <NativeSelect
          id={selectId}
          value={expiresIn}
          onChange={(event) => setExpiresIn(event.target.value as ShareExpiry)}
          className="sm:w-56"
        >
          {SHARE_EXPIRIES.map((expiry) => (
            <option key={expiry} value={expiry}>
              {SHARE_EXPIRY_LABELS[expiry]}
            </option>
          ))}
        </NativeSelect>
        <Button
          size="sm"
          className="w-full sm:w-fit"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(expiresIn, { onSuccess: () => toast.success(SHARE_TEXTS.created) })
          }
        >
          {SHARE_TEXTS.create}
        </Button>
      </div>
      {links.data && links.data.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2" aria-label="Share links">
          {links.data.map((link) => (
            <ShareLinkRow
              key={link.id}
              link={link}
              name={name}
              revoking={revoke.isPending && revoke.variables === link.id}
              onRevoke={() =>
                revoke.mutate(link.id, { onSuccess: () => toast.success(SHARE_TEXTS.revoked) })
              }
            />
          ))}
        </ul>
      ) : (
        links.isSuccess && <p className="mt-3 text-sm text-stone-600">{SHARE_TEXTS.none}</p>
      )}
    </section>
  );
}
