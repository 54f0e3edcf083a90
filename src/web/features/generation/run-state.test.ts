import { describe, expect, it } from 'vitest';
import type { RunView, ShotView } from '@core/runs';
import {
  applyRunMessage,
  backgroundLabel,
  completeShots,
  isRunFinished,
  modelLabel,
  placeholderShots,
  runEvents,
  runProgressPercent,
  stoppedDescription,
} from './run-state';

const shot = (index: number, over: Partial<ShotView> = {}): ShotView => ({
  index,
  name:
    ['Front', 'Ghost mannequin', 'On a hanger', 'Styled flat lay', 'Fabric detail'][index] ??
    `Shot ${index}`,
  shotId: `shot-${index}`,
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
  ...over,
});

const run = (over: Partial<RunView> = {}): RunView => ({
  id: 'run-1',
  status: 'queued',
  createdAt: '2025-01-01T10:00:00.000Z',
  finishedAt: null,
  modelName: null,
  backgroundName: 'Clean White Studio',
  engine: 'studio',
  onModel: false,
  garmentType: null,
  stylingNote: null,
  total: 5,
  generated: 0,
  failed: 0,
  savedCatalogueId: null,
  shots: [0, 1, 2, 3, 4].map((i) => shot(i)),
  ...over,
});

describe('applyRunMessage', () => {
  it('replaces the view with run_state', () => {
    const fresh = run({ status: 'running', generated: 2 });
    expect(applyRunMessage(run(), { type: 'run_state', run: fresh })).toBe(fresh);
  });

  it('marks the run running on generation_started and sets the total', () => {
    const next = applyRunMessage(run({ shots: [] }), {
      type: 'generation_started',
      totalImages: 5,
    });
    expect(next.status).toBe('running');
    expect(next.total).toBe(5);
    expect(next.shots.map((s) => s.status)).toEqual([
      'waiting',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
  });

  it('marks one shot generating on image_generation_started', () => {
    const next = applyRunMessage(run(), { type: 'image_generation_started', index: 1 });
    expect(next.shots[1]?.status).toBe('generating');
    expect(next.shots[0]?.status).toBe('waiting');
    expect(next.status).toBe('running');
  });

  it('shows a shot waiting for the image service, then made again once it has its turn', () => {
    const waiting = applyRunMessage(run(), { type: 'image_generation_waiting', index: 2 });
    expect(waiting.shots[2]?.status).toBe('throttled');
    expect(waiting.status).toBe('running');
    const going = applyRunMessage(waiting, { type: 'image_generation_started', index: 2 });
    expect(going.shots[2]?.status).toBe('generating');
  });

  it('stores a successful image and counts it once, even if the message repeats', () => {
    const message = {
      type: 'image_generated' as const,
      index: 0,
      imageUrl: '/api/runs/run-1/shots/0/image',
      status: 'success' as const,
      prompt: null,
      pose: 'Front',
    };
    const once = applyRunMessage(run({ status: 'running' }), message);
    const twice = applyRunMessage(once, message);
    expect(twice.shots[0]).toMatchObject({
      status: 'complete',
      imageUrl: '/api/runs/run-1/shots/0/image',
      previewUrl: '/api/runs/run-1/shots/0/preview',
    });
    expect(twice.generated).toBe(1);
    expect(twice.failed).toBe(0);
  });

  it('stores a failed image with its reason', () => {
    const next = applyRunMessage(run({ status: 'running' }), {
      type: 'image_generated',
      index: 2,
      imageUrl: null,
      status: 'error',
      prompt: null,
      pose: 'On a hanger',
      error: 'The engine timed out',
    });
    expect(next.shots[2]).toMatchObject({
      status: 'failed',
      failureReason: 'The engine timed out',
      failureMessage: null,
    });
    expect(next.failed).toBe(1);
  });

  it("keeps a failed image's reason by its key, for the tile to say (decision 275)", () => {
    const next = applyRunMessage(run({ status: 'running' }), {
      type: 'image_generated',
      index: 1,
      imageUrl: null,
      status: 'error',
      prompt: null,
      pose: 'Ghost mannequin',
      error: 'The image service is busy. Please try again in a moment.',
      errorMessage: { key: 'imageServiceBusy', values: [] },
    });
    expect(next.shots[1]).toMatchObject({
      failureReason: 'The image service is busy. Please try again in a moment.',
      failureMessage: { key: 'imageServiceBusy', values: [] },
    });
  });

  it('finishes the run on generation_completed and cancels shots that never ran', () => {
    const partway = run({
      status: 'running',
      shots: [
        shot(0, { status: 'complete', imageUrl: 'a' }),
        shot(1, { status: 'generating' }),
        shot(2),
        shot(3),
        shot(4),
      ],
    });
    const next = applyRunMessage(partway, {
      type: 'generation_completed',
      totalGenerated: 1,
      status: 'stopped',
    });
    expect(next.status).toBe('stopped');
    expect(isRunFinished(next)).toBe(true);
    expect(next.finishedAt).not.toBeNull();
    expect(next.shots.map((s) => s.status)).toEqual([
      'complete',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(next.generated).toBe(1);
  });

  it('leaves the view alone on error', () => {
    const before = run();
    expect(
      applyRunMessage(before, { type: 'error', message: 'Oops', key: 'internal', values: [] }),
    ).toBe(before);
  });
});

describe('runEvents', () => {
  it('numbers each new image as it arrives and reports the finish last', () => {
    const before = run({
      status: 'running',
      shots: [shot(0, { status: 'complete', imageUrl: 'a' }), shot(1), shot(2), shot(3), shot(4)],
      generated: 1,
    });
    const after = run({
      status: 'completed',
      generated: 4,
      failed: 1,
      shots: [
        shot(0, { status: 'complete', imageUrl: 'a' }),
        shot(1, { status: 'complete', imageUrl: 'b' }),
        shot(2, { status: 'failed', failureReason: 'No luck' }),
        shot(3, { status: 'complete', imageUrl: 'd' }),
        shot(4, { status: 'complete', imageUrl: 'e' }),
      ],
    });
    expect(runEvents(before, after)).toEqual([
      { type: 'shot_complete', index: 1, pose: 'Ghost mannequin', position: 2, total: 5 },
      { type: 'shot_failed', index: 2, pose: 'On a hanger', reason: 'No luck' },
      { type: 'shot_complete', index: 3, pose: 'Styled flat lay', position: 3, total: 5 },
      { type: 'shot_complete', index: 4, pose: 'Fabric detail', position: 4, total: 5 },
      { type: 'finished', status: 'completed', generated: 4, failed: 1, total: 5 },
    ]);
  });

  it('reports nothing for a view that did not change, or a run that was already finished', () => {
    const done = run({
      status: 'completed',
      generated: 5,
      shots: [0, 1, 2, 3, 4].map((i) => shot(i, { status: 'complete', imageUrl: 'x' })),
    });
    expect(runEvents(done, done)).toEqual([]);
    expect(runEvents(run(), run())).toEqual([]);
  });
});

describe('labels', () => {
  it('names the model honestly', () => {
    expect(modelLabel({ onModel: false, modelName: null })).toBe('Product only (studio)');
    expect(modelLabel({ onModel: true, modelName: null })).toBe('AI Generated Model');
    expect(modelLabel({ onModel: true, modelName: 'Aisha' })).toBe('Aisha');
  });

  it('falls back to Default Studio for an empty background name', () => {
    expect(backgroundLabel({ backgroundName: '' })).toBe('Default Studio');
    expect(backgroundLabel({ backgroundName: 'Sandstone Fort' })).toBe('Sandstone Fort');
  });

  it('says what a stop kept', () => {
    expect(stoppedDescription(0)).toBe('Image generation has been cancelled');
    expect(stoppedDescription(3)).toBe('3 images generated and counted');
  });

  it('measures progress by settled shots, and a finished run is full', () => {
    expect(runProgressPercent({ status: 'running', total: 5, generated: 2, failed: 1 })).toBe(60);
    expect(runProgressPercent({ status: 'stopped', total: 5, generated: 1, failed: 0 })).toBe(100);
    expect(runProgressPercent({ status: 'queued', total: 0, generated: 0, failed: 0 })).toBe(0);
  });

  it('lists complete shots with an image, in order', () => {
    const view = run({
      shots: [
        shot(2, { status: 'complete', imageUrl: 'c' }),
        shot(0, { status: 'complete', imageUrl: 'a' }),
        shot(1, { status: 'failed' }),
      ],
    });
    expect(completeShots(view).map((s) => s.index)).toEqual([0, 2]);
  });
});

describe('placeholderShots', () => {
  it('gives each slot a waiting shot named and numbered from 1', () => {
    const shots = placeholderShots(2);
    expect(shots.map((s) => [s.index, s.name, s.shotId, s.status])).toEqual([
      [0, 'Image 1', 'shot-1', 'waiting'],
      [1, 'Image 2', 'shot-2', 'waiting'],
    ]);
    expect(shots.every((s) => s.imageUrl === null && s.previewUrl === null)).toBe(true);
  });

  it('fills the same slots the stream fills before it knows the shots', () => {
    const started = applyRunMessage(run({ shots: [] }), {
      type: 'generation_started',
      totalImages: 3,
    });
    expect(started.shots).toEqual(placeholderShots(3));
  });
});

describe("a finished image's check warnings from the stream (decisions 120, 276)", () => {
  it('keeps what each check said, and clears them when a later message says nothing', () => {
    const message = {
      type: 'image_generated' as const,
      index: 1,
      imageUrl: '/api/runs/run-1/shots/1/image',
      status: 'success' as const,
      prompt: null,
      pose: 'Ghost mannequin',
    };
    const warned = applyRunMessage(run({ status: 'running' }), {
      ...message,
      colourWarning: false,
      printWarning: true,
    });
    expect(warned.shots[1]).toMatchObject({ colourWarning: false, printWarning: true });
    const remade = applyRunMessage(warned, message);
    expect(remade.shots[1]).toMatchObject({ colourWarning: false, printWarning: false });
  });
});
