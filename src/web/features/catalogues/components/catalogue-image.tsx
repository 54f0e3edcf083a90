import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A catalogue picture: lazy, with its width and height set (no layout shift), on a soft
 * placeholder that fades into the image once it has loaded.
 */
export function CatalogueImage({
  className,
  onLoad,
  loading = 'lazy',
  ...props
}: ComponentProps<'img'>) {
  const [loaded, setLoaded] = useState(false);
  return (
    <img
      loading={loading}
      decoding="async"
      draggable={false}
      onLoad={(event) => {
        setLoaded(true);
        onLoad?.(event);
      }}
      className={cn(
        'transition-[opacity,filter] duration-500',
        loaded ? 'opacity-100 blur-none' : 'opacity-0 blur-sm',
        className,
      )}
      {...props}
    />
  );
}
