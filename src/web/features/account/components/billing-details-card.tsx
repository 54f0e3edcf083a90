import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { billingDetailsTexts } from '@/i18n/texts/billing-details';
import { useTexts } from '@/i18n/use-texts';
import { ApiError, toastApiError } from '@/lib/api-client';
import { billingDetailsSchema, INDIAN_STATES, type BillingDetails } from '@core/billing-details';
import {
  useBillingDetails,
  useRemoveBillingDetails,
  useSaveBillingDetails,
} from '../api/billing-details';
import { SettingsSection } from './settings-section';
import { saidOfIssue, useServerMessage, type ServerSaid } from '@/i18n/server-message';

const fields = [
  'legalName',
  'gstin',
  'addressLine1',
  'addressLine2',
  'city',
  'postalCode',
  'stateCode',
] as const;
type Field = (typeof fields)[number];
type Form = Record<Field, string>;

const autoComplete: Record<Field, string> = {
  legalName: 'organization',
  gstin: 'off',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  postalCode: 'postal-code',
  stateCode: 'off',
};

/** The buyer's legal name, GSTIN and billing address (decision 184). */
export function BillingDetailsCard() {
  const t = useTexts(billingDetailsTexts);
  const { data, isPending } = useBillingDetails();
  if (isPending || !data) {
    return (
      <SettingsSection id="billing-details" title={t('title')} description={t('description')}>
        <Skeleton className="h-64 w-full" />
      </SettingsSection>
    );
  }
  const saved = data.billingDetails;
  // Saved details remount the form, so it starts from what the server stored.
  return <BillingDetailsForm key={saved ? JSON.stringify(saved) : 'none'} saved={saved} />;
}

function toForm(saved: BillingDetails | null): Form {
  return {
    legalName: saved?.legalName ?? '',
    gstin: saved?.gstin ?? '',
    addressLine1: saved?.addressLine1 ?? '',
    addressLine2: saved?.addressLine2 ?? '',
    city: saved?.city ?? '',
    postalCode: saved?.postalCode ?? '',
    stateCode: saved?.stateCode ?? '',
  };
}

/** Each field's first problem, kept by its key and values (decision 273), said when shown. */
const firstIssues = (issues: readonly (ServerSaid & { path: string })[]) => {
  const errors: Partial<Record<Field, ServerSaid>> = {};
  for (const { path, ...said } of issues) {
    const field = path as Field;
    if (fields.includes(field) && !errors[field]) errors[field] = said;
  }
  return errors;
};

function BillingDetailsForm({ saved }: { saved: BillingDetails | null }) {
  const save = useSaveBillingDetails();
  const remove = useRemoveBillingDetails();
  const t = useTexts(billingDetailsTexts);
  const say = useServerMessage();
  const [form, setForm] = useState<Form>(() => toForm(saved));
  const [errors, setErrors] = useState<Partial<Record<Field, ServerSaid>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = billingDetailsSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(
        firstIssues(
          parsed.error.issues.map((issue) => ({
            path: String(issue.path[0] ?? ''),
            ...saidOfIssue(issue),
          })),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(t('saved')),
      onError: (error) => {
        // The server's issues, each kept by its key like the browser's own (decision 273).
        if (error instanceof ApiError && error.issues.length) setErrors(firstIssues(error.issues));
        else toastApiError(error, t('notSaved'));
      },
    });
  };

  const fieldProps = (field: Field) => ({
    id: `billing-${field}`,
    value: form[field],
    autoComplete: autoComplete[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `billing-${field}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <SettingsSection id="billing-details" title={t('title')} description={t('description')}>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
        {fields.map((field) => (
          <div
            key={field}
            className={
              field === 'legalName' || field === 'addressLine1' || field === 'addressLine2'
                ? 'space-y-2 sm:col-span-2'
                : 'space-y-2'
            }
          >
            <Label htmlFor={`billing-${field}`}>{t(field)}</Label>
            {field === 'stateCode' ? (
              <NativeSelect {...fieldProps(field)} className="w-full">
                <option value="">{t('chooseState')}</option>
                {INDIAN_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {t(`state-${state.code}`)} ({state.code})
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <Input
                {...fieldProps(field)}
                type="text"
                inputMode={field === 'postalCode' ? 'numeric' : undefined}
                maxLength={field === 'gstin' ? 20 : field === 'postalCode' ? 7 : undefined}
                className={field === 'gstin' ? 'uppercase' : undefined}
              />
            )}
            {field === 'gstin' && !errors.gstin && (
              <p className="text-xs text-stone-500">{t('gstinHelp')}</p>
            )}
            {errors[field] && (
              <p id={`billing-${field}-error`} className="text-xs text-destructive">
                {say(errors[field])}
              </p>
            )}
          </div>
        ))}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
          {saved && (
            <Button
              type="button"
              variant="secondary"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast.success(t('removed')),
                  onError: (error) => toastApiError(error, t('notRemoved')),
                })
              }
            >
              {t('remove')}
            </Button>
          )}
        </div>
      </form>
    </SettingsSection>
  );
}
