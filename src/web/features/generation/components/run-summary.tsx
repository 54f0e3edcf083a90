import { createTexts } from '@/i18n/texts/create';
import type { GarmentTypeId } from '@core/garments';
import { generationTexts } from '@/i18n/texts/generation';
import { useTexts } from '@/i18n/use-texts';
import { cn } from '@/lib/cn';
import { garmentTypeName } from '@core/garments';
import type { RunView } from '@core/runs';
import { backgroundLabel, modelLabel } from '../run-state';

/** The modal's garment type (when the run has one), model, background and shot count. */
export function RunSummary({ run }: { run: RunView }) {
  const t = useTexts(generationTexts);
  const c = useTexts(createTexts);
  const garment =
    run.garmentType && garmentTypeName(run.garmentType)
      ? c(`type-${run.garmentType as GarmentTypeId}`)
      : null;
  return (
    <dl
      className={cn(
        'grid grid-cols-1 gap-x-6 gap-y-1 rounded-lg bg-stone-50 p-3 text-sm',
        garment ? 'sm:grid-cols-2' : 'sm:grid-cols-3',
      )}
    >
      {garment && (
        <div className="flex gap-2">
          <dt className="text-stone-500">{t('garment')}</dt>
          <dd className="min-w-0 truncate font-medium">{garment}</dd>
        </div>
      )}
      <div className="flex gap-2">
        <dt className="text-stone-500">{t('model')}</dt>
        <dd className="min-w-0 truncate font-medium">{modelLabel(run)}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-stone-500">{t('background')}</dt>
        <dd className="min-w-0 truncate font-medium">{backgroundLabel(run)}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-stone-500">{t('shots')}</dt>
        <dd className="font-medium tabular-nums">{run.total}</dd>
      </div>
    </dl>
  );
}
