import { generationTexts } from '@/i18n/texts/generation';
import { useTexts } from '@/i18n/use-texts';
import { Download, FolderOpen, Loader2, Save } from 'lucide-react';
import { Link } from 'react-router';
import { DownloadForMenu } from '@/components/downloads/download-for-menu';
import { Button } from '@/components/ui/button';
import { exportUrls } from '@core/marketplaces';
import { paths } from '@core/paths';
import type { ShotView } from '@core/runs';
import { downloadShots } from '../download-shots';

/** The finished modal's footer: Close, Download All, Download for…, and Save (or View once saved). */
export function FinishedRunActions({
  runId,
  ready,
  saved,
  saving,
  onSave,
  onClose,
}: {
  runId: string;
  /** The shots with an image. */
  ready: ShotView[];
  saved: boolean;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
}) {
  const t = useTexts(generationTexts);
  return (
    <>
      <Button type="button" variant="ghost" onClick={onClose}>
        {t('close')}
      </Button>
      <Button
        type="button"
        variant="secondary"
        onClick={() => downloadShots(ready)}
        disabled={ready.length === 0}
      >
        <Download aria-hidden />
        {t('downloadAll', { count: ready.length })}
      </Button>
      <DownloadForMenu
        urlFor={(marketplace) => exportUrls.run(runId, marketplace)}
        disabled={ready.length === 0}
      />
      {saved ? (
        <Button asChild>
          <Link to={paths.catalogues}>
            <FolderOpen aria-hidden />
            {t('viewInCatalogues')}
          </Link>
        </Button>
      ) : (
        <Button type="button" onClick={onSave} disabled={saving}>
          {saving ? <Loader2 aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {saving ? t('saving') : t('saveToMyCatalogues')}
        </Button>
      )}
    </>
  );
}
