import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { BRAND_NAME, paths } from '@core/paths';

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn('flex items-center gap-2.5', className)}
      aria-label={`${BRAND_NAME} home`}
    >
      {/* The mark's letter is drawn by CSS, not text: the link's visible text is then the
          brand name alone, which its accessible name contains (WCAG 2.5.3, label in name). */}
      <span
        aria-hidden
        className="grid size-8 place-items-center rounded-lg bg-primary font-display text-lg font-bold text-ivory before:content-['V']"
      />
      <span className="font-display text-xl font-semibold tracking-tight">{BRAND_NAME}</span>
    </Link>
  );
}
