import { useLibraryNames } from '@/i18n/library-names';
import { useTexts } from '@/i18n/use-texts';
import { batchTexts } from '@/i18n/texts/batch';
import { NativeSelect } from '@/components/ui/native-select';
import { isGarmentTypeId, type GarmentTypeId } from '@core/garments';
import type { BackgroundOption, ModelOption } from '@core/runs';
import { GarmentTypeOptions } from './garment-type-options';

export const DEFAULT_BATCH_BACKGROUND = 'clean-white-studio';

export interface BatchDefaults {
  garmentType: GarmentTypeId;
  backgroundId: string;
  modelId: string | null;
}

/** The garment type, background and model every product of the batch starts with. */
export function BatchDefaultsFields({
  value,
  onChange,
  backgrounds,
  models,
  productOnly,
}: {
  value: BatchDefaults;
  onChange: (next: BatchDefaults) => void;
  backgrounds: readonly BackgroundOption[] | undefined;
  models: readonly ModelOption[] | undefined;
  /** The engine shows no person: a chosen model only names the catalogue. */
  productOnly: boolean;
}) {
  const t = useTexts(batchTexts);
  const names = useLibraryNames();
  return (
    <section
      aria-label={t('forEveryProduct')}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-border bg-card p-4 shadow-soft sm:flex-row sm:items-end"
    >
      <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
        {t('garmentTypeForAll')}
        <NativeSelect
          value={value.garmentType}
          onChange={(event) => {
            const garmentType = event.target.value;
            if (isGarmentTypeId(garmentType)) onChange({ ...value, garmentType });
          }}
        >
          <GarmentTypeOptions />
        </NativeSelect>
      </label>
      <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
        {t('backgroundForAll')}
        <NativeSelect
          value={value.backgroundId}
          onChange={(event) => onChange({ ...value, backgroundId: event.target.value })}
        >
          {(backgrounds ?? [{ id: DEFAULT_BATCH_BACKGROUND, name: 'Clean White Studio' }]).map(
            (choice) => (
              <option key={choice.id} value={choice.id}>
                {names.background(choice)}
              </option>
            ),
          )}
        </NativeSelect>
      </label>
      <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
        {t('modelForAll')}
        <NativeSelect
          value={value.modelId ?? ''}
          onChange={(event) => onChange({ ...value, modelId: event.target.value || null })}
        >
          <option value="">{t('noModel')}</option>
          {(models ?? []).map((choice) => (
            <option key={choice.id} value={choice.id}>
              {names.model(choice)}
            </option>
          ))}
        </NativeSelect>
        {productOnly && (
          <span className="text-xs font-normal text-stone-600">{t('batchModelNote')}</span>
        )}
      </label>
    </section>
  );
}
