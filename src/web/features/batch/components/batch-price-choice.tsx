/**
 * Standard or Economy for a batch (decision 203): Economy is the image service's batch mode,
 * results within 24 hours at half an image a shot. Disabled, with the reason, on an engine
 * without one.
 */
import type { BatchPrice } from '@core/batch';
import { useTexts } from '@/i18n/use-texts';
import { batchTexts } from '@/i18n/texts/batch';

export function BatchPriceChoice(props: {
  value: BatchPrice;
  onChange: (price: BatchPrice) => void;
  economyAvailable: boolean;
}) {
  const t = useTexts(batchTexts);
  const option = (price: BatchPrice, label: string, help: string, disabled = false) => (
    <label className={`flex items-start gap-2 text-sm ${disabled ? 'opacity-60' : ''}`}>
      <input
        type="radio"
        name="batch-price"
        value={price}
        checked={props.value === price}
        disabled={disabled}
        onChange={() => props.onChange(price)}
        className="mt-1"
      />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-xs text-stone-600">{help}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('priceLegend')}</legend>
      {option('standard', t('priceStandard'), t('priceStandardHelp'))}
      {option(
        'economy',
        t('priceEconomy'),
        props.economyAvailable ? t('priceEconomyHelp') : t('priceEconomyUnavailable'),
        !props.economyAvailable,
      )}
    </fieldset>
  );
}
