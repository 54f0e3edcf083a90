import { describe, expect, it } from 'vitest';
import {
  closeStep,
  initialStopCloseState,
  stopCloseReducer,
  stopQuestion,
  stopStep,
  type StopCloseState,
} from './generation-modal-state';

const stopping: StopCloseState = { confirmOpen: false, stopping: true };

describe('closeStep', () => {
  it('asks before closing a run that is still going', () => {
    expect(closeStep(initialStopCloseState, false)).toBe('ask');
  });

  it('closes a finished run at once', () => {
    expect(closeStep(initialStopCloseState, true)).toBe('close');
  });

  it('ignores closing while the stop is awaited', () => {
    expect(closeStep(stopping, false)).toBe('ignore');
    expect(closeStep(stopping, true)).toBe('ignore');
  });
});

describe('stopStep', () => {
  it('aborts the upload when there is no run yet', () => {
    expect(stopStep(null, false)).toEqual({ kind: 'cancel-upload' });
  });

  it('stops the run that is going', () => {
    expect(stopStep({ id: 'run-9' }, false)).toEqual({ kind: 'stop', runId: 'run-9' });
  });

  it('only closes when the run finished while the question was open', () => {
    expect(stopStep({ id: 'run-9' }, true)).toEqual({ kind: 'close' });
  });
});

describe('stopCloseReducer', () => {
  it('opens and closes the question, then remembers the stop was sent', () => {
    const asked = stopCloseReducer(initialStopCloseState, { type: 'ask' });
    expect(asked).toEqual({ confirmOpen: true, stopping: false });
    const kept = stopCloseReducer(asked, { type: 'confirm-open-changed', open: false });
    expect(kept).toEqual(initialStopCloseState);
    expect(stopCloseReducer(kept, { type: 'stop-sent' })).toEqual(stopping);
  });
});

describe('stopQuestion', () => {
  it('says nothing is counted before the first image', () => {
    expect(stopQuestion(0)).toBe(
      'No images have been made yet, so nothing will be counted against your plan.',
    );
  });

  it('says the images made are kept and counted', () => {
    expect(stopQuestion(1)).toBe(
      'The 1 image already made are kept and counted against your plan. The rest will not be made.',
    );
    expect(stopQuestion(3)).toBe(
      'The 3 images already made are kept and counted against your plan. The rest will not be made.',
    );
  });
});
