import { useLibraryNames } from '@/i18n/library-names';
import { createTexts } from '@/i18n/texts/create';
import { useTexts } from '@/i18n/use-texts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@core/paths';
import type { BackgroundOption } from '@core/runs';
import { lazy } from 'react';
import { DeferredSelect } from '@/components/ui/deferred-select';
import { BackgroundFace } from './background-face';
import { StepCard } from './step-card';

// The dropdown's Radix code loads on the first hover, focus or press (decision 196).
const BackgroundSelect = lazy(async () => ({
  default: (await import('./background-select')).BackgroundSelect,
}));

/** Step 2: the first 15 backgrounds in a dropdown, a preview of the chosen one, and the library link. */
export function BackgroundStep({
  options,
  isPending,
  isError,
  onRetry,
  value,
  onChange,
}: {
  /** Already cut to the dropdown's 15. */
  options: BackgroundOption[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  const chosen = options.find((option) => option.id === value);
  const t = useTexts(createTexts);
  const names = useLibraryNames();
  return (
    <StepCard step={2} title={t('backgroundTitle')} description={t('backgroundDescription')}>
      {isPending ? (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="aspect-[4/5] w-full max-w-40" />
        </div>
      ) : isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
          {t('backgroundsFailed')}
          <Button type="button" size="sm" variant="secondary" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <div className="min-w-0 space-y-2">
            <Label htmlFor="background-select">{t('background')}</Label>
            <DeferredSelect
              id="background-select"
              chosen={chosen ? <BackgroundFace option={chosen} /> : null}
              placeholder={t('chooseBackground')}
              select={(defaultOpen) => (
                <BackgroundSelect
                  id="background-select"
                  options={options}
                  value={value}
                  onChange={onChange}
                  placeholder={t('chooseBackground')}
                  defaultOpen={defaultOpen}
                />
              )}
            />
            <Link
              to={paths.backgrounds}
              className="inline-flex items-center gap-1 pt-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('viewAllBackgrounds')}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
          {chosen && (
            <figure className="w-full max-w-40 justify-self-start sm:justify-self-end">
              <img
                key={chosen.id}
                src={chosen.thumbnailUrl}
                alt={t('backgroundPreview', { name: names.background(chosen) })}
                width={160}
                height={200}
                className="aspect-[4/5] w-full rounded-lg border border-border bg-stone-100 object-cover"
              />
              <figcaption className="mt-1.5 text-xs text-stone-600">
                {names.background(chosen)} · {names.category(chosen.category)}
              </figcaption>
            </figure>
          )}
        </div>
      )}
    </StepCard>
  );
}
