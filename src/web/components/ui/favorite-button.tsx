import { Heart } from 'lucide-react';
import { cn } from '@/lib/cn';
import { commonTexts } from '@/i18n/texts/common';
import { useTexts } from '@/i18n/use-texts';

/** The heart in a library card's corner: 'Favorite {name}', pressed when it is a favourite. */
export function FavoriteButton({
  name,
  isFavorite,
  onToggle,
}: {
  name: string;
  isFavorite: boolean;
  onToggle: () => void;
}) {
  const t = useTexts(commonTexts);
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={isFavorite}
      aria-label={t('favoriteName', { name })}
      className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-full bg-card/90 text-ink shadow-soft backdrop-blur-sm transition-colors hover:bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Heart
        aria-hidden
        className={cn('size-[18px]', isFavorite ? 'fill-primary text-primary' : 'text-stone-700')}
      />
    </button>
  );
}
