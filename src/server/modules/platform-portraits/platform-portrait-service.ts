/**
 * A platform persona's reference portrait for this deployment's engine and model (decision 201):
 * read when stored, else made by exactly one process while the others wait for it. The maker
 * holds a lease it renews; when it dies the lease lapses and the next process to ask takes the
 * making over. A portrait the vendor would not make is a pause, not an error: runs keep their
 * model with the identity anchor until it is tried again. Nothing here is ever charged.
 */
import { randomUUID } from 'node:crypto';
import type { ImageEngine, RunControl } from '../../engines/image-engine.js';
import { sleep } from '../../engines/with-retry.js';
import type { Logger } from '../../lib/logger.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { PlatformPersona } from './platform-personas.js';
import type { PlatformPortraitRepo, PortraitKey } from './platform-portrait-repo.js';

export interface PlatformPortraitOptions {
  /** How long a maker's claim lasts without renewal; renewed every third of it. */
  leaseMs?: number;
  /** How often a waiting process looks again. */
  pollMs?: number;
  /** After a failure, how long runs go without the portrait before it is tried again. */
  failurePauseMs?: number;
  /** The longest a run waits for another process's portrait before it uses the anchor. */
  maxWaitMs: number;
}

export interface PlatformPortraitDeps {
  repo: PlatformPortraitRepo;
  storage: Pick<StorageProvider, 'get' | 'put'>;
  engine: Pick<ImageEngine, 'name' | 'capabilities' | 'portraitModel' | 'generatePortrait'>;
  logger: Logger;
}

/** Where a portrait is stored: its own file per making, so a late maker overwrites nothing. */
export function platformPortraitKey(key: PortraitKey, token: string): string {
  const part = (value: string) => encodeURIComponent(value);
  return `platform/portraits/${part(key.personaId)}/${part(key.engine)}/${part(key.model)}/${token}.png`;
}

export function createPlatformPortraits(
  deps: PlatformPortraitDeps,
  options: PlatformPortraitOptions,
) {
  const { repo, storage, engine, logger } = deps;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 500;
  const failurePauseMs = options.failurePauseMs ?? 5 * 60_000;

  /** Makes the portrait under this process's claim; undefined when it was not made. */
  async function make(
    key: PortraitKey,
    token: string,
    persona: PlatformPersona,
    signal: AbortSignal,
    onBilled: RunControl['onBilled'],
  ): Promise<Buffer | undefined> {
    const log = logger.child({ portrait: key });
    const renewal = setInterval(() => {
      repo.renew(key, token, leaseMs).catch((error: unknown) => {
        log.warn({ err: error }, 'could not renew the platform portrait lease');
      });
    }, leaseMs / 3);
    try {
      log.info('making the platform portrait');
      const outcome = await engine.generatePortrait(
        { name: persona.name, persona: persona.persona },
        { signal, onBilled },
      );
      if (!outcome.ok || outcome.method !== 'ai') {
        if (signal.aborted) await repo.release(key, token);
        else {
          await repo.fail(key, token, failurePauseMs);
          log.warn(
            { failure: outcome.ok ? 'drawn' : outcome.failure },
            'the platform portrait was not made: runs keep their model with the identity anchor',
          );
        }
        return undefined;
      }
      const storageKey = platformPortraitKey(key, token);
      await storage.put(storageKey, outcome.image);
      if (!(await repo.finish(key, token, storageKey)))
        log.warn('the platform portrait claim was taken over; this run uses its own making');
      else log.info('platform portrait ready');
      return outcome.image;
    } catch (error) {
      await repo.fail(key, token, failurePauseMs).catch(() => {});
      throw error;
    } finally {
      clearInterval(renewal);
    }
  }

  return {
    /**
     * The reference portrait of `persona` on this engine and model, made on first use; undefined
     * when the engine paints no portraits (the studio engine, FASHN), when it could not be made,
     * or when the run was stopped while waiting. `onBilled` hears what its making cost, when this
     * call makes it (decision 225).
     */
    async portraitFor(
      persona: PlatformPersona,
      signal: AbortSignal,
      onBilled?: RunControl['onBilled'],
    ): Promise<Buffer | undefined> {
      const model = engine.portraitModel;
      if (engine.capabilities.portrait !== 'ai' || !model) return undefined;
      const key: PortraitKey = { personaId: persona.id, engine: engine.name, model };
      const waitUntil = Date.now() + options.maxWaitMs;
      while (!signal.aborted) {
        const token = randomUUID();
        const claim = await repo.claim(key, token, leaseMs);
        if (claim.kind === 'claimed') return make(key, token, persona, signal, onBilled);
        if (claim.kind === 'failed') return undefined;
        if (claim.kind === 'ready') {
          const image = await storage.get(claim.storageKey);
          if (image) return image;
          logger.warn({ portrait: key }, 'platform portrait file missing: made again');
          await repo.forget(key, claim.storageKey);
          continue;
        }
        if (Date.now() >= waitUntil) {
          logger.warn({ portrait: key }, 'waited too long for the platform portrait');
          return undefined;
        }
        await sleep(pollMs, signal).catch(() => {});
      }
      return undefined;
    },
  };
}

export type PlatformPortraits = ReturnType<typeof createPlatformPortraits>;
