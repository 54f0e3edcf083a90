/** RunView and ShotView values for web tests: a five-shot studio run, changed per test. */
import type { RunView, ShotView } from '@core/runs';

const POSES = ['Front', 'Ghost mannequin', 'On a hanger', 'Styled flat lay', 'Fabric detail'];

export const testShot = (index: number, over: Partial<ShotView> = {}): ShotView => ({
  index,
  name: POSES[index] ?? `Shot ${index}`,
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

export const completeTestShot = (index: number): ShotView =>
  testShot(index, { status: 'complete', imageUrl: `/files/run-1/${index}.png` });

export const testRun = (over: Partial<RunView> = {}): RunView => ({
  id: 'run-1',
  status: 'running',
  createdAt: '2026-01-01T10:00:00.000Z',
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
  shots: [0, 1, 2, 3, 4].map((i) => testShot(i)),
  ...over,
});
