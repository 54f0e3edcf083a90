import { generationTexts } from '@/i18n/texts/generation';
import { useTexts } from '@/i18n/use-texts';
import { Loader2, Square } from 'lucide-react';
import { useReducer, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useUsageRefresh } from '@/features/usage/api/use-usage-refresh';
import { useCatalogueSeconds } from '@/hooks/use-on-model';
import { toastApiError } from '@/lib/api-client';
import { SHOTS_PER_CATALOGUE } from '@core/plans';
import { isAiEngine, type RunView } from '@core/runs';
import { useSaveRun } from '../api/save-run';
import { useStopRun } from '../api/stop-run';
import { useRunStream, type RunStreamHandlers } from '../api/use-run-stream';
import {
  closeStep,
  initialStopCloseState,
  stopCloseReducer,
  stopStep,
} from '../generation-modal-state';
import { useRunRegenerations } from '../hooks/use-run-regenerations';
import { modalProgress, waitText } from '../progress-text';
import { showToast, stoppedToast, toastRunEvent, toastStreamError } from '../run-event-toasts';
import { completeShots, isRunFinished, placeholderShots } from '../run-state';
import { FinishedRunActions } from './finished-run-actions';
import { RunProgress } from './run-progress';
import { RunSummary } from './run-summary';
import { ShotTile } from './shot-tile';
import { useShotReports } from '@/features/usage/api/use-shot-reports';
import { shotReportUrls } from '@core/shot-reports';
import { ShotViewer } from './shot-viewer';
import { StopQuestionDialog } from './stop-question-dialog';

/** What the modal shows: the upload before the run exists, then the run. */
export type GenerationSession =
  | { phase: 'starting'; key: string; /** Share of the photos sent, 0 to 1. */ uploaded: number }
  | { phase: 'run'; key: string; run: RunView; startedHere: boolean };

interface GenerationModalProps {
  session: GenerationSession;
  /** The user closed the modal before the run existed: abort the upload. */
  onCancelStart: () => void;
  /** The modal is gone; the caller drops the session. */
  onClosed: () => void;
  /** The followed run reached completed, stopped or failed. */
  onFinished: (run: RunView) => void;
}

/**
 * The generation modal (docs/product.md §2): follows the run live, one tile per shot, a full-screen
 * carousel, Download All and Save. Closing it mid-run asks first, then stops the run.
 * Render it with `key={session.key}`.
 */
export function GenerationModal({
  session,
  onCancelStart,
  onClosed,
  onFinished,
}: GenerationModalProps) {
  const [state, dispatch] = useReducer(stopCloseReducer, initialStopCloseState);
  const { confirmOpen, stopping } = state;
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const t = useTexts(generationTexts);
  const stopRun = useStopRun();
  const saveRun = useSaveRun();
  const refreshUsage = useUsageRefresh();
  const catalogueSeconds = useCatalogueSeconds();

  const handlers: RunStreamHandlers = {
    onEvent: (event, current) => {
      toastRunEvent(event, current.id);
      if (event.type === 'shot_complete') {
        refreshUsage('image-counted');
      } else if (event.type === 'finished') {
        refreshUsage('run-finished');
        onFinished(current);
      }
    },
    onError: toastStreamError,
  };
  const stream = useRunStream(session.phase === 'run' ? session.run : null, handlers);
  const { mode, close } = stream;
  // Once finished, an image can be made again; the run as the regenerations left it is shown.
  const regenerations = useRunRegenerations(stream.run);
  const run = regenerations.run;

  const finished = run !== null && isRunFinished(run);
  // Once finished, an image can be reported (decision 263); the run's reports say which were.
  const shotReports = useShotReports(finished ? shotReportUrls.runReports(run.id) : null);
  const shots =
    run && run.shots.length > 0
      ? [...run.shots].sort((a, b) => a.index - b.index)
      : placeholderShots(run?.total || SHOTS_PER_CATALOGUE);
  const ready = run ? completeShots(run) : [];
  const savedId = saveRun.savedCatalogue?.id ?? run?.savedCatalogueId ?? null;
  const progress = modalProgress(run, session.phase === 'starting' ? session.uploaded : null);

  const requestClose = () => {
    const step = closeStep(state, finished);
    if (step === 'ask') dispatch({ type: 'ask' });
    if (step !== 'close') return;
    close();
    onClosed();
  };

  const confirmStop = () => {
    const step = stopStep(run, finished);
    if (step.kind === 'cancel-upload') {
      onCancelStart();
      showToast(stoppedToast(0));
      onClosed();
      return;
    }
    if (step.kind === 'close') {
      onClosed();
      return;
    }
    // The socket closes first, so the stop's own answer is the only 'Generation Stopped'.
    close();
    dispatch({ type: 'stop-sent' });
    stopRun.mutate(step.runId, {
      onSuccess: (stopped) => showToast(stoppedToast(stopped.generated)),
      onError: (error) => toastApiError(error, t('stopFailed')),
      onSettled: () => {
        refreshUsage('run-stopped');
        onClosed();
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && requestClose()}>
      <DialogContent
        aria-busy={!finished}
        className="top-0 left-0 h-dvh max-h-dvh w-full max-w-none grid-cols-[minmax(0,1fr)] translate-x-0 translate-y-0 content-start rounded-none p-4 sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[90vh] sm:w-[calc(100vw-2rem)] sm:max-w-5xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[var(--radius-card)] sm:p-6"
      >
        <DialogHeader>
          <DialogTitle>{finished ? t('titleFinished') : t('titleRunning')}</DialogTitle>
          <DialogDescription>
            {finished ? t('descriptionFinished') : waitText(catalogueSeconds)}
          </DialogDescription>
        </DialogHeader>

        {run && <RunSummary run={run} />}

        <RunProgress
          progress={progress}
          finished={finished}
          polling={mode === 'polling'}
          someFailed={run !== null && run.failed > 0}
        />

        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          aria-label={t('catalogueImages')}
        >
          {shots.map((shot) => (
            <ShotTile
              key={shot.index}
              shot={shot}
              onOpen={() => setViewerIndex(ready.findIndex((item) => item.index === shot.index))}
              onRegenerate={finished ? () => regenerations.regenerate(shot) : undefined}
              requesting={regenerations.requesting.has(shot.index)}
              madeByAi={run !== null && isAiEngine(run.engine)}
              reporting={
                finished
                  ? {
                      report: shotReports.reports.find((report) => report.shotIndex === shot.index),
                      monthlyLimit: shotReports.monthlyLimit,
                      onReport: (input) =>
                        shotReports.report(shotReportUrls.runShot(run.id, shot.index), input),
                    }
                  : undefined
              }
            />
          ))}
        </ul>

        <DialogFooter className="sticky -bottom-4 -mx-4 -mb-4 items-stretch border-t border-border bg-card p-4 sm:static sm:m-0 sm:items-center sm:border-0 sm:p-0">
          {!finished ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() => dispatch({ type: 'ask' })}
              disabled={stopping}
            >
              {stopping ? <Loader2 aria-hidden className="animate-spin" /> : <Square aria-hidden />}
              {stopping ? t('stopping') : t('stopGenerating')}
            </Button>
          ) : (
            <FinishedRunActions
              runId={run.id}
              ready={ready}
              saved={savedId !== null}
              saving={saveRun.isPending}
              onSave={() => saveRun.save(run)}
              onClose={requestClose}
            />
          )}
        </DialogFooter>
      </DialogContent>

      <StopQuestionDialog
        open={confirmOpen}
        onOpenChange={(open) => dispatch({ type: 'confirm-open-changed', open })}
        generated={run?.generated ?? 0}
        onStop={confirmStop}
      />

      {viewerIndex !== null && viewerIndex >= 0 && ready.length > 0 && (
        <ShotViewer
          shots={ready}
          startIndex={Math.min(viewerIndex, ready.length - 1)}
          onClose={() => setViewerIndex(null)}
        />
      )}
    </Dialog>
  );
}
