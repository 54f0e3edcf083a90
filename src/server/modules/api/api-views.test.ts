import { describe, expect, it } from 'vitest';
import type { RunView, ShotView } from '../../../core/runs.js';
import { SERVER_MESSAGES } from '../../../core/server-messages.js';
import { apiUrls, toApiRun } from './api-views.js';

const shot = (index: number, over: Partial<ShotView>): ShotView => ({
  index,
  name: 'Front',
  shotId: 'front',
  status: 'failed',
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

const run = (shots: ShotView[]): RunView => ({
  id: 'run-1',
  status: 'completed',
  createdAt: '2026-12-03T10:00:00.000Z',
  finishedAt: '2026-12-03T10:02:00.000Z',
  modelName: null,
  backgroundName: 'Default Studio',
  engine: 'studio',
  onModel: false,
  garmentType: null,
  stylingNote: null,
  total: shots.length,
  generated: 0,
  failed: shots.length,
  savedCatalogueId: null,
  shots,
});

describe("an /api/v1 run's shots (decision 275)", () => {
  it("keeps the failure reason's English and adds its key beside it", () => {
    const answered = toApiRun(
      run([
        shot(0, {
          failureReason: SERVER_MESSAGES.imageServiceBusy,
          failureMessage: { key: 'imageServiceBusy', values: [] },
        }),
        // A shot failed before reasons had keys: its English, and no key.
        shot(1, { failureReason: 'The image service did not answer' }),
      ]),
      apiUrls('https://studio.example'),
    );
    expect(
      answered.shots.map(({ failureReason, failureKey }) => [failureReason, failureKey]),
    ).toEqual([
      [SERVER_MESSAGES.imageServiceBusy, 'imageServiceBusy'],
      ['The image service did not answer', null],
    ]);
  });
});
