import { useTexts } from '@/i18n/use-texts';
import { modelsTexts } from '@/i18n/texts/models';
import { Lock, RotateCw, UserPlus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { useModelLibrary } from '@/features/model-library/api/get-model-library';
import { useDeleteModel } from '@/features/model-library/api/delete-model';
import { useSetModelFavorite } from '@/features/model-library/api/set-model-favorite';
import { CreateModelDialog } from '@/features/model-library/components/create-model-dialog';
import { DeleteModelDialog } from '@/features/model-library/components/delete-model-dialog';
import { ModelCard } from '@/features/model-library/components/model-card';
import { ModelFilterBar } from '@/features/model-library/components/model-filters';
import { ModelGrid, ModelGridLoading } from '@/features/model-library/components/model-grid';
import { ModelsEmptyState } from '@/features/model-library/components/models-empty-state';
import {
  toastModelDeleteFailed,
  toastModelDeleted,
  toastModelsLoadFailed,
} from '@/features/model-library/model-toasts';
import { useModelFilters } from '@/features/model-library/use-model-filters';
import { useUsage } from '@/features/usage/api/get-usage';
import { usePageTitle } from '@/hooks/use-page-title';
import { filterModels, isModelListNarrowed, type LibraryModel } from '@core/model-library';
import { PLANS } from '@core/plans';
import { TOOLTIP_DELAY_MS, TooltipProvider } from '@/components/ui/tooltip';

/** /dashboard/models (docs/product.md §2 'Models Library'): the user's models and the stock personas. */
export function ModelsLibraryRoute() {
  // The page's tooltips load with it, not with the dashboard's first load (decision 196).
  return (
    <TooltipProvider delayDuration={TOOLTIP_DELAY_MS}>
      <ModelsLibrary />
    </TooltipProvider>
  );
}

function ModelsLibrary() {
  const t = useTexts(modelsTexts);
  usePageTitle(t('title'));
  const library = useModelLibrary();
  const usage = useUsage();
  const favorite = useSetModelFavorite();
  const deletion = useDeleteModel();
  const { filters, update } = useModelFilters();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<LibraryModel | null>(null);

  const all = library.data?.models;
  const shown = useMemo(() => (all ? filterModels(all, filters) : []), [all, filters]);
  const own = shown.filter((model) => model.isCustom);
  const stock = shown.filter((model) => !model.isCustom);
  const narrowed = isModelListNarrowed(filters);
  // The server decides; a plan that could not be read is left to it (docs/product.md §5).
  const locked = usage.data ? !PLANS[usage.data.plan].canCreateCustomModels : false;

  useEffect(() => {
    if (library.isError) toastModelsLoadFailed();
  }, [library.isError]);

  const toggleFavorite = (model: LibraryModel) =>
    favorite.mutate({ id: model.id, favorite: !model.isFavorite });

  function confirmDelete() {
    if (!deleting) return;
    deletion.mutate(deleting.id, {
      onSuccess: () => {
        toastModelDeleted();
        setDeleting(null);
      },
      onError: toastModelDeleteFailed,
    });
  }

  const card = (model: LibraryModel) => (
    <ModelCard
      key={model.id}
      model={model}
      deleting={deletion.isPending && deletion.variables === model.id}
      onToggleFavorite={toggleFavorite}
      onDelete={setDeleting}
    />
  );

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">{t('title')}</h1>
          <p className="mt-1 text-stone-600">{t('subtitle')}</p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => void library.refetch()}
            disabled={library.isFetching}
          >
            <RotateCw aria-hidden className={library.isFetching ? 'animate-spin' : undefined} />
            {t('refresh')}
          </Button>
          <Button onClick={() => setCreating(true)}>
            {locked ? <Lock aria-hidden /> : <UserPlus aria-hidden />}
            {t('addNew')}
          </Button>
        </div>
      </header>

      <ModelFilterBar filters={filters} onChange={update} />
      <p role="status" className="-mt-2 text-sm text-stone-500">
        {all ? t('shownCount', { shown: shown.length, total: all.length }) : ''}
      </p>

      {library.isPending ? (
        <ModelGridLoading />
      ) : library.isError ? (
        <LoadFailed
          message={t('loadFailed')}
          retrying={library.isFetching}
          onRetry={() => void library.refetch()}
        />
      ) : shown.length === 0 ? (
        <ModelsEmptyState kind="filtered" locked={locked} onCreate={() => setCreating(true)} />
      ) : (
        <>
          {(own.length > 0 || !narrowed) && (
            <section aria-labelledby="own-models-title" className="space-y-3">
              <h2 id="own-models-title" className="text-xl font-semibold">
                {t('yourModels')}
              </h2>
              {own.length > 0 ? (
                <ModelGrid label={t('yourModels')}>{own.map(card)}</ModelGrid>
              ) : (
                <ModelsEmptyState kind="none" locked={locked} onCreate={() => setCreating(true)} />
              )}
            </section>
          )}
          {stock.length > 0 && (
            <section aria-labelledby="stock-models-title" className="space-y-3">
              <h2 id="stock-models-title" className="text-xl font-semibold">
                {t('stockModels')}
              </h2>
              <ModelGrid label={t('stockModels')}>{stock.map(card)}</ModelGrid>
            </section>
          )}
        </>
      )}

      <CreateModelDialog
        open={creating}
        onOpenChange={setCreating}
        locked={locked}
        generator={library.data?.generator}
        remaining={usage.data?.remaining}
      />
      <DeleteModelDialog
        model={deleting}
        pending={deletion.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
