import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { finishedToast, stoppedToast, toastRunEvent, type FinishedEvent } from './run-event-toasts';

vi.mock('sonner', () => ({ toast: { info: vi.fn(), success: vi.fn(), error: vi.fn() } }));

const finished = (over: Partial<FinishedEvent> = {}): FinishedEvent => ({
  type: 'finished',
  status: 'completed',
  generated: 5,
  failed: 0,
  total: 5,
  ...over,
});

describe('finishedToast', () => {
  it('says how many images are ready when all were made', () => {
    expect(finishedToast(finished())).toEqual({
      tone: 'success',
      title: 'Generation Complete',
      description: '5 of 5 images are ready.',
    });
  });

  it('adds the failed images, which were not counted', () => {
    expect(finishedToast(finished({ generated: 3, failed: 2 })).description).toBe(
      '3 of 5 images are ready. 2 could not be made and were not counted.',
    );
  });

  it('is an error when no image was made', () => {
    expect(finishedToast(finished({ status: 'failed', generated: 0, failed: 5 }))).toEqual({
      tone: 'error',
      title: 'Generation Failed',
      description: 'Unable to generate images. Please try again.',
    });
  });

  it('a completed run with nothing made is a failure too', () => {
    expect(finishedToast(finished({ generated: 0 })).title).toBe('Generation Failed');
  });

  it('a stopped run says what was kept, even when nothing was', () => {
    expect(finishedToast(finished({ status: 'stopped', generated: 2 }))).toEqual({
      tone: 'info',
      title: 'Generation Stopped',
      description: '2 images generated and counted',
    });
    expect(finishedToast(finished({ status: 'stopped', generated: 0 })).description).toBe(
      'Image generation has been cancelled',
    );
  });
});

describe('stoppedToast', () => {
  it('counts one image in the singular', () => {
    expect(stoppedToast(1)).toEqual({
      tone: 'info',
      title: 'Generation Stopped',
      description: '1 image generated and counted',
    });
  });
});

describe('toastRunEvent', () => {
  const shot = (position: number, pose = 'Front') =>
    ({ type: 'shot_complete', index: position - 1, pose, position, total: 5 }) as const;

  it('counts up in one toast and lets the finish replace it, never the other way round', () => {
    toastRunEvent(shot(1, 'Back'), 'run-a');
    toastRunEvent(shot(3, 'Side'), 'run-a');
    toastRunEvent(shot(2, 'Front'), 'run-a'); // a late view: the count does not go back
    toastRunEvent(finished(), 'run-a');
    toastRunEvent(shot(5, 'Detail'), 'run-a'); // after the finish: nothing

    const progress = vi.mocked(toast.info).mock.calls.map(([, options]) => options?.description);
    expect(progress).toEqual(['Back completed (1/5)', 'Side completed (3/5)']);
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(vi.mocked(toast.success).mock.calls[0]).toEqual([
      'Generation Complete',
      { description: '5 of 5 images are ready.', id: 'run-progress-run-a' },
    ]);
    expect(vi.mocked(toast.info).mock.calls.every(([, o]) => o?.id === 'run-progress-run-a')).toBe(
      true,
    );
  });
});
