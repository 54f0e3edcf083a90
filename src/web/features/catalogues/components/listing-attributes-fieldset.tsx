import { useTexts } from '@/i18n/use-texts';
import { listingTexts } from '@/i18n/texts/listing';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import type { ListingColumn, ListingMarketplace } from '@core/listings/listing-draft';
import { MARKETPLACE_LABELS } from '@core/marketplaces';

/**
 * One marketplace's attributes: a dropdown per column holding only that marketplace's values,
 * a required one left empty marked Missing beside its label and in the count on top.
 */
export function ListingAttributesFieldset({
  marketplace,
  columns,
  values,
  onChange,
}: {
  marketplace: ListingMarketplace;
  columns: readonly ListingColumn[];
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
}) {
  const t = useTexts(listingTexts);
  const id = useId();
  const label = MARKETPLACE_LABELS[marketplace];
  const missing = columns.filter((column) => column.required && !values[column.key]).length;
  return (
    <fieldset
      className="min-w-0 rounded-[var(--radius-card)] border border-border p-3 sm:p-4"
      data-testid={`listing-${marketplace}`}
    >
      <legend className="px-1 text-sm font-semibold">
        {t('attributesOf', { marketplace: label })}
      </legend>
      <p
        className={cn(
          'mb-3 flex items-center gap-1.5 text-xs',
          missing > 0 ? 'text-warning' : 'text-success',
        )}
        role="status"
      >
        {missing > 0 ? (
          <CircleAlert aria-hidden className="size-3.5" />
        ) : (
          <CircleCheck aria-hidden className="size-3.5" />
        )}
        {missing > 0 ? t('missingCount', { count: missing }) : t('allFilled')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {columns.map((column) => {
          const selectId = `${id}-${column.key}`;
          const missingId = `${selectId}-missing`;
          const isMissing = column.required && !values[column.key];
          return (
            <div key={column.key} className="flex min-w-0 flex-col gap-1">
              <div className="flex min-w-0 items-center gap-2">
                <label htmlFor={selectId} className="min-w-0 truncate text-sm font-medium">
                  {column.label}{' '}
                  <span className="sr-only">{t('onMarketplace', { marketplace: label })}</span>
                </label>
                {column.required && (
                  <span aria-hidden className="text-xs text-stone-500">
                    {t('required')}
                  </span>
                )}
                {isMissing && (
                  <span
                    id={missingId}
                    className="rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning"
                  >
                    {t('missing')}
                  </span>
                )}
              </div>
              <NativeSelect
                id={selectId}
                value={values[column.key] ?? ''}
                onChange={(event) => onChange(column.key, event.target.value)}
                aria-required={column.required || undefined}
                aria-invalid={isMissing || undefined}
                aria-describedby={isMissing ? missingId : undefined}
                className="h-11 w-full"
              >
                <option value="">{t('chooseValue')}</option>
                {column.values.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </NativeSelect>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
