import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The 'Favorites' filter of a library: a pressed/unpressed button with a filled heart. */
export function FavoritesToggle({
  pressed,
  onPressedChange,
  label,
  className,
}: {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  /** The visible text, which is also its name. */
  label: string;
  className?: string;
}) {
  return (
    <Button
      type="button"
      variant="secondary"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={cn(
        'shrink-0 rounded-lg',
        pressed && 'border-primary bg-primary-soft text-primary hover:bg-primary-soft',
        className,
      )}
    >
      <Heart aria-hidden className={cn(pressed && 'fill-primary')} />
      {label}
    </Button>
  );
}
