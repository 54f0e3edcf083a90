import { shotReportTexts } from '@/i18n/texts/shot-report';
import { useTexts } from '@/i18n/use-texts';
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import {
  REPORT_WINDOW_DAYS,
  SHOT_REPORT_REASONS,
  SHOT_REPORT_TEXT_MAX,
  type ReportShotInput,
  type ShotReportReason,
  type ShotReportView,
} from '@core/shot-reports';
import { serverMessage } from '@/i18n/server-message';

type TextOf = ReturnType<typeof useTexts<typeof shotReportTexts.en>>;

/** What the answer says happened: given back, or recorded only and why (decision 263). */
export function reportOutcomeText(t: TextOf, report: ShotReportView): string {
  if (report.outcome === 'credited') return t('outcome.credited', { count: report.imagesReturned });
  return t(`outcome.${report.outcome}`, {
    limit: report.monthlyLimit,
    days: REPORT_WINDOW_DAYS,
  });
}

/**
 * The report of one image: a reason (and, for 'other' above all, the seller's words), sent once.
 * While it is on its way the form is locked; a refusal is said in the dialog and the seller may
 * send again; the answer replaces the form with what became of the report.
 */
export function ReportShotDialog({
  open,
  onOpenChange,
  pose,
  failedCheck,
  monthlyLimit,
  onReport,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pose: string;
  /** The image failed the colour or print check: it is given back whenever it is reported. */
  failedCheck: boolean;
  /** The most images reports give back a month, when known. */
  monthlyLimit: number | undefined;
  onReport: (input: ReportShotInput) => Promise<ShotReportView>;
}) {
  const t = useTexts(shotReportTexts);
  const [reason, setReason] = useState<ShotReportReason | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ShotReportView | null>(null);
  const textId = useId();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reason || sending) return;
    setSending(true);
    setError(null);
    try {
      setAnswer(await onReport({ reason, text: text.trim() || undefined }));
    } catch (failure) {
      setError(failure instanceof ApiError ? serverMessage(failure) : t('failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <p className="text-sm font-medium text-ink">{pose}</p>
          <DialogDescription>
            {monthlyLimit === undefined
              ? t('policyNoLimit', { days: REPORT_WINDOW_DAYS })
              : t('policy', { days: REPORT_WINDOW_DAYS, limit: monthlyLimit })}
          </DialogDescription>
        </DialogHeader>
        {answer ? (
          <>
            <p role="status" className="rounded-lg bg-stone-50 p-3 text-sm text-ink">
              {answer.alreadyReported && <span className="block">{t('alreadyReported')}</span>}
              {reportOutcomeText(t, answer)}
            </p>
            <DialogFooter>
              <Button type="button" onClick={() => onOpenChange(false)}>
                {t('done')}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={(event) => void send(event)} className="flex flex-col gap-4">
            {failedCheck && (
              <p className="rounded-lg bg-warning-soft p-3 text-sm text-ink">{t('failedCheck')}</p>
            )}
            <fieldset disabled={sending} className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold text-ink">{t('whatIsWrong')}</legend>
              {SHOT_REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
                >
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="size-4 accent-primary"
                  />
                  {t(`reason.${value}`)}
                </label>
              ))}
            </fieldset>
            {reason === 'other' && (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={textId} className="text-sm font-medium">
                  {t('tellUs')}
                </label>
                <Textarea
                  id={textId}
                  value={text}
                  maxLength={SHOT_REPORT_TEXT_MAX}
                  disabled={sending}
                  onChange={(event) => setText(event.target.value)}
                  className="min-h-20"
                />
              </div>
            )}
            {error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                disabled={sending}
                onClick={() => onOpenChange(false)}
              >
                {t('cancel')}
              </Button>
              <Button type="submit" disabled={!reason || sending}>
                {sending && <Loader2 aria-hidden className="animate-spin" />}
                {sending ? t('sending') : t('send')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
