import { useTexts } from '@/i18n/use-texts';
import { backgroundsTexts } from '@/i18n/texts/backgrounds';
import { Lock, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { useBackgroundLibrary } from '@/features/background-library/api/get-background-library';
import { useSetFavorite } from '@/features/background-library/api/set-favorite';
import {
  toastCheckingPlan,
  toastUpgradeRequired,
} from '@/features/background-library/background-toasts';
import { BackgroundCard } from '@/features/background-library/components/background-card';
import { BackgroundFilterBar } from '@/features/background-library/components/background-filters';
import {
  BackgroundGrid,
  BackgroundGridSkeleton,
} from '@/features/background-library/components/background-grid';
import { BackgroundsEmptyState } from '@/features/background-library/components/backgrounds-empty-state';
import { GenerateBackgroundDialog } from '@/features/background-library/components/generate-background-dialog';
import { RemoveBackgroundDialog } from '@/features/background-library/components/remove-background-dialog';
import { useBackgroundFilters } from '@/features/background-library/use-background-filters';
import { useUsage } from '@/features/usage/api/get-usage';
import { usePageTitle } from '@/hooks/use-page-title';
import { filterBackgrounds, type LibraryBackground } from '@core/background-library';
import { PLANS } from '@core/plans';
import { TOOLTIP_DELAY_MS, TooltipProvider } from '@/components/ui/tooltip';

/** /dashboard/backgrounds (docs/product.md §2 'Backgrounds Library'): presets and custom backgrounds. */
export function BackgroundsLibraryRoute() {
  // The page's tooltips load with it, not with the dashboard's first load (decision 196).
  return (
    <TooltipProvider delayDuration={TOOLTIP_DELAY_MS}>
      <BackgroundsLibrary />
    </TooltipProvider>
  );
}

function BackgroundsLibrary() {
  const t = useTexts(backgroundsTexts);
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const library = useBackgroundLibrary();
  const usage = useUsage();
  const favorite = useSetFavorite();
  const { filters, update } = useBackgroundFilters();
  const [generating, setGenerating] = useState(false);
  const [removing, setRemoving] = useState<LibraryBackground | null>(null);

  const all = library.data?.backgrounds;
  const shown = useMemo(() => (all ? filterBackgrounds(all, filters) : []), [all, filters]);
  const customCount = all?.filter((background) => background.isCustom).length ?? 0;
  // The server decides; a plan that could not be read is left to it (docs/product.md §5).
  const locked = usage.data ? !PLANS[usage.data.plan].canGenerateCustomBackgrounds : false;

  function openGenerate() {
    if (usage.isPending) return toastCheckingPlan();
    if (locked) return toastUpgradeRequired(navigate);
    setGenerating(true);
  }

  const toggleFavorite = (background: LibraryBackground) =>
    favorite.mutate({ id: background.id, favorite: !background.isFavorite });

  // Read out as the filters change, so the instant filtering is heard as well as seen.
  const shownCount = all ? t('shownCount', { shown: shown.length, total: all.length }) : '';

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">{t('title')}</h1>
          <p className="mt-1 text-stone-600">
            {customCount > 0 ? t('subtitleWithCustom', { custom: customCount }) : t('subtitle')}
          </p>
        </div>
        <Button onClick={openGenerate}>
          {locked ? <Lock aria-hidden /> : <Sparkles aria-hidden />}
          {t('generateCustom')}
        </Button>
      </header>

      <BackgroundFilterBar filters={filters} onChange={update} />
      <p role="status" className="-mt-2 text-sm text-stone-500">
        {shownCount}
      </p>

      {library.isPending ? (
        <BackgroundGridSkeleton />
      ) : library.isError ? (
        <LoadFailed
          message={t('loadFailed')}
          retrying={library.isFetching}
          onRetry={() => void library.refetch()}
        />
      ) : shown.length === 0 ? (
        <BackgroundsEmptyState filters={filters} locked={locked} onGenerate={openGenerate} />
      ) : (
        <BackgroundGrid aria-label={t('gridLabel')}>
          {shown.map((background) => (
            <BackgroundCard
              key={background.id}
              background={background}
              onToggleFavorite={toggleFavorite}
              onRemove={setRemoving}
            />
          ))}
        </BackgroundGrid>
      )}

      <GenerateBackgroundDialog
        open={generating}
        onOpenChange={setGenerating}
        generator={library.data?.generator}
        remaining={usage.data?.remaining}
      />
      <RemoveBackgroundDialog background={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
