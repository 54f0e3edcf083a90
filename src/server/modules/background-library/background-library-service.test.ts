/**
 * The generation rules against fakes: what is checked before the quota is touched, and that the
 * image is given back whatever fails after the reservation (the database tests cover the routes).
 */
import { describe, expect, it, vi } from 'vitest';
import { BACKGROUND_LIBRARY_TEXTS as TEXTS } from '../../../core/background-library.js';
import type { PlanId } from '../../../core/plans.js';
import type { BackgroundOutcome } from '../../engines/image-engine.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { BackgroundLibraryRepo } from './background-library-repo.js';
import {
  createBackgroundLibraryService,
  type BackgroundLibraryServiceDeps,
} from './background-library-service.js';
import { keyed } from '../../../core/server-messages.js';
import { reasonOf } from '../../engines/image-engine.js';

const VALID = { name: 'Terrace', prompt: 'a rooftop terrace', category: 'outdoor' };
const OK: BackgroundOutcome = {
  ok: true,
  image: Buffer.from('png'),
  mime: 'image/png',
  made: 'ai',
  description: 'a rooftop terrace',
};
const PRESET: BackgroundOutcome = {
  ...OK,
  made: 'preset',
  reason: 'Matched Rooftop Terrace: rooftop, terrace',
};

function setup(
  options: {
    plan?: PlanId;
    outcome?: BackgroundOutcome;
    failPut?: boolean;
    method?: 'ai' | 'procedural';
  } = {},
) {
  const calls: string[] = [];
  const quota: BackgroundLibraryServiceDeps['quota'] = {
    getUsage: vi.fn(async () => ({ plan: options.plan ?? 'pro' }) as never),
    reserve: vi.fn(async () => {
      calls.push('reserve');
      return { id: 'reservation-1' } as never;
    }),
    settle: vi.fn(async (_id: string, generated: number) => {
      calls.push(`settle ${generated}`);
      return { returned: 1 - generated };
    }),
  };
  const stored = new Map<string, Buffer | Uint8Array>();
  const storage = {
    put: vi.fn(async (key: string, data: Buffer | Uint8Array) => {
      if (options.failPut) throw new Error('disk full');
      stored.set(key, data);
    }),
    delete: vi.fn(async (key: string) => void stored.delete(key)),
  } as unknown as StorageProvider;
  const repo = {
    insertPrompt: vi.fn(async (values: Record<string, string>) => {
      calls.push('insertPrompt');
      return { ...values, id: 'p1', createdAt: new Date() };
    }),
    insertCustom: vi.fn(async (values: Record<string, unknown>) => {
      calls.push('insertCustom');
      return { ...values, createdAt: new Date(), deletedAt: null };
    }),
  } as unknown as BackgroundLibraryRepo;
  const engine = {
    name: options.method === 'procedural' ? 'studio' : 'gemini',
    capabilities: { customBackground: options.method ?? 'ai' },
    generateBackground: vi.fn(async () => {
      calls.push('engine');
      return options.outcome ?? OK;
    }),
  };
  const service = createBackgroundLibraryService({
    repo,
    storage,
    quota,
    engine,
    encode: async () => ({
      png: Buffer.from('big'),
      thumbnail: Buffer.from('small'),
      width: 2048,
      height: 2560,
    }),
  });
  return { service, calls, stored, engine };
}

describe('generating a custom background', () => {
  it('refuses the Free plan before reading the body, and a bad body before reserving', async () => {
    const free = setup({ plan: 'free' });
    await expect(free.service.generate('u1', { nonsense: true })).rejects.toMatchObject({
      status: 403,
      userMessage: TEXTS.upgradeMessage,
    });
    const pro = setup();
    await expect(pro.service.generate('u1', { ...VALID, name: ' ' })).rejects.toMatchObject({
      status: 400,
      userMessage: TEXTS.missingMessage,
    });
    expect([...free.calls, ...pro.calls]).toEqual([]);
  });

  it('reserves, asks the engine with the trimmed text, stores, then counts the image', async () => {
    const { service, calls, stored, engine } = setup();
    const answer = await service.generate('u1', { ...VALID, prompt: ' a rooftop terrace ' });
    expect(calls).toEqual(['reserve', 'engine', 'insertCustom', 'settle 1']);
    expect(engine.generateBackground).toHaveBeenCalledWith(
      { prompt: 'a rooftop terrace', category: 'outdoor' },
      { signal: undefined },
    );
    expect(answer).toMatchObject({ imagesUsed: 1, reason: null });
    const id = answer.background.id;
    expect([...stored.keys()]).toEqual([
      `backgrounds/u1/${id}.png`,
      `backgrounds/u1/${id}-thumb.webp`,
    ]);
  });

  it('gives the image back when the engine fails, keeping a prompt saved before it', async () => {
    const { service, calls } = setup({
      outcome: {
        ok: false,
        failure: { kind: 'timeout', ...reasonOf(keyed('imageServiceTooSlow')) },
      },
    });
    await expect(service.generate('u1', { ...VALID, savePrompt: true })).rejects.toMatchObject({
      status: 503,
      userMessage: TEXTS.tryAgain,
    });
    expect(calls).toEqual(['reserve', 'insertPrompt', 'engine', 'settle 0']);
  });

  it('gives the image back and leaves no file when storing fails', async () => {
    const { service, calls, stored } = setup({ failPut: true });
    await expect(service.generate('u1', VALID)).rejects.toThrow('disk full');
    expect(calls).toEqual(['reserve', 'engine', 'settle 0']);
    expect(stored.size).toBe(0);
  });

  it('reserves nothing on an engine that cannot paint, and reports the preset it chose', async () => {
    const { service, calls } = setup({ method: 'procedural', outcome: PRESET });
    const answer = await service.generate('u1', VALID);
    expect(calls).toEqual(['engine', 'insertCustom']);
    expect(answer).toMatchObject({
      imagesUsed: 0,
      reason: 'Matched Rooftop Terrace: rooftop, terrace',
    });
  });

  it('gives the reservation back when an AI engine reports it made nothing new', async () => {
    const { service, calls } = setup({ outcome: PRESET });
    expect(await service.generate('u1', VALID)).toMatchObject({ imagesUsed: 0 });
    expect(calls).toEqual(['reserve', 'engine', 'insertCustom', 'settle 0']);
  });
});
