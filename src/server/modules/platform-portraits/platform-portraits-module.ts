/** The platform portraits as a worker process builds them (runtime.ts), when they are on. */
import type { Database } from '../../db/client.js';
import { configuredDeadline } from '../../engines/ai/vendor-deadlines.js';
import type { ImageEngine } from '../../engines/image-engine.js';
import type { Logger } from '../../lib/logger.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import { createPlatformPortraitRepo } from './platform-portrait-repo.js';
import { createPlatformPortraits, type PlatformPortraits } from './platform-portrait-service.js';

/** Past this margin over the portrait's own time bound, a waiting run takes the anchor. */
const WAIT_MARGIN_MS = 30_000;

export function platformPortraitsFor(
  env: {
    PLATFORM_PORTRAITS: 'on' | 'off';
    IMAGE_ENGINE: string;
    ENGINE_SHOT_TIMEOUT_MS?: number;
  },
  deps: { db: Database; storage: StorageProvider; engine: ImageEngine; logger: Logger },
): PlatformPortraits | undefined {
  if (env.PLATFORM_PORTRAITS === 'off' || deps.engine.capabilities.portrait !== 'ai')
    return undefined;
  return createPlatformPortraits(
    {
      repo: createPlatformPortraitRepo(deps.db),
      storage: deps.storage,
      engine: deps.engine,
      logger: deps.logger,
    },
    // The engine bounds a portrait by its model's shot time (remote-engine.ts libraryBound).
    {
      maxWaitMs: configuredDeadline(env, deps.engine.portraitModel ?? '').shotMs + WAIT_MARGIN_MS,
    },
  );
}
