/**
 * What a seller downloads says how it was made, as readers outside our code read it (decisions
 * 253 and 254): a studio catalogue and a Gemini one (against its fake), each made, saved and
 * downloaded through the real routes (the single image, the zip, a marketplace export), then
 * read by exiftool (XMP) and by c2pa-rs (the C2PA manifest, validated against the deployment's
 * development root).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogueView, RunView } from '../src/core/runs.js';
import { DIGITAL_SOURCE_TYPES } from '../src/server/engines/provenance/digital-source-type.js';
import {
  postDressRun,
  runWhenEnded,
  signedInBrowser,
  useGeminiRuns,
} from './support/gemini-runs.js';
import { drawGarmentPhoto } from './support/garments.js';
import {
  exiftoolXmp,
  HAS_EXIFTOOL,
  NO_EXIFTOOL_REASON,
  readC2pa,
} from './support/provenance-readers.js';
import { readZip } from './support/read-zip.js';
import { useRunHarness, type RunHarness } from './support/run-harness.js';

type Browser = Awaited<ReturnType<typeof signedInBrowser>>['browser'];

/** A run made and saved as the dashboard does; the saved catalogue. */
async function savedCatalogue(h: RunHarness, frontPhoto: Buffer, timeout: number) {
  const { browser } = await signedInBrowser({ h });
  const started = (await (await postDressRun({ frontPhoto }, browser)).json()) as RunView;
  const run = await runWhenEnded(browser, started.id, timeout);
  expect(run.status).toBe('completed');
  const saved = await browser.post('/api/catalogues', { runId: run.id, name: 'Provenance' });
  expect(saved.status).toBe(201);
  return { browser, run, catalogue: (await saved.json()) as CatalogueView };
}

async function download(browser: Browser, url: string): Promise<Buffer> {
  const answer = await browser.get(url);
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
}

/** The root the harness's deployment generated its signer under (DATA_DIR/c2pa/root.pem). */
const trustAnchor = (h: RunHarness) =>
  readFile(path.join(h.env.paths.data, 'c2pa', 'root.pem'), 'utf8');

async function expectMarked(
  h: RunHarness,
  bytes: Buffer,
  format: 'png' | 'jpg',
  expected: { sourceType: string; creatorTool: RegExp; identifier: string; actions: string[] },
) {
  const reading = await readC2pa(
    bytes,
    format === 'png' ? 'image/png' : 'image/jpeg',
    await trustAnchor(h),
  );
  expect(reading.failures).toEqual([]);
  expect(reading.validationState).toBe('Trusted');
  expect(reading.actions.map((action) => action.action)).toEqual(expected.actions);
  expect(reading.actions[0]?.digitalSourceType).toBe(expected.sourceType);
  expect(reading.actions[0]?.softwareAgent?.name).toMatch(expected.creatorTool);
  if (!HAS_EXIFTOOL) return;
  const xmp = await exiftoolXmp(bytes, format);
  expect(xmp.DigitalSourceType).toBe(expected.sourceType);
  expect(xmp.CreatorTool).toMatch(expected.creatorTool);
  expect(xmp.Identifier).toBe(expected.identifier);
}

if (!HAS_EXIFTOOL) it.skip(`XMP read back by exiftool: skipped, ${NO_EXIFTOOL_REASON}`, () => {});

describe('a studio catalogue', () => {
  const context = useRunHarness();

  it('says it is a composite of the seller’s photo, in the PNG original and the zip’s JPEG', async () => {
    const frontPhoto = (
      await drawGarmentPhoto(
        { kind: 'kurta', color: '#1f4e9c', pattern: 'solid', accent: '#f0c419' },
        { color: '#f4f1ec', noise: 2 },
        { width: 600, height: 750 },
      )
    ).photo;
    const { browser, catalogue } = await savedCatalogue(context.h, frontPhoto, 240_000);
    const image = catalogue.images[0]!;
    expect(image.madeByAi).toBe(false);
    const expected = {
      sourceType: DIGITAL_SOURCE_TYPES.compositeSynthetic,
      creatorTool: /^Vastra Studio \(studio /,
      identifier: `urn:vastra:catalogue:${catalogue.id}:shot:${image.shotId}`,
      actions: ['c2pa.created', 'c2pa.placed'],
    };
    const png = await download(browser, `/api/catalogues/${catalogue.id}/images/${image.id}`);
    await expectMarked(context.h, png, 'png', expected);
    const zip = readZip(await download(browser, `/api/catalogues/${catalogue.id}/zip`));
    const [first] = [...zip.values()];
    await expectMarked(context.h, first!, 'jpg', expected);
  }, 300_000);
});

describe('a Gemini catalogue', () => {
  const context = useGeminiRuns({});

  it('says an AI made it, in the PNG original, the zip and a marketplace export', async () => {
    const { browser, run, catalogue } = await savedCatalogue(context.h, context.frontPhoto, 90_000);
    const image = catalogue.images[0]!;
    expect(image.madeByAi).toBe(true);
    const expected = {
      sourceType: DIGITAL_SOURCE_TYPES.trainedAlgorithmicMedia,
      creatorTool: /^Vastra Studio \(gemini gemini-/,
      identifier: `urn:vastra:catalogue:${catalogue.id}:shot:${image.shotId}`,
      actions: ['c2pa.created'],
    };
    const png = await download(browser, `/api/catalogues/${catalogue.id}/images/${image.id}`);
    await expectMarked(context.h, png, 'png', expected);
    const zip = readZip(await download(browser, `/api/catalogues/${catalogue.id}/zip`));
    await expectMarked(context.h, [...zip.values()][0]!, 'jpg', expected);

    // The generation modal's download, before or beside the saved catalogue: named by its run.
    const shot0 = run.shots[0]!;
    const fromRun = await download(browser, `/api/runs/${run.id}/shots/0/image`);
    await expectMarked(context.h, fromRun, 'png', {
      ...expected,
      identifier: `urn:vastra:run:${run.id}:shot:${shot0.shotId}`,
    });

    const myntra = readZip(
      await download(browser, `/api/catalogues/${catalogue.id}/export/myntra`),
    );
    const shot = [...myntra.entries()].find(([name]) => name.includes(image.shotId));
    expect(shot).toBeDefined();
    await expectMarked(context.h, shot![1], 'jpg', {
      ...expected,
      actions: ['c2pa.created', 'c2pa.resized'],
    });
  }, 180_000);
});
