import { shotReportTexts } from '@/i18n/texts/shot-report';
import { useTexts } from '@/i18n/use-texts';
import { Flag, FlagOff } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ReportShotInput, ShotReportView } from '@core/shot-reports';
import { ReportShotDialog } from './report-shot-dialog';

/**
 * 'Report this image' under a finished image (decision 263), named after the pose for screen
 * readers. Once the image is reported (here, in another tab or through the API) it reads
 * 'Reported', cannot be pressed again, and says whether the image was given back.
 */
export function ReportShotButton({
  pose,
  report,
  failedCheck,
  monthlyLimit,
  onReport,
  className,
}: {
  pose: string;
  /** The image's report, once there is one. */
  report: ShotReportView | undefined;
  failedCheck: boolean;
  monthlyLimit: number | undefined;
  onReport: (input: ReportShotInput) => Promise<ShotReportView>;
  className?: string;
}) {
  const t = useTexts(shotReportTexts);
  const [open, setOpen] = useState(false);
  const noteId = useId();
  // The dialog keeps showing its answer after the report lands in the list behind it.
  const reported = report !== undefined && !open;

  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-x-1', className)}>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="h-8 px-2 text-xs"
        aria-label={reported ? t('reportedName', { pose }) : t('reportName', { pose })}
        aria-describedby={reported ? noteId : undefined}
        disabled={reported}
        data-testid="report-shot"
        onClick={() => setOpen(true)}
      >
        {reported ? <FlagOff aria-hidden /> : <Flag aria-hidden />}
        {reported ? t('reported') : t('report')}
      </Button>
      {reported && (
        <span id={noteId} className="text-xs text-stone-500">
          {report.imagesReturned > 0 ? t('note.credited') : t('note.recorded')}
        </span>
      )}
      {open && (
        <ReportShotDialog
          open
          onOpenChange={setOpen}
          pose={pose}
          failedCheck={failedCheck}
          monthlyLimit={monthlyLimit}
          onReport={onReport}
        />
      )}
    </div>
  );
}
