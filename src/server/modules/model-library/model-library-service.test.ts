/**
 * Creating a model against fakes: what is checked before the quota is touched, and that the
 * image is given back whatever fails after the reservation (the database tests cover the routes).
 */
import { describe, expect, it, vi } from 'vitest';
import { MODEL_LIBRARY_TEXTS as TEXTS } from '../../../core/model-library.js';
import type { PlanId } from '../../../core/plans.js';
import type { PortraitOutcome } from '../../engines/image-engine.js';
import type { ModelLibraryRepo } from './model-library-repo.js';
import {
  createModelLibraryService,
  type ModelLibraryServiceDeps,
} from './model-library-service.js';
import { keyed } from '../../../core/server-messages.js';
import { reasonOf } from '../../engines/image-engine.js';

const VALID = {
  name: 'Dev',
  description: 'curly hair',
  ethnicity: 'indian',
  gender: 'male',
  age: '30',
  bodyType: 'athletic',
};
const DRAWN: PortraitOutcome = {
  ok: true,
  image: Buffer.from('png'),
  mime: 'image/png',
  method: 'drawn',
};

function setup(
  options: {
    plan?: PlanId;
    outcome?: PortraitOutcome;
    failPut?: boolean;
    method?: 'ai' | 'drawn';
  } = {},
) {
  const calls: string[] = [];
  const quota = {
    getUsage: vi.fn(async () => ({ plan: options.plan ?? 'pro' }) as never),
    planOf: vi.fn(async () => options.plan ?? 'pro'),
    reserve: vi.fn(async () => {
      calls.push('reserve');
      return { id: 'reservation-1' } as never;
    }),
    settle: vi.fn(async (_id: string, generated: number) => {
      calls.push(`settle ${generated}`);
      return { returned: 1 - generated };
    }),
  } satisfies ModelLibraryServiceDeps['quota'];
  const stored = new Map<string, Buffer | Uint8Array>();
  const storage = {
    put: vi.fn(async (key: string, data: Buffer | Uint8Array) => {
      if (options.failPut) throw new Error('disk full');
      calls.push('put');
      stored.set(key, data);
    }),
    delete: vi.fn(async (key: string) => void stored.delete(key)),
  } as unknown as ModelLibraryServiceDeps['storage'];
  const repo = {
    insertModel: vi.fn(async (values: Record<string, unknown>) => {
      calls.push('insertModel');
      return { ...values, status: 'completed', createdAt: new Date(), deletedAt: null };
    }),
  } as unknown as ModelLibraryRepo;
  const engine = {
    name: options.method === 'drawn' ? 'studio' : 'gemini',
    capabilities: { portrait: options.method ?? 'ai' },
    generatePortrait: vi.fn(async () => {
      calls.push('engine');
      return options.outcome ?? { ...DRAWN, method: 'ai' as const };
    }),
  };
  const service = createModelLibraryService({
    repo,
    storage,
    quota,
    engine,
    drawPortrait: async () => DRAWN,
    encode: async () => Buffer.from('fitted'),
  });
  return { service, calls, stored, engine };
}

describe('creating a model', () => {
  it('refuses the Free plan before reading the body, and a bad body before reserving', async () => {
    const free = setup({ plan: 'free' });
    await expect(free.service.create('u1', { nonsense: true })).rejects.toMatchObject({
      status: 403,
      userMessage: TEXTS.upgradeMessage,
    });
    const pro = setup();
    await expect(pro.service.create('u1', { ...VALID, age: ' ' })).rejects.toMatchObject({
      status: 400,
      userMessage: TEXTS.missingMessage,
    });
    expect([...free.calls, ...pro.calls]).toEqual([]);
  });

  it('reserves, asks the engine for the persona, stores the fitted portrait, then counts it', async () => {
    const { service, calls, stored, engine } = setup();
    const model = await service.create('u1', { ...VALID, name: ' Dev ' });
    expect(calls).toEqual(['reserve', 'engine', 'put', 'insertModel', 'settle 1']);
    expect(engine.generatePortrait).toHaveBeenCalledWith(
      {
        name: 'Dev',
        persona: {
          ethnicity: 'indian',
          gender: 'male',
          age: '30',
          bodyType: 'athletic',
          description: 'curly hair',
        },
      },
      { signal: undefined },
    );
    expect([...stored.entries()]).toEqual([[`models/u1/${model.id}.png`, Buffer.from('fitted')]]);
    expect(model.portraitMethod).toBe('ai');
  });

  it('gives the image back when the engine fails', async () => {
    const { service, calls } = setup({
      outcome: {
        ok: false,
        failure: { kind: 'timeout', ...reasonOf(keyed('imageServiceTooSlow')) },
      },
    });
    await expect(service.create('u1', VALID)).rejects.toMatchObject({
      status: 503,
      userMessage: TEXTS.creationFailed,
    });
    expect(calls).toEqual(['reserve', 'engine', 'settle 0']);
  });

  it('gives the image back and leaves no file when storing fails', async () => {
    const { service, calls, stored } = setup({ failPut: true });
    await expect(service.create('u1', VALID)).rejects.toThrow('disk full');
    expect(calls).toEqual(['reserve', 'engine', 'settle 0']);
    expect(stored.size).toBe(0);
  });

  it('reserves and counts nothing for a drawn avatar on an engine that cannot paint', async () => {
    const { service, calls } = setup({ method: 'drawn', outcome: DRAWN });
    const model = await service.create('u1', VALID);
    expect(calls).toEqual(['engine', 'put', 'insertModel']);
    expect(model.portraitMethod).toBe('drawn');
  });

  it('gives the reservation back when an AI engine falls back to a drawn avatar', async () => {
    const { service, calls } = setup({ outcome: DRAWN });
    await service.create('u1', VALID);
    expect(calls).toEqual(['reserve', 'engine', 'put', 'insertModel', 'settle 0']);
  });
});
