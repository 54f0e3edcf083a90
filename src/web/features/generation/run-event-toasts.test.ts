import { describe, expect, it } from 'vitest';
import { finishedToast, stoppedToast, type FinishedEvent } from './run-event-toasts';

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
