/**
 * The print check in a real run (decision 276) with the Gemini engine against its fake, on the
 * floral dress: a shot answered with its print blurred away (its colours kept) is made once more
 * at no charge; one blurred twice is kept with the print warning and its score, which the run,
 * the saved catalogue (its detail and the list) answer, and which a report credits as a failed
 * check, whatever the image's age.
 */
import { describe, expect, it } from 'vitest';
import type { CatalogueView, CataloguePage } from '../src/core/runs.js';
import type { ShotReportView } from '../src/core/shot-reports.js';
import type { UsageResponse } from '../src/core/usage.js';
import type { GeminiBehaviour } from './fakes/gemini-fake.js';
import { scriptedDressRun, useGeminiRuns } from './support/gemini-runs.js';

const context = useGeminiRuns({ ENGINE_CONCURRENCY: '1' });

const runOnce = (script: GeminiBehaviour[]) => scriptedDressRun(context, script);

type Meta = { print?: { retried: boolean }; colour?: { retried: boolean } };

describe('the print check in a run', () => {
  it('a shot answered with its print blurred is made once more, then kept without a warning', async () => {
    const { run, usage, rows, calls } = await runOnce(['print-blurred']);
    expect(run.status).toBe('completed');
    expect(calls).toBe(6);
    expect(run.shots.map((shot) => shot.printWarning)).toEqual([false, false, false, false, false]);
    expect(rows.every((row) => row.printScore !== null && row.printScore >= 1)).toBe(true);
    // One retry in all, counted on both checks' verdicts of the shot it was for.
    const retried = rows.filter((row) => (row.meta as Meta).print?.retried);
    expect(retried).toHaveLength(1);
    expect((retried[0]!.meta as Meta).colour?.retried).toBe(true);
    expect(usage.used).toBe(5);
  }, 60_000);

  it('a shot blurred twice keeps the print warning in the run, the catalogue and the list, and a report gives it back', async () => {
    const { browser, run, usage, rows, calls } = await runOnce(['print-blurred', 'print-blurred']);
    expect(calls).toBe(6);
    expect(usage.used).toBe(5);
    const warned = rows.filter((row) => row.printWarning);
    expect(warned).toHaveLength(1);
    expect(warned[0]!.printScore).toBeLessThan(1);
    // The print went soft; the dress's colours stayed.
    expect(warned[0]!.colourWarning).toBe(false);
    const shot = run.shots.find((s) => s.printWarning)!;
    expect(shot).toMatchObject({
      index: warned[0]!.index,
      status: 'complete',
      colourWarning: false,
    });

    const saved = (await (
      await browser.post('/api/catalogues', { runId: run.id, name: 'Floral dress' })
    ).json()) as CatalogueView;
    const detail = (await (
      await browser.get(`/api/catalogues/${saved.id}`)
    ).json()) as CatalogueView;
    expect(detail.images.filter((image) => image.printWarning).map((i) => i.shotId)).toEqual([
      shot.shotId,
    ]);
    const page = (await (await browser.get('/api/catalogues')).json()) as CataloguePage;
    const listed = page.items.find((item) => item.id === saved.id)!;
    expect(listed.images.filter((image) => image.printWarning)).toHaveLength(1);

    const report = (await (
      await browser.post(`/api/runs/${run.id}/shots/${shot.index}/report`, { reason: 'other' })
    ).json()) as ShotReportView;
    expect(report).toMatchObject({ outcome: 'credited', failedCheck: true, imagesReturned: 1 });
    expect(report.printScore).toBe(warned[0]!.printScore);
    const after = (await (await browser.get('/api/usage')).json()) as UsageResponse;
    expect(after.used).toBe(4);
  }, 60_000);
});
