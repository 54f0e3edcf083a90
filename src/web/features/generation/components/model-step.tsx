import { createTexts } from '@/i18n/texts/create';
import { useTexts } from '@/i18n/use-texts';
import { ArrowRight, Crown } from 'lucide-react';
import { lazy } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DeferredSelect } from '@/components/ui/deferred-select';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@core/paths';
import type { ModelOption } from '@core/runs';
import { useOnModel } from '@/hooks/use-on-model';
import { NO_MODEL } from '../generation-defaults';
import { ModelFace } from './model-face';
import { StepCard } from './step-card';

// The dropdown's Radix code loads on the first hover, focus or press (decision 196).
const ModelSelect = lazy(async () => ({
  default: (await import('./model-select')).ModelSelect,
}));

/**
 * Step 3 (optional): one of the user's models or a stock persona, each with its portrait; 'Your
 * Models' is the none option, and 'Add New Model' leads to the library.
 */
export function ModelStep({
  options,
  isPending,
  isError,
  onRetry,
  value,
  onChange,
  isFreePlan,
}: {
  options: ModelOption[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  value: string;
  onChange: (id: string) => void;
  isFreePlan: boolean;
}) {
  const chosen = options.find((model) => model.id === value);
  // Unknown until the config loads: the default engine shows no person, so promise none.
  const onModel = useOnModel();
  const t = useTexts(createTexts);
  return (
    <StepCard
      step={3}
      title={t('modelTitle')}
      description={onModel ? t('modelDescription') : t('modelDescriptionProductOnly')}
    >
      {isPending ? (
        <Skeleton className="h-11 w-full" />
      ) : (
        <div className="space-y-2">
          <Label htmlFor="model-select">{t('model')}</Label>
          <DeferredSelect
            id="model-select"
            chosen={
              value === NO_MODEL ? t('yourModels') : chosen ? <ModelFace model={chosen} /> : ''
            }
            select={(defaultOpen) => (
              <ModelSelect
                id="model-select"
                options={options}
                value={value}
                onChange={onChange}
                defaultOpen={defaultOpen}
              />
            )}
          />
          {isError && (
            <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
              {t('modelsFailed')}
              <Button type="button" size="sm" variant="secondary" onClick={onRetry}>
                {t('tryAgain')}
              </Button>
            </p>
          )}
          {chosen?.isPremium && isFreePlan && (
            <p className="flex flex-wrap items-center gap-2 rounded-md bg-accent-soft p-3 text-sm text-accent-ink">
              <Crown aria-hidden className="size-4 shrink-0" />
              {t('premiumModel')}
              <Link to={paths.pricing} className="font-semibold underline underline-offset-4">
                {t('upgrade')}
              </Link>
            </p>
          )}
          <Link
            to={paths.models}
            className="inline-flex items-center gap-1 pt-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('addNewModel')}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      )}
    </StepCard>
  );
}
