/**
 * A run as the generation modal sees it: the stream's messages applied to the last RunView,
 * and the events (an image arrived, the run finished) found by comparing two views. Pure, so
 * the WebSocket and the polling fallback share it and both raise the same toasts.
 */
import type { TextKey, TextValues } from '@/i18n/define-texts';
import { translate } from '@/i18n/language-store';
import { generationTexts } from '@/i18n/texts/generation';
import {
  FINISHED_RUN_STATUSES,
  type RunStatus,
  type RunStreamMessage,
  type RunView,
  type ShotView,
} from '@core/runs';
import { shotPreviewUrl } from '@core/run-locations';

const tr = (key: TextKey<typeof generationTexts.en>, values?: TextValues) =>
  translate(generationTexts, key, values);

export function isRunFinished(run: Pick<RunView, 'status'>): boolean {
  return FINISHED_RUN_STATUSES.includes(run.status);
}

const isShotSettled = (shot: ShotView) =>
  shot.status === 'complete' || shot.status === 'failed' || shot.status === 'cancelled';

/** The preview a finished shot shows: its WebP preview, else the full image. */
export function shotPreviewSrc(shot: Pick<ShotView, 'previewUrl' | 'imageUrl'>): string | null {
  return shot.previewUrl ?? shot.imageUrl;
}

/** A shot not yet started, so its tile has a slot before the run says what it is. */
export function placeholderShot(index: number): ShotView {
  return {
    index,
    name: `Image ${index + 1}`,
    shotId: `shot-${index + 1}`,
    status: 'waiting',
    imageUrl: null,
    previewUrl: null,
    failureReason: null,
    failureMessage: null,
    prompt: null,
    note: null,
    colourWarning: false,
    printWarning: false,
    regeneration: null,
  };
}

/** `count` placeholder shots: the modal's tiles before the run exists. */
export function placeholderShots(count: number): ShotView[] {
  return Array.from({ length: count }, (_, index) => placeholderShot(index));
}

/** Shots sorted by index, with placeholders up to `total` so every tile has a slot. */
function withSlots(shots: ShotView[], total: number): ShotView[] {
  const byIndex = new Map(shots.map((shot) => [shot.index, shot]));
  const count = Math.max(total, ...shots.map((shot) => shot.index + 1), 0);
  return Array.from({ length: count }, (_, i) => byIndex.get(i) ?? placeholderShot(i));
}

/** Counts kept in step with the shots, so a message applied twice changes nothing. */
function recount(run: RunView, shots: ShotView[]): RunView {
  return {
    ...run,
    shots,
    generated: shots.filter((shot) => shot.status === 'complete').length,
    failed: shots.filter((shot) => shot.status === 'failed').length,
  };
}

function updateShot(run: RunView, index: number, change: (shot: ShotView) => ShotView): RunView {
  const shots = withSlots(run.shots, run.total).map((shot) =>
    shot.index === index ? change(shot) : shot,
  );
  return recount({ ...run, total: Math.max(run.total, shots.length) }, shots);
}

/**
 * Applies one stream message. 'run_state' replaces the view (it is sent first on every
 * connection); the others patch it. 'error' carries a message for the user, not a state.
 */
export function applyRunMessage(run: RunView, message: RunStreamMessage): RunView {
  switch (message.type) {
    case 'run_state':
      return message.run;
    case 'generation_started': {
      const total = message.totalImages;
      const shots = withSlots(run.shots, total);
      return recount({ ...run, status: isRunFinished(run) ? run.status : 'running', total }, shots);
    }
    case 'image_generation_started': {
      const started = updateShot(run, message.index, (shot) =>
        isShotSettled(shot) ? shot : { ...shot, status: 'generating' },
      );
      return isRunFinished(started) ? started : { ...started, status: 'running' };
    }
    case 'image_generation_waiting': {
      const waiting = updateShot(run, message.index, (shot) =>
        isShotSettled(shot) ? shot : { ...shot, status: 'throttled' },
      );
      return isRunFinished(waiting) ? waiting : { ...waiting, status: 'running' };
    }
    case 'image_generated':
      return updateShot(run, message.index, (shot) =>
        message.status === 'success'
          ? {
              ...shot,
              name: message.pose || shot.name,
              status: 'complete',
              imageUrl: message.imageUrl ?? shot.imageUrl,
              previewUrl: shot.previewUrl ?? shotPreviewUrl(run.id, message.index),
              prompt: message.prompt ?? shot.prompt,
              failureReason: null,
              failureMessage: null,
              colourWarning: message.colourWarning ?? false,
              printWarning: message.printWarning ?? false,
            }
          : {
              ...shot,
              name: message.pose || shot.name,
              status: 'failed',
              prompt: message.prompt ?? shot.prompt,
              // With no reason at all, the tile says its own 'could not be generated'.
              ...(message.error === undefined
                ? { failureReason: shot.failureReason, failureMessage: shot.failureMessage }
                : { failureReason: message.error, failureMessage: message.errorMessage ?? null }),
            },
      );
    case 'generation_completed': {
      const status: RunStatus = isRunFinished({ status: message.status })
        ? message.status
        : 'completed';
      // Shots that never ran were given back: show them as cancelled, not as still waiting.
      const shots = withSlots(run.shots, run.total).map((shot) =>
        isShotSettled(shot) ? shot : { ...shot, status: 'cancelled' as const },
      );
      return {
        ...recount(run, shots),
        status,
        finishedAt: run.finishedAt ?? new Date().toISOString(),
      };
    }
    case 'error':
      return run;
  }
}

export type RunEvent =
  | { type: 'shot_complete'; index: number; pose: string; position: number; total: number }
  | { type: 'shot_failed'; index: number; pose: string; reason: string | null }
  | { type: 'finished'; status: RunStatus; generated: number; failed: number; total: number };

/**
 * What happened between two views of the same run, in order: each image that completed
 * (numbered as it arrived: 'Smiling completed (3/5)'), each that failed, then the finish.
 */
export function runEvents(previous: RunView, next: RunView): RunEvent[] {
  const events: RunEvent[] = [];
  const before = new Map(previous.shots.map((shot) => [shot.index, shot.status]));
  let position = previous.shots.filter((shot) => shot.status === 'complete').length;
  for (const shot of [...next.shots].sort((a, b) => a.index - b.index)) {
    const was = before.get(shot.index);
    if (shot.status === 'complete' && was !== 'complete') {
      position += 1;
      events.push({
        type: 'shot_complete',
        index: shot.index,
        pose: shot.name,
        position,
        total: next.total,
      });
    } else if (shot.status === 'failed' && was !== 'failed') {
      events.push({
        type: 'shot_failed',
        index: shot.index,
        pose: shot.name,
        reason: shot.failureReason,
      });
    }
  }
  if (!isRunFinished(previous) && isRunFinished(next)) {
    events.push({
      type: 'finished',
      status: next.status,
      generated: next.generated,
      failed: next.failed,
      total: next.total,
    });
  }
  return events;
}

/** docs/product.md §2: the modal's model line. The studio engine shoots the product alone. */
export function modelLabel(run: Pick<RunView, 'onModel' | 'modelName'>): string {
  if (!run.onModel) return tr('productOnly');
  return run.modelName ?? tr('aiModel');
}

/** docs/product.md §2: the modal's background line. */
export function backgroundLabel(run: Pick<RunView, 'backgroundName'>): string {
  return run.backgroundName.trim() || tr('defaultStudio');
}

/** Share of the run that is settled (complete or failed), 0 to 100. */
export function runProgressPercent(
  run: Pick<RunView, 'generated' | 'failed' | 'total' | 'status'>,
): number {
  if (isRunFinished(run)) return 100;
  if (run.total <= 0) return 0;
  return Math.round((Math.min(run.total, run.generated + run.failed) / run.total) * 100);
}

/** docs/product.md §11: the 'Generation Stopped' description. */
export function stoppedDescription(generated: number): string {
  if (generated <= 0) return tr('stoppedNone');
  return tr('stoppedCounted', { count: generated });
}

/** The shots that have an image, in order: what the carousel and Download All show. */
export function completeShots(run: Pick<RunView, 'shots'>): ShotView[] {
  return run.shots
    .filter((shot) => shot.status === 'complete' && shot.imageUrl)
    .sort((a, b) => a.index - b.index);
}
