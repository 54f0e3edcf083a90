import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFashnEngine,
  type FashnEngineOptions,
} from '../../src/server/engines/ai/fashn-client.js';
import { startFashnFake, type FashnFake } from '../fakes/fashn-fake.js';
import { IMAGE_SERVICE_UNAVAILABLE } from '../../src/server/engines/ai/vendor-failures.js';
import type { RecordedRequest } from '../fakes/fake-server.js';
import { detailPhoto, isDetailPhoto } from './detail-photo.js';
import { identityPortrait, isIdentityPortrait } from './identity-portrait.js';
import {
  abortAfter,
  frontPhotoRequest,
  HUNG_ATTEMPT_RETRIED,
  NOT_ANSWERED_IN_TIME,
  ONE_SHORT_ATTEMPT,
  renderCountingRetries,
  kindAndReason,
  oneShotRequest,
  outcomeKind,
} from './engine-test-helpers.js';
import { FAST_RETRY, smallGarmentViews, type SmallGarmentViews } from './garment-fixture.js';

let fake: FashnFake;
let views: SmallGarmentViews;

const engine = (overrides: Partial<FashnEngineOptions> = {}) =>
  createFashnEngine({
    apiKey: 'test-fashn-key',
    baseUrl: fake.url,
    modelName: 'product-to-model',
    pollIntervalMs: 5,
    concurrency: 3,
    shotTimeoutMs: 30_000,
    retry: FAST_RETRY,
    ...overrides,
  });

const inputsOf = (run: RecordedRequest) =>
  (JSON.parse(run.body.toString()) as { inputs: Record<string, unknown> }).inputs;

const oneShot = (shot = 'standing-front') => oneShotRequest(views.front, 'golden-beach', shot);

beforeAll(async () => {
  [fake, views] = await Promise.all([startFashnFake(), smallGarmentViews()]);
});
afterAll(() => fake.close());

describe('FashnEngine against a fake FASHN API', () => {
  it('runs product-to-model, polls status until completed, and decodes base64 output', async () => {
    fake.requests.length = 0;
    const outcomes = await engine().renderCatalogue({
      ...frontPhotoRequest(views.front, 'golden-beach'),
      views,
      seed: 9,
    });
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(outcomes.map((o) => o.shot.id)).toEqual([
      'standing-front',
      'standing-right',
      'smiling',
      'sitting',
      'back-view',
    ]);
    const run = fake.requests.find((r) => r.path === '/v1/run')!;
    expect(run.method).toBe('POST');
    expect(run.headers.authorization).toBe('Bearer test-fashn-key');
    const body = JSON.parse(run.body.toString()) as {
      model_name: string;
      inputs: Record<string, unknown>;
    };
    expect(body.model_name).toBe('product-to-model');
    expect(body.inputs).toMatchObject({ seed: 9, return_base64: true, output_format: 'png' });
    expect(String(body.inputs.product_image)).toMatch(/^data:image\/jpeg;base64,/);
    expect(String(body.inputs.prompt)).toContain('golden sand beach');
    expect(
      fake.requests.filter((r) => r.path.startsWith('/v1/status/')).length,
    ).toBeGreaterThanOrEqual(10);
  });

  it("sends the chosen model's portrait as face_reference with every shot that shows a face", async () => {
    fake.requests.length = 0;
    const outcomes = await engine().renderCatalogue({
      ...frontPhotoRequest(views.front, 'golden-beach'),
      identity: await identityPortrait(),
    });
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const runs = fake.requests.filter((r) => r.path === '/v1/run');
    expect(runs).toHaveLength(5);
    await expectFaceReferences(runs);
    // Back View shows no face: its 3 credits are not spent.
    fake.requests.length = 0;
    await engine().renderCatalogue({
      ...frontPhotoRequest(views.front, 'golden-beach'),
      views,
      identity: await identityPortrait(),
    });
    const sent = fake.requests.filter((r) => r.path === '/v1/run').map(inputsOf);
    expect(sent.map((inputs) => 'face_reference' in inputs)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('without a chosen model asks all five at once, none with a face_reference (5 credits, not 17)', async () => {
    fake.requests.length = 0;
    const outcomes = await engine().renderCatalogue(frontPhotoRequest(views.front, 'golden-beach'));
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const sent = fake.requests.filter((r) => r.path === '/v1/run').map(inputsOf);
    expect(sent.map((inputs) => 'face_reference' in inputs)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    // 'every-shot' keeps one person by sending the first shot as the others' face.
    fake.requests.length = 0;
    await engine({ faceReference: 'every-shot' }).renderCatalogue(
      frontPhotoRequest(views.front, 'golden-beach'),
    );
    const anchored = fake.requests.filter((r) => r.path === '/v1/run').map(inputsOf);
    expect(anchored.map((inputs) => 'face_reference' in inputs)).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
  });

  async function expectFaceReferences(runs: typeof fake.requests) {
    for (const run of runs) {
      const { inputs } = JSON.parse(run.body.toString()) as { inputs: Record<string, unknown> };
      const face = /^data:image\/jpeg;base64,(.+)$/.exec(String(inputs.face_reference));
      expect(face).not.toBeNull();
      expect(await isIdentityPortrait(Buffer.from(face![1]!, 'base64'))).toBe(true);
      // The prompt names the portrait as FASHN receives it: no image is attached after the product.
      expect(String(inputs.prompt)).toContain(
        'The face reference image is a portrait of the model',
      );
      expect(String(inputs.prompt)).not.toContain('last attached image');
    }
  }

  it('sends one product image, never the detail photo, and names the garment type in the prompt', async () => {
    fake.requests.length = 0;
    const outcomes = await engine().renderCatalogue({
      ...frontPhotoRequest(views.front, 'golden-beach'),
      views: { front: views.front, detail: await detailPhoto() },
      garment: { type: 'saree', stylingNote: null },
    });
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const runs = fake.requests.filter((r) => r.path === '/v1/run');
    expect(runs).toHaveLength(5);
    for (const run of runs) {
      const { inputs } = JSON.parse(run.body.toString()) as { inputs: Record<string, unknown> };
      const product = /^data:image\/jpeg;base64,(.+)$/.exec(String(inputs.product_image));
      expect(await isDetailPhoto(Buffer.from(product![1]!, 'base64'))).toBe(false);
      const sent = Object.values(inputs).filter((value) => String(value).startsWith('data:'));
      expect(
        await Promise.all(
          sent.map((uri) => isDetailPhoto(Buffer.from(String(uri).split(',')[1]!, 'base64'))),
        ),
      ).toEqual(sent.map(() => false));
      expect(String(inputs.prompt)).toContain('wearing the saree');
      expect(String(inputs.prompt)).toContain('Nivi style');
      expect(String(inputs.prompt)).not.toContain('close-up');
    }
  });

  it('names in the prompt only the one photo it sends: the back for Back View', async () => {
    fake.requests.length = 0;
    const outcomes = await engine().renderCatalogue({
      ...frontPhotoRequest(views.front, 'golden-beach'),
      views: { ...views, side: views.back },
    });
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const runs = fake.requests.filter((r) => r.path === '/v1/run');
    expect(runs).toHaveLength(5);
    const prompts = runs.map((run) =>
      String((JSON.parse(run.body.toString()) as { inputs: { prompt: string } }).inputs.prompt),
    );
    for (const prompt of prompts) {
      expect(prompt).not.toContain('image 2');
      expect(prompt).not.toContain('the side (image');
    }
    const backView = prompts.find((prompt) => prompt.includes('Pose: Back View'))!;
    expect(backView).toContain('show the back (image 1) of one garment.');
    for (const prompt of prompts.filter((p) => p !== backView))
      expect(prompt).toContain('show the front (image 1) of one garment.');
  });

  it('sends no face_reference without a portrait, and draws portraits (no AI)', async () => {
    fake.requests.length = 0;
    await engine().renderCatalogue(oneShot());
    const run = fake.requests.find((r) => r.path === '/v1/run')!;
    expect(JSON.parse(run.body.toString())).not.toHaveProperty('inputs.face_reference');
    fake.requests.length = 0;
    const outcome = await engine().generatePortrait({
      name: 'Asha',
      persona: {
        ethnicity: 'indian',
        gender: 'female',
        age: '40',
        bodyType: 'slim',
        description: '',
      },
    });
    expect(outcome.ok && outcome.method).toBe('drawn');
    expect(fake.requests).toEqual([]);
  });

  it('maps NSFWError to refused and ImageLoadError to bad input', async () => {
    fake.script.push('nsfw', 'image-load-error');
    const outcomes = await engine({ concurrency: 1 }).renderCatalogue({
      ...oneShot(),
      onlyShots: ['standing-front', 'smiling'],
    });
    expect(outcomes.map(outcomeKind)).toEqual(['refused', 'bad-input']);
  });

  it("retries 429 RateLimitExceeded and 500; OutOfCredits is the account's: unavailable, once", async () => {
    fake.script.push('rate-limited', 'server-error');
    const [ok] = await engine().renderCatalogue(oneShot());
    expect(ok!.ok).toBe(true);

    fake.requests.length = 0;
    fake.script.push('out-of-credits');
    const [broke] = await engine().renderCatalogue(oneShot());
    expect(kindAndReason(broke)).toEqual(['unavailable', IMAGE_SERVICE_UNAVAILABLE]);
    expect(fake.requests.filter((r) => r.path === '/v1/run')).toHaveLength(1);
    const [wrongKey] = await engine({ apiKey: 'nope' }).renderCatalogue(oneShot());
    expect(outcomeKind(wrongKey)).toBe('unavailable');
  });

  it('submits a PipelineError again (no charge for failures); never a ThirdPartyError or a canceled job', async () => {
    fake.requests.length = 0;
    fake.script.push('pipeline-error');
    const [passing] = await engine().renderCatalogue(oneShot());
    expect(outcomeKind(passing)).toBe('ok');
    expect(passing!.meta.attempts).toBe(2);

    for (const [behaviour, kind] of [
      ['third-party-error', 'refused'],
      ['canceled', 'error'],
    ] as const) {
      fake.requests.length = 0;
      fake.script.push(behaviour);
      const [outcome] = await engine().renderCatalogue(oneShot());
      expect(outcomeKind(outcome)).toBe(kind);
      expect(fake.requests.filter((r) => r.path === '/v1/run')).toHaveLength(1);
    }
  });

  it('times out a prediction that never finishes, and cancels within a second', async () => {
    fake.script.push('stuck');
    const [timedOut] = await engine(ONE_SHORT_ATTEMPT).renderCatalogue(oneShot());
    expect(outcomeKind(timedOut)).toBe('timeout');

    fake.script.push('stuck');
    const [cancelled] = await engine().renderCatalogue(oneShot(), { signal: abortAfter(100) });
    expect(outcomeKind(cancelled)).toBe('cancelled');
  });

  it('polls again after a status poll that hangs past its deadline: the same job, one attempt', async () => {
    fake.requests.length = 0;
    fake.script.push('poll-hangs-once');
    const [outcome] = await engine(HUNG_ATTEMPT_RETRIED).renderCatalogue(oneShot());
    expect(outcomeKind(outcome)).toBe('ok');
    expect(outcome!.meta.attempts).toBe(1);
    // Submitted once (a second submission would be paid for twice), polled again.
    expect(fake.requests.filter((request) => request.path === '/v1/run')).toHaveLength(1);
    const polls = fake.requests.filter((request) => request.path.startsWith('/v1/status/'));
    expect(polls.length).toBeGreaterThanOrEqual(2);
    // The hung poll's connection was closed by the client.
    await fake.untilAbandoned(polls[0]!);
  });

  it('polls a job that never finishes until the shot’s timeout, and never submits it twice', async () => {
    fake.requests.length = 0;
    fake.script.push('stuck');
    const { outcome, retries } = await renderCountingRetries(
      engine({ shotTimeoutMs: 2_000, attemptTimeoutMs: 50 }),
      oneShot(),
    );
    expect(kindAndReason(outcome)).toEqual(['timeout', 'The shot took too long.']);
    expect(retries).toEqual([]);
    expect(fake.requests.filter((request) => request.path === '/v1/run')).toHaveLength(1);
    // Every status poll the fake saw hung, and was closed by the client.
    const polls = fake.requests.filter((request) => request.path.startsWith('/v1/status/'));
    expect(polls.length).toBeGreaterThanOrEqual(2);
    await Promise.all(polls.map((request) => fake.untilAbandoned(request)));
  });

  it('never submits again after a submission that went unanswered: FASHN may have made it', async () => {
    fake.requests.length = 0;
    const madeBefore = fake.made();
    fake.script.push('submit-hangs');
    const { outcome, retries } = await renderCountingRetries(
      engine(HUNG_ATTEMPT_RETRIED),
      oneShot(),
    );
    expect(kindAndReason(outcome)).toEqual(['timeout', NOT_ANSWERED_IN_TIME]);
    expect(retries).toEqual([]);
    const runs = fake.requests.filter((request) => request.path === '/v1/run');
    expect(runs).toHaveLength(1);
    // The job was made and would be charged once: a second submission would be charged again.
    expect(fake.made() - madeBefore).toBe(1);
    await fake.untilAbandoned(runs[0]!);
  });

  it('makes custom backgrounds procedurally and says so', async () => {
    const result = await engine().generateBackground({
      prompt: 'a beach at sunset',
      width: 160,
      height: 200,
    });
    expect(result.ok && result.note).toMatch(/not an AI image/);
  });
});
