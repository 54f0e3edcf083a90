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
import { createTexts } from '@/i18n/texts/create';
import { useLibraryNames } from '@/i18n/library-names';
import { useTexts } from '@/i18n/use-texts';
import type { ModelOption } from '@core/runs';
import { NO_MODEL } from '../generation-defaults';
import { ModelFace } from './model-face';

const describe = (model: ModelOption, description: string) =>
  description || [model.gender, model.age, model.bodyType].filter(Boolean).join(', ');

/**
 * The model dropdown itself, loaded when first wanted (model-step.tsx): 'Your Models' is the
 * none option, then the user's models and the stock personas.
 */
export function ModelSelect({
  id,
  options,
  value,
  onChange,
  defaultOpen,
}: {
  id: string;
  options: ModelOption[];
  value: string;
  onChange: (id: string) => void;
  defaultOpen: boolean;
}) {
  const t = useTexts(createTexts);
  const names = useLibraryNames();
  const stock = options.filter((model) => !model.isCustom);
  const custom = options.filter((model) => model.isCustom);
  const item = (model: ModelOption) => (
    <SelectItem
      key={model.id}
      value={model.id}
      hint={describe(model, names.modelDescription(model))}
    >
      <ModelFace model={model} />
    </SelectItem>
  );
  return (
    <Select value={value} onValueChange={onChange} defaultOpen={defaultOpen}>
      <SelectTrigger id={id}>
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
  );
}
