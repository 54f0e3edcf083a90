/**
 * The colour check in a real run (decision 120) with the Gemini engine against its fake: a
 * shot answered recoloured is made once more at no charge; one recoloured twice is kept with
 * the warning and its score; a run always counts one image per stored shot.
 */
import { describe, expect, it } from 'vitest';
import type { GeminiBehaviour } from './fakes/gemini-fake.js';
import { scriptedDressRun, useGeminiRuns } from './support/gemini-runs.js';

const context = useGeminiRuns({ ENGINE_CONCURRENCY: '1' });

const runOnce = (script: GeminiBehaviour[]) => scriptedDressRun(context, script);

describe('the colour check in a run', () => {
  it('a shot answered recoloured is made once more, then kept without a warning; five images counted', async () => {
    const { run, usage, rows, calls } = await runOnce(['recoloured']);
    expect(run.status).toBe('completed');
    expect(calls).toBe(6);
    expect(run.shots.map((shot) => shot.colourWarning)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(rows.every((row) => row.colourScore !== null && row.colourScore >= 0.02)).toBe(true);
    expect(
      rows.filter((row) => (row.meta as { colour?: { retried: boolean } }).colour?.retried),
    ).toHaveLength(1);
    expect(usage.used).toBe(5);
  }, 60_000);

  it('a shot recoloured twice is kept with the warning and its score; still five images counted', async () => {
    const { run, usage, rows, calls } = await runOnce(['recoloured', 'recoloured']);
    expect(calls).toBe(6);
    expect(run.shots.filter((shot) => shot.colourWarning)).toHaveLength(1);
    const warned = rows.find((row) => row.colourWarning)!;
    expect(warned.colourScore).toBeLessThan(0.02);
    expect(run.shots.find((shot) => shot.colourWarning)!.status).toBe('complete');
    expect(usage.used).toBe(5);
  }, 60_000);
});
