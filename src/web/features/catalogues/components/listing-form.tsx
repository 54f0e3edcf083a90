import { useTexts } from '@/i18n/use-texts';
import { listingTexts } from '@/i18n/texts/listing';
import { RefreshCw, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { ListingView } from '@core/listing-review';
import { LISTING_MARKETPLACES } from '@core/listings/listing-draft';
import { useRefillListing, useSaveListing } from '../api/catalogue-listing';
import {
  canAddBullet,
  canRemoveBullet,
  editOf,
  formStateOf,
  problemsOf,
  type ListingFormState,
} from '../listing-form-state';
import { ListingAttributesFieldset } from './listing-attributes-fieldset';
import { ListingTextsFields } from './listing-texts-fields';

/**
 * The seller's review of a listing draft: the texts, then each marketplace's attributes, Save
 * (a toast says it is kept) and Fill again. Problems show by their fields before anything is
 * sent; the server checks the same rules.
 */
export function ListingForm({ catalogueId, view }: { catalogueId: string; view: ListingView }) {
  const t = useTexts(listingTexts);
  const [state, setState] = useState<ListingFormState>(() => formStateOf(view));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSaveListing(catalogueId);
  const refill = useRefillListing(catalogueId);

  const change = (next: ListingFormState) => {
    setState(next);
    // Once the seller has seen a problem, it goes as soon as it is fixed.
    if (Object.keys(problems).length > 0) setProblems(problemsOf(view, next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(view, state);
    setProblems(found);
    if (Object.keys(found).length === 0) save.mutate(editOf(state));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-xs text-stone-600">
        {view.edited
          ? t('edited')
          : view.draft.filledBy === 'offline'
            ? t('filledOffline')
            : t('filledByAi')}
      </p>
      <ListingTextsFields
        language="english"
        texts={state.english}
        problems={problems}
        onChange={(english) => change({ ...state, english })}
        canAdd={canAddBullet(state.english)}
        canRemove={canRemoveBullet(state.english)}
      />
      {state.hindi && (
        <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold">{t('hindiLegend')}</legend>
          <p className="text-xs text-stone-600">{t('hindiHint')}</p>
          <ListingTextsFields
            language="hindi"
            texts={state.hindi}
            problems={problems}
            onChange={(hindi) => change({ ...state, hindi })}
            canAdd={canAddBullet(state.hindi)}
            canRemove={canRemoveBullet(state.hindi)}
          />
        </fieldset>
      )}
      {LISTING_MARKETPLACES.map((marketplace) => (
        <ListingAttributesFieldset
          key={marketplace}
          marketplace={marketplace}
          columns={view.columns[marketplace]}
          values={state.attributes[marketplace]}
          onChange={(key, value) =>
            change({
              ...state,
              attributes: {
                ...state.attributes,
                [marketplace]: { ...state.attributes[marketplace], [key]: value },
              },
            })
          }
        />
      ))}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="ghost"
          className="w-full sm:w-fit"
          disabled={refill.isPending || save.isPending}
          onClick={() => refill.mutate()}
        >
          <RefreshCw aria-hidden className={refill.isPending ? 'animate-spin' : undefined} />
          {t('refill')}
        </Button>
        <Button type="submit" className="w-full sm:w-fit" disabled={save.isPending}>
          <Save aria-hidden />
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
