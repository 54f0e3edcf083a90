import { useLibraryNames } from '@/i18n/library-names';
import { createTexts } from '@/i18n/texts/create';
import { useTexts } from '@/i18n/use-texts';
import { ArrowRight, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@core/paths';
import type { ModelOption } from '@core/runs';
import { useOnModel } from '@/hooks/use-on-model';
import { NO_MODEL } from '../generation-defaults';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { StepCard } from './step-card';

const describe = (model: ModelOption, description: string) =>
  description || [model.gender, model.age, model.bodyType].filter(Boolean).join(', ');

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
  const stock = options.filter((model) => !model.isCustom);
  const custom = options.filter((model) => model.isCustom);
  const chosen = options.find((model) => model.id === value);
  // Unknown until the config loads: the default engine shows no person, so promise none.
  const onModel = useOnModel();
  const t = useTexts(createTexts);
  const names = useLibraryNames();
  const item = (model: ModelOption) => (
    <SelectItem
      key={model.id}
      value={model.id}
      hint={describe(model, names.modelDescription(model))}
    >
      <img
        src={model.portraitUrl}
        alt=""
        width={32}
        height={40}
        loading="lazy"
        decoding="async"
        className="h-10 w-8 shrink-0 rounded-md bg-stone-100 object-cover"
      />
      <span className="truncate">{names.model(model)}</span>
      {model.isPremium && (
        <Badge variant="accent" className="shrink-0">
          <Crown aria-hidden className="size-3" />
          Premium
        </Badge>
      )}
    </SelectItem>
  );

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
          <Select value={value} onValueChange={onChange}>
            <SelectTrigger id="model-select">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_MODEL} hint={t('noModelChosen')}>
                {t('yourModels')}
              </SelectItem>
              {custom.length > 0 && (
                <>
                  <SelectSeparator />
                  <SelectGroup>
                    <SelectLabel>{t('customModels')}</SelectLabel>
                    {custom.map(item)}
                  </SelectGroup>
                </>
              )}
              {stock.length > 0 && (
                <>
                  <SelectSeparator />
                  <SelectGroup>
                    <SelectLabel>{t('stockModels')}</SelectLabel>
                    {stock.map(item)}
                  </SelectGroup>
                </>
              )}
            </SelectContent>
          </Select>
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
