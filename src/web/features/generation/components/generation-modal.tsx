import { CheckCircle2, Download, FolderOpen, Loader2, Save, Square } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { DownloadForMenu } from '@/components/downloads/download-for-menu';
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
import { toastApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { exportUrls } from '@core/marketplaces';
import { paths } from '@core/paths';
import { SHOTS_PER_CATALOGUE } from '@core/plans';
import { singleImageName, type RunView } from '@core/runs';
import { useSaveRun } from '../api/save-run';
import { useStopRun } from '../api/stop-run';
import { useRunStream, type RunStreamHandlers } from '../api/use-run-stream';
import { downloadEach } from '../download';
import { toastImageGenerated } from '../generation-toasts';
import {
  backgroundLabel,
  completeShots,
  isRunFinished,
  modelLabel,
  placeholderShots,
  runProgressPercent,
  stoppedDescription,
} from '../run-state';
import { useRunRegenerations } from '../hooks/use-run-regenerations';
import { ShotTile } from './shot-tile';
import { ShotViewer } from './shot-viewer';

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
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const [stopping, setStopping] = useState(false);
  const stopRun = useStopRun();
  const saveRun = useSaveRun();
  const refreshUsage = useUsageRefresh();

  const handlers: RunStreamHandlers = {
    onEvent: (event, current) => {
      if (event.type === 'shot_complete') {
        toastImageGenerated(current.id, event.pose, event.position, event.total);
        refreshUsage('image-counted');
      } else if (event.type === 'finished') {
        if (event.status === 'stopped') {
          toast.info('Generation Stopped', { description: stoppedDescription(event.generated) });
        } else if (event.generated === 0) {
          toast.error('Generation Failed', {
            description: 'Unable to generate images. Please try again.',
          });
        } else {
          const failed =
            event.failed > 0 ? ` ${event.failed} could not be made and were not counted.` : '';
          toast.success('Generation Complete', {
            description: `${event.generated} of ${event.total} images are ready.${failed}`,
          });
        }
        refreshUsage('run-finished');
        onFinished(current);
      }
    },
    onError: (message) => toast.error('Generation Error', { description: message }),
  };
  const stream = useRunStream(session.phase === 'run' ? session.run : null, handlers);
  const { mode, close } = stream;
  // Once finished, an image can be made again; the run as the regenerations left it is shown.
  const regenerations = useRunRegenerations(stream.run);
  const run = regenerations.run;

  const finished = run !== null && isRunFinished(run);
  const shots =
    run && run.shots.length > 0
      ? [...run.shots].sort((a, b) => a.index - b.index)
      : placeholderShots(run?.total || SHOTS_PER_CATALOGUE);
  const ready = run ? completeShots(run) : [];
  const savedId = saveRun.savedCatalogue?.id ?? run?.savedCatalogueId ?? null;

  const requestClose = () => {
    if (stopping) return;
    if (!finished) {
      setConfirmOpen(true);
      return;
    }
    close();
    onClosed();
  };

  const confirmStop = () => {
    if (!run) {
      onCancelStart();
      toast.info('Generation Stopped', { description: stoppedDescription(0) });
      onClosed();
      return;
    }
    if (finished) {
      // It finished while the question was open: nothing is left to stop.
      onClosed();
      return;
    }
    // The socket closes first, so the stop's own answer is the only 'Generation Stopped'.
    close();
    setStopping(true);
    stopRun.mutate(run.id, {
      onSuccess: (stopped) =>
        toast.info('Generation Stopped', { description: stoppedDescription(stopped.generated) }),
      onError: (error) => toastApiError(error, 'Stop Failed'),
      onSettled: () => {
        refreshUsage('run-stopped');
        onClosed();
      },
    });
  };

  const downloadAll = () => {
    if (ready.length === 0) return;
    toast.success('Download Started', {
      description: `${ready.length} ${ready.length === 1 ? 'image is' : 'images are'} downloading.`,
    });
    void downloadEach(
      ready.map((shot) => ({ url: shot.imageUrl ?? '', filename: singleImageName(shot.name) })),
    );
  };

  const save = () => {
    if (run) saveRun.save(run);
  };

  const uploadPercent = session.phase === 'starting' ? Math.floor(session.uploaded * 100) : 100;
  const uploading = !run && uploadPercent < 100;
  const progressText = run
    ? `${run.generated}/${run.total} images generated${run.failed > 0 ? `, ${run.failed} failed` : ''}`
    : uploading
      ? 'Uploading your photos…'
      : 'Checking your photos…';
  // Before the run exists the bar shows the upload; then the run's own progress from zero.
  const percent = run ? runProgressPercent(run) : uploadPercent;

  return (
    <Dialog open onOpenChange={(open) => !open && requestClose()}>
      <DialogContent
        aria-busy={!finished}
        className="top-0 left-0 h-dvh max-h-dvh w-full max-w-none grid-cols-[minmax(0,1fr)] translate-x-0 translate-y-0 content-start rounded-none p-4 sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[90vh] sm:w-[calc(100vw-2rem)] sm:max-w-5xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-[var(--radius-card)] sm:p-6"
      >
        <DialogHeader>
          <DialogTitle>
            {finished ? 'Your Generated Catalogue' : 'Generating Your AI Catalogue'}
          </DialogTitle>
          <DialogDescription>
            {finished
              ? 'Open an image to see it full screen, download your images or save them to My Catalogues.'
              : 'Each image appears here as soon as it is ready. This takes about 2 minutes.'}
          </DialogDescription>
        </DialogHeader>

        {run && (
          <dl className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-lg bg-stone-50 p-3 text-sm sm:grid-cols-3">
            <div className="flex gap-2">
              <dt className="text-stone-500">Model:</dt>
              <dd className="min-w-0 truncate font-medium">{modelLabel(run)}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-stone-500">Background:</dt>
              <dd className="min-w-0 truncate font-medium">{backgroundLabel(run)}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-stone-500">Shots:</dt>
              <dd className="font-medium tabular-nums">{run.total}</dd>
            </div>
          </dl>
        )}

        <div className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p
              role="status"
              aria-live="polite"
              className="flex items-center gap-2 font-medium tabular-nums"
              data-testid="run-progress"
            >
              {finished ? (
                <CheckCircle2 aria-hidden className="size-4 text-success" />
              ) : (
                <Loader2 aria-hidden className="size-4 animate-spin text-primary" />
              )}
              {progressText}
              {/* Shown, not announced: a live region changing every 1% would flood a screen
                  reader; the progress bar below carries the value. */}
              {uploading && <span aria-hidden>{uploadPercent}%</span>}
            </p>
            {mode === 'polling' && !finished && (
              <p className="text-xs text-stone-500">
                Live updates paused, checking every few seconds.
              </p>
            )}
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-stone-200"
            role="progressbar"
            aria-label="Catalogue progress"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width] duration-500',
                run && run.failed > 0 && finished ? 'bg-accent' : 'bg-primary',
              )}
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>

        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          aria-label="Catalogue images"
        >
          {shots.map((shot) => (
            <ShotTile
              key={shot.index}
              shot={shot}
              onOpen={() => setViewerIndex(ready.findIndex((item) => item.index === shot.index))}
              onRegenerate={finished ? () => regenerations.regenerate(shot) : undefined}
              requesting={regenerations.requesting.has(shot.index)}
            />
          ))}
        </ul>

        <DialogFooter className="sticky -bottom-4 -mx-4 -mb-4 items-stretch border-t border-border bg-card p-4 sm:static sm:m-0 sm:items-center sm:border-0 sm:p-0">
          {!finished ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() => setConfirmOpen(true)}
              disabled={stopping}
            >
              {stopping ? <Loader2 aria-hidden className="animate-spin" /> : <Square aria-hidden />}
              {stopping ? 'Stopping...' : 'Stop generating'}
            </Button>
          ) : (
            <>
              <Button type="button" variant="ghost" onClick={requestClose}>
                Close
              </Button>
              <Button
                type="button"
                variant="secondary"
                onClick={downloadAll}
                disabled={ready.length === 0}
              >
                <Download aria-hidden />
                Download All ({ready.length})
              </Button>
              <DownloadForMenu
                urlFor={(marketplace) => exportUrls.run(run.id, marketplace)}
                disabled={ready.length === 0}
              />
              {savedId ? (
                <Button asChild>
                  <Link to={paths.catalogues}>
                    <FolderOpen aria-hidden />
                    View in My Catalogues
                  </Link>
                </Button>
              ) : (
                <Button type="button" onClick={save} disabled={saveRun.isPending}>
                  {saveRun.isPending ? (
                    <Loader2 aria-hidden className="animate-spin" />
                  ) : (
                    <Save aria-hidden />
                  )}
                  {saveRun.isPending ? 'Saving...' : 'Save to My Catalogues'}
                </Button>
              )}
            </>
          )}
        </DialogFooter>
      </DialogContent>

      <AlertDialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>Stop generating?</AlertDialogTitle>
          <AlertDialogDescription>
            {run && run.generated > 0
              ? `The ${run.generated} ${run.generated === 1 ? 'image' : 'images'} already made are kept and counted against your plan. The rest will not be made.`
              : 'No images have been made yet, so nothing will be counted against your plan.'}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep generating</AlertDialogCancel>
            <AlertDialogAction destructive onClick={confirmStop}>
              Stop generating
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

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
