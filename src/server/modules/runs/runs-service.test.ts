import { describe, expect, it } from 'vitest';
import { RUN_MESSAGES } from '../../../core/runs.js';
import { aiPoseList } from '../../../core/shots.js';
import { findStockModel } from '../../../core/stock-models.js';
import {
  NOT_A_PHOTO,
  inMemoryRunsDeps,
  vendorCopyOf,
  type InMemoryRunsDeps,
} from '../../../../tests/support/in-memory-runs.js';
import { AppError } from '../../lib/errors.js';
import { createRunsService } from './runs-service.js';
import { resolveRunOptions } from './start-run.js';
import { keyed } from '../../../core/server-messages.js';

const USER = 'user-1';
const front = Buffer.from('front photo');
const back = Buffer.from('back photo');

function upload(
  fields: Record<string, string> = {},
  files: { front?: Buffer; back?: Buffer } = { front },
) {
  return {
    files,
    fields: { backgroundId: 'clean-white-studio', clientRequestId: 'click-0001', ...fields },
  };
}

function setup(options: Parameters<typeof inMemoryRunsDeps>[0] = {}) {
  const deps = inMemoryRunsDeps(options);
  return { deps, runs: createRunsService(deps) };
}

function expectNothingSpent(deps: InMemoryRunsDeps) {
  expect(deps.quota.reservations).toEqual([]);
  expect([...deps.storage.objects.keys()]).toEqual([]);
  expect(deps.repo.runs.size).toBe(0);
  expect(deps.enqueued).toEqual([]);
}

describe('startFromForm', () => {
  it('reserves the shots, stores the photos, prepares the run and queues it once', async () => {
    const { deps, runs } = setup();
    const { run, created } = await runs.startFromForm(USER, upload({}, { front, back }));

    expect(created).toBe(true);
    expect(run).toMatchObject({
      status: 'queued',
      total: 5,
      backgroundName: 'Clean White Studio',
      engine: 'studio',
      onModel: false,
      modelName: null,
    });
    expect(run.shots.map((shot) => shot.name)).toEqual([
      'Front',
      'Ghost mannequin',
      'On a hanger',
      'Styled flat lay',
      'Back',
    ]);
    expect(deps.quota.reservations).toEqual([
      expect.objectContaining({ userId: USER, amount: 5, released: false }),
    ]);
    const inputKeys = {
      front: `runs/${USER}/${run.id}/input-front.jpg`,
      back: `runs/${USER}/${run.id}/input-back.jpg`,
    };
    expect(deps.storage.objects).toEqual(
      new Map([
        [inputKeys.front, front],
        [inputKeys.back, back],
      ]),
    );
    expect(deps.repo.runs.get(run.id)).toMatchObject({
      status: 'queued',
      reservationId: deps.quota.reservations[0]!.id,
      inputKeys,
      hasBack: true,
      hasSide: false,
      shotCount: 5,
    });
    expect(deps.enqueued).toEqual([{ runId: run.id, attempt: 0 }]);
  });

  it("stores each photo's vendor copy beside it for an AI engine (decision 212)", async () => {
    const { deps, runs } = setup();
    deps.engine = { name: 'gemini', capabilities: { onModel: true }, shotList: aiPoseList };
    const { run } = await runs.startFromForm(USER, upload({}, { front, back }));

    const folder = `runs/${USER}/${run.id}`;
    const inputKeys = {
      front: `${folder}/input-front.jpg`,
      'front.vendor': `${folder}/input-front.vendor.jpg`,
      back: `${folder}/input-back.jpg`,
      'back.vendor': `${folder}/input-back.vendor.jpg`,
    };
    expect(deps.storage.objects).toEqual(
      new Map([
        [inputKeys.front, front],
        [inputKeys['front.vendor'], vendorCopyOf(front)],
        [inputKeys.back, back],
        [inputKeys['back.vendor'], vendorCopyOf(back)],
      ]),
    );
    expect(deps.repo.runs.get(run.id)).toMatchObject({ status: 'queued', inputKeys });
  });

  it('answers a double click with the run the first click started, spending once', async () => {
    const { deps, runs } = setup();
    const first = await runs.startFromForm(USER, upload());
    const second = await runs.startFromForm(USER, upload());

    expect(second).toEqual({ run: first.run, created: false });
    expect(deps.quota.reservations).toHaveLength(1);
    expect(deps.normalised).toHaveLength(1);
    expect(deps.enqueued).toHaveLength(1);
  });

  it('answers the run an identical request claimed in the meantime, spending nothing', async () => {
    const { deps, runs } = setup();
    const claim = deps.repo.claimRequest;
    let winnerId: string | undefined;
    // The other click's claim lands between this request's lookup and its own claim.
    deps.repo.claimRequest = async (run) => {
      winnerId = (await claim({ ...run, id: globalThis.crypto.randomUUID() }))!.id;
      return claim(run);
    };

    const { run, created } = await runs.startFromForm(USER, upload());

    expect(created).toBe(false);
    expect(run.id).toBe(winnerId);
    expect([...deps.repo.runs.keys()]).toEqual([winnerId]);
    expect(deps.quota.reservations).toEqual([]);
    expect(deps.storage.objects.size).toBe(0);
    expect(deps.enqueued).toEqual([]);
  });

  it('refuses with 409 when the claim is lost but no run holds it any more', async () => {
    const { deps, runs } = setup();
    deps.repo.claimRequest = async () => null;

    await expect(runs.startFromForm(USER, upload())).rejects.toMatchObject({ code: 'CONFLICT' });
    expectNothingSpent(deps);
  });

  it('refuses a missing front photo before reading or reserving anything', async () => {
    const { deps, runs } = setup();

    await expect(runs.startFromForm(USER, upload({}, { back }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      userMessage: RUN_MESSAGES.missingFront,
    });
    expect(deps.normalised).toEqual([]);
    expectNothingSpent(deps);
  });

  it('refuses an unknown background or model before reading or reserving anything', async () => {
    const { deps, runs } = setup();

    await expect(
      runs.startFromForm(USER, upload({ backgroundId: 'no-such-background' })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', userMessage: RUN_MESSAGES.unknownBackground });
    await expect(
      runs.startFromForm(USER, upload({ modelId: 'no-such-model' })),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      userMessage: RUN_MESSAGES.unknownModel,
    });
    expect(deps.normalised).toEqual([]);
    expectNothingSpent(deps);
  });

  it("copies the user's custom background into the run's folder with its description", async () => {
    const { deps, runs } = setup();
    const image = Buffer.from('custom background png');
    const id = '7d9b7a52-5a43-4f7e-9d8e-2b1f3c0a9e11';
    deps.backgrounds.custom.set(id, {
      userId: USER,
      name: 'Marble Foyer',
      image,
      description: 'a marble foyer',
    });

    const { run } = await runs.startFromForm(USER, upload({ backgroundId: id }));

    expect(run.backgroundName).toBe('Marble Foyer');
    const key = `runs/${USER}/${run.id}/input-background.png`;
    expect(deps.storage.objects.get(key)).toEqual(image);
    expect(deps.repo.runs.get(run.id)).toMatchObject({
      backgroundId: id,
      backgroundDescription: 'a marble foyer',
      inputKeys: expect.objectContaining({ background: key }),
    });
  });

  it("answers 404 for another user's custom background, spending nothing", async () => {
    const { deps, runs } = setup();
    const id = '7d9b7a52-5a43-4f7e-9d8e-2b1f3c0a9e11';
    deps.backgrounds.custom.set(id, {
      userId: 'someone-else',
      name: 'Theirs',
      image: Buffer.from('theirs'),
      description: 'their scene',
    });

    await expect(runs.startFromForm(USER, upload({ backgroundId: id }))).rejects.toMatchObject({
      status: 404,
    });
    expectNothingSpent(deps);
  });

  it('refuses a Premium model on the Free plan and records its persona on a paid one', async () => {
    const free = setup({ plan: 'free' });
    await expect(
      free.runs.startFromForm(USER, upload({ modelId: 'stock-aiko' })),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', userMessage: RUN_MESSAGES.premiumModel });
    expectNothingSpent(free.deps);

    const pro = setup({ plan: 'pro' });
    const { run } = await pro.runs.startFromForm(USER, upload({ modelId: 'stock-aiko' }));
    const { ethnicity, gender, age, bodyType, description } = findStockModel('stock-aiko')!;
    expect(run.modelName).toBe('Aiko');
    expect(pro.deps.repo.runs.get(run.id)).toMatchObject({
      modelId: 'stock-aiko',
      persona: { ethnicity, gender, age, bodyType, description },
    });
  });

  it("stores an own model's AI portrait with the run as its identity reference", async () => {
    const { deps, runs } = setup({ plan: 'pro' });
    const id = '0b8c3f4e-6a1d-4c2b-9e7f-5d3a2c1b0a99';
    const portrait = Buffer.from('ai portrait png');
    const persona = { ...findStockModel('stock-rohan')!, description: 'silver earring' };
    deps.models.own.set(id, { userId: USER, name: 'Dev', persona, identity: portrait });

    const { run } = await runs.startFromForm(USER, upload({ modelId: id }));

    expect(run.modelName).toBe('Dev');
    const key = `runs/${USER}/${run.id}/input-identity.png`;
    expect(deps.storage.objects.get(key)).toEqual(portrait);
    expect(deps.repo.runs.get(run.id)).toMatchObject({
      modelId: id,
      inputKeys: expect.objectContaining({ identity: key }) as unknown,
    });
  });

  it("answers 404 for another user's model and 400 for a deleted one, spending nothing", async () => {
    const { deps, runs } = setup({ plan: 'pro' });
    const theirs = '1b8c3f4e-6a1d-4c2b-9e7f-5d3a2c1b0a99';
    const deleted = '2b8c3f4e-6a1d-4c2b-9e7f-5d3a2c1b0a99';
    const persona = findStockModel('stock-rohan')!;
    deps.models.own.set(theirs, { userId: 'someone-else', name: 'X', persona, identity: null });
    deps.models.own.set(deleted, {
      userId: USER,
      name: '',
      persona,
      identity: null,
      deleted: true,
    });
    await expect(runs.startFromForm(USER, upload({ modelId: theirs }))).rejects.toMatchObject({
      status: 404,
    });
    await expect(runs.startFromForm(USER, upload({ modelId: deleted }))).rejects.toMatchObject({
      status: 400,
    });
    expectNothingSpent(deps);
  });

  it('asks for the plan only when a Premium model is chosen', async () => {
    const deps = inMemoryRunsDeps({ plan: 'free' });
    const choose = (modelId?: string) =>
      resolveRunOptions(deps, USER, { backgroundId: 'clean-white-studio', modelId });

    await choose();
    await choose('stock-ananya');
    expect(deps.quota.plansAsked).toEqual([]);
    await expect(choose('stock-aiko')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(deps.quota.plansAsked).toEqual([USER]);
  });

  it('refuses the whole run when one photo is unusable, before reserving anything', async () => {
    const { deps, runs } = setup();

    await expect(
      runs.startFromForm(USER, upload({}, { front, back: NOT_A_PHOTO })),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expectNothingSpent(deps);
  });

  it('refuses fields that do not parse before anything else', async () => {
    const { deps, runs } = setup();

    await expect(
      runs.startFromForm(USER, upload({ clientRequestId: 'short' })),
    ).rejects.toMatchObject({
      name: 'ZodError',
    });
    expect(deps.normalised).toEqual([]);
    expectNothingSpent(deps);
  });

  it('gives everything back when storing a photo fails after the reservation', async () => {
    const { deps, runs } = setup();
    const failure = new Error('disk full');
    const put = deps.storage.put;
    const stored: string[] = [];
    deps.storage.put = async (key, data) => {
      if (key.endsWith('input-back.jpg')) throw failure;
      stored.push(key);
      return put(key, data);
    };

    await expect(runs.startFromForm(USER, upload({}, { front, back }))).rejects.toBe(failure);

    expect(stored).toHaveLength(1); // the front photo was stored, then deleted
    expect(deps.quota.reservations).toEqual([
      expect.objectContaining({ amount: 5, released: true }),
    ]);
    expect(deps.storage.objects.size).toBe(0);
    expect(deps.repo.runs.size).toBe(0);
    expect(deps.enqueued).toEqual([]);

    // The click's request id is free again: trying once more starts the run.
    deps.storage.put = put;
    expect((await runs.startFromForm(USER, upload({}, { front, back }))).created).toBe(true);
  });

  it('deletes the claimed run and stores nothing when the quota is refused', async () => {
    const { deps, runs } = setup();
    const refusal = new AppError('QUOTA_EXCEEDED', keyed('limitReached'));
    deps.quota.reserve = async () => {
      throw refusal;
    };

    await expect(runs.startFromForm(USER, upload())).rejects.toBe(refusal);
    expectNothingSpent(deps);
  });
});

describe('stopRun', () => {
  it('ends a queued run at once: shots cancelled, reservation given back, watchers told', async () => {
    const { deps, runs } = setup();
    const { run } = await runs.startFromForm(USER, upload());

    const stopped = await runs.stopRun(USER, run.id);

    expect(stopped.status).toBe('stopped');
    expect(stopped.shots.map((shot) => shot.status)).toEqual(Array(5).fill('cancelled'));
    expect(deps.quota.reservations[0]!.released).toBe(true);
    expect(deps.published).toEqual([
      {
        runId: run.id,
        message: { type: 'generation_completed', totalGenerated: 0, status: 'stopped' },
      },
    ]);
  });

  it('asks the worker to stop a running run and leaves its reservation to it', async () => {
    const { deps, runs } = setup();
    const { run } = await runs.startFromForm(USER, upload());
    deps.repo.runs.get(run.id)!.status = 'running';

    const answer = await runs.stopRun(USER, run.id);

    expect(answer.status).toBe('running');
    expect(deps.repo.runs.get(run.id)!.stopRequested).toBe(true);
    expect(deps.quota.reservations[0]!.released).toBe(false);
    expect(deps.published).toEqual([{ runId: run.id, message: { type: 'stop_requested' } }]);
  });

  it("answers 404 for another user's run and for a malformed id", async () => {
    const { deps, runs } = setup();
    const { run } = await runs.startFromForm(USER, upload());

    await expect(runs.stopRun('someone-else', run.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(runs.stopRun(USER, 'not-a-uuid')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(deps.repo.runs.get(run.id)!.stopRequested).toBe(false);
    expect(deps.published).toEqual([]);
  });
});
