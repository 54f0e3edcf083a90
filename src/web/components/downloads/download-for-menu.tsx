import { shotsTexts } from '@/i18n/texts/shots';
import { useLanguage, useTexts } from '@/i18n/use-texts';
import { ChevronDown, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { MARKETPLACE_IDS, MARKETPLACE_LABELS, type MarketplaceId } from '@core/marketplaces';
import { localisedExportNotes } from './localised-export-notes';

/**
 * 'Download for…' (issue 13): the images as a zip for one marketplace (docs/marketplaces.md),
 * or the originals. Each item is a plain link: the server streams the zip with its file name.
 */
export function DownloadForMenu({
  urlFor,
  trigger,
  disabled = false,
  onEmpty,
  shotIds,
}: {
  urlFor: (marketplace: MarketplaceId) => string;
  /** The catalogue's shots, in order: the toast says which views a marketplace misses. */
  shotIds?: readonly string[];
  /** The button that opens the menu; 'Download for…' by default. */
  trigger?: ReactNode;
  disabled?: boolean;
  /** Called instead of downloading when there is nothing to download. */
  onEmpty?: () => void;
}) {
  const t = useTexts(shotsTexts);
  const language = useLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        {trigger ?? (
          <Button type="button" variant="secondary">
            <Store aria-hidden />
            {t('downloadFor')}
            <ChevronDown aria-hidden />
          </Button>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('downloadZipFor')}</DropdownMenuLabel>
        {MARKETPLACE_IDS.map((id) => (
          <MarketplaceItem
            key={id}
            id={id}
            href={urlFor(id)}
            onEmpty={onEmpty}
            notes={shotIds ? localisedExportNotes(language, id, shotIds) : []}
          />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function MarketplaceItem({
  id,
  href,
  onEmpty,
  notes,
}: {
  id: MarketplaceId;
  href: string;
  onEmpty?: () => void;
  /** What the seller should know before uploading (e.g. views the marketplace asks for). */
  notes: string[];
}) {
  const t = useTexts(shotsTexts);
  return (
    <>
      <DropdownMenuItem asChild>
        <a
          href={href}
          download
          onClick={(event) => {
            if (onEmpty) {
              event.preventDefault();
              onEmpty();
              return;
            }
            const started =
              id === 'original'
                ? t('originalDownloading')
                : t('marketplacePreparing', { marketplace: MARKETPLACE_LABELS[id] });
            toast.success(t('downloadStarted'), {
              description: [started, ...notes].join(' '),
              ...(notes.length > 0 ? { duration: 12_000 } : {}),
            });
          }}
        >
          {id === 'original' ? t('original') : MARKETPLACE_LABELS[id]}
        </a>
      </DropdownMenuItem>
      {id === 'original' && <DropdownMenuSeparator />}
    </>
  );
}
