import { cn } from '@/lib/cn';
import { usageLevel, usageRatio, type UsageLevel } from '@core/usage';

const barColour: Record<UsageLevel, string> = {
  normal: 'bg-primary',
  amber: 'bg-accent',
  warning: 'bg-warning-border',
  low: 'bg-destructive',
  reached: 'bg-destructive',
};

/** Images used as a bar, coloured by the thresholds in core/usage (amber from 70%). */
export function UsageProgress({
  used,
  limit,
  canGenerate,
  label = 'Images used this month',
  className,
}: {
  used: number;
  limit: number;
  canGenerate: boolean;
  label?: string;
  className?: string;
}) {
  const level = usageLevel({ used, limit, canGenerate });
  const percent = Math.round(usageRatio(used, limit) * 100);
  return (
    <div
      className={cn('h-2 overflow-hidden rounded-full bg-stone-200', className)}
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      data-level={level}
    >
      <div
        className={cn('h-full rounded-full transition-[width]', barColour[level])}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
