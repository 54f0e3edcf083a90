import { batchNameIn } from '../batch-name-in-language';
import { useLanguage, useTexts } from '@/i18n/use-texts';
import { batchTexts } from '@/i18n/texts/batch';
import { Link } from 'react-router';
import { batchPagePath } from '@core/paths';
import { useBatches } from '../api/batch-api';

/** The user's recent batches, so one can be opened again (its page survives a reload). */
export function RecentBatches() {
  const t = useTexts(batchTexts);
  const language = useLanguage();
  const batches = useBatches();
  if (!batches.data || batches.data.length === 0) return null;
  return (
    <section aria-labelledby="recent-batches" className="space-y-2">
      <h2 id="recent-batches" className="text-xl font-semibold">
        {t('recentBatches')}
      </h2>
      <ul className="divide-y divide-border rounded-[var(--radius-card)] border border-border bg-card shadow-soft">
        {batches.data.map((batch) => (
          <li
            key={batch.id}
            className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
          >
            <div>
              <p className="font-medium">{batchNameIn(language, batch.name)}</p>
              <p className="text-xs text-stone-500">
                {t('recentDone', { done: batch.counts.done, total: batch.counts.total })}
                {batch.counts.failed > 0
                  ? t('recentFailed', { count: batch.counts.failed })
                  : ''} · {t(`recent-${batch.status}`)}
              </p>
            </div>
            <Link
              to={batchPagePath(batch.id)}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              aria-label={t('openName', { name: batchNameIn(language, batch.name) })}
            >
              {t('open')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
