import { useLibraryNames } from '@/i18n/library-names';
import { useFormat } from '@/i18n/format';
import { createTexts } from '@/i18n/texts/create';
import { useTexts } from '@/i18n/use-texts';
import { FolderOpen, Loader2, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { UNSAVED_RUN_DAYS, type RunView } from '@core/runs';
import { backgroundLabel, completeShots, shotPreviewSrc } from '../run-state';

/** A finished run that was never saved (decision 015): open it again or keep it. */
export function UnsavedRunCard({
  run,
  onOpen,
  onSave,
  saving,
}: {
  run: RunView;
  onOpen: () => void;
  onSave: () => void;
  saving: boolean;
}) {
  const shots = completeShots(run);
  const t = useTexts(createTexts);
  const names = useLibraryNames();
  const { moment } = useFormat();
  return (
    <section
      aria-labelledby="unsaved-run-title"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-accent bg-accent-soft/60 p-4 sm:flex-row sm:items-center sm:p-5 lg:flex-col lg:items-stretch lg:p-4"
    >
      <div className="min-w-0 flex-1">
        <h2 id="unsaved-run-title" className="text-lg font-semibold">
          {t('lastGenerationReady')}
        </h2>
        <p className="mt-0.5 text-sm text-stone-700">
          {t('unsavedSummary', {
            count: shots.length,
            background: backgroundLabel(run),
            time: moment(run.createdAt),
            days: UNSAVED_RUN_DAYS,
          })}
        </p>
        {shots.length > 0 && (
          <ul className="mt-3 flex gap-2 overflow-x-auto" aria-label={t('lastGenerationImages')}>
            {shots.map((shot) => (
              <li key={shot.index} className="shrink-0">
                <img
                  src={shotPreviewSrc(shot) ?? ''}
                  alt={names.shot(shot.shotId, shot.name)}
                  width={48}
                  height={60}
                  loading="lazy"
                  className="h-[60px] w-[48px] rounded-md border border-border bg-stone-100 object-cover"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:shrink-0">
        <Button type="button" variant="secondary" onClick={onOpen}>
          <FolderOpen aria-hidden />
          {t('open')}
        </Button>
        <Button type="button" onClick={onSave} disabled={saving || shots.length === 0}>
          {saving ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {saving ? t('saving') : t('saveToMyCatalogues')}
        </Button>
      </div>
    </section>
  );
}
