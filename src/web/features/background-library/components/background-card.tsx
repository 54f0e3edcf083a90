import { useLibraryNames } from '@/i18n/library-names';
import { useTexts } from '@/i18n/use-texts';
import { backgroundsTexts } from '@/i18n/texts/backgrounds';
import { Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { FavoriteButton } from '@/components/ui/favorite-button';
import { buttonVariants } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import type { LibraryBackground } from '@core/background-library';

/** One background: its 4:5 thumbnail, name and category, the heart, and delete on custom ones. */
export function BackgroundCard({
  background,
  onToggleFavorite,
  onRemove,
}: {
  background: LibraryBackground;
  onToggleFavorite: (background: LibraryBackground) => void;
  onRemove: (background: LibraryBackground) => void;
}) {
  const t = useTexts(backgroundsTexts);
  const names = useLibraryNames();
  const { isCustom, isFavorite } = background;
  const name = names.background(background);
  return (
    <li className="group flex min-w-0 flex-col overflow-hidden rounded-[var(--radius-card)] border border-border bg-card shadow-soft transition-shadow hover:shadow-lifted">
      <div className="relative aspect-[4/5] overflow-hidden bg-stone-100">
        <img
          src={background.thumbnailUrl}
          alt=""
          width={320}
          height={400}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
        />
        {isCustom && (
          <Badge variant="accent" className="absolute top-2 left-2 shadow-soft">
            {t('customBadge')}
          </Badge>
        )}
        <FavoriteButton
          name={name}
          isFavorite={isFavorite}
          onToggle={() => onToggleFavorite(background)}
        />
      </div>
      <div className="flex flex-1 items-start gap-1 p-3">
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-sans text-sm font-semibold" title={name}>
            {name}
          </h2>
          <p className="text-xs text-muted">{names.category(background.category)}</p>
        </div>
        {isCustom && (
          <Tooltip content={t('delete')}>
            <button
              type="button"
              onClick={() => onRemove(background)}
              aria-label={t('deleteName', { name })}
              className={cn(
                buttonVariants({ variant: 'ghost', size: 'icon' }),
                '-mt-1 -mr-1 size-9 text-destructive hover:bg-destructive-soft',
              )}
            >
              <Trash2 aria-hidden />
            </button>
          </Tooltip>
        )}
      </div>
    </li>
  );
}
