import { describe, expect, it } from 'vitest';
import { testRun } from '@/test/run-fixtures';
import { modalProgress, waitText } from './progress-text';

describe('modalProgress', () => {
  it('shows the upload, with its share, before the run exists', () => {
    expect(modalProgress(null, 0.426)).toEqual({
      text: 'Uploading your photos…',
      uploading: true,
      uploadPercent: 42,
      percent: 42,
    });
  });

  it('says the photos are being checked once all are sent', () => {
    expect(modalProgress(null, 1)).toMatchObject({
      text: 'Checking your photos…',
      uploading: false,
      percent: 100,
    });
    expect(modalProgress(null, null).text).toBe('Checking your photos…');
  });

  it("counts the run's images, the bar from zero", () => {
    expect(modalProgress(testRun(), 1)).toMatchObject({
      text: '0/5 images generated',
      uploading: false,
      percent: 0,
    });
    expect(modalProgress(testRun({ generated: 2 }), null)).toMatchObject({
      text: '2/5 images generated',
      percent: 40,
    });
  });

  it('names the failed images and fills the bar when finished', () => {
    expect(
      modalProgress(testRun({ status: 'completed', generated: 4, failed: 1 }), null),
    ).toMatchObject({ text: '4/5 images generated, 1 failed', percent: 100 });
  });
});

describe('waitText', () => {
  it("keeps the spec's two minutes for AI engines", () => {
    expect(waitText(120)).toBe(
      'Each image appears here as soon as it is ready. This takes about 2 minutes.',
    );
  });

  it('says seconds on the offline studio engine', () => {
    expect(waitText(15)).toBe(
      'Each image appears here as soon as it is ready. This takes about 15 seconds.',
    );
    expect(waitText(9)).toContain('about 10 seconds.');
    expect(waitText(70)).toContain('about a minute.');
  });

  it('promises no time before the engine is known', () => {
    expect(waitText(null)).toBe('Each image appears here as soon as it is ready.');
  });
});
