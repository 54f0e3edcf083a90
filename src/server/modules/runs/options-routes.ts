/**
 * What the create page offers: the first backgrounds of the user's library (favourites, their
 * custom ones, then the presets, whose thumbnails the project renders) and the models (the
 * user's own, then the stock personas the plan may use), each with its portrait.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { findBackgroundPreset } from '../../../core/backgrounds.js';
import type { BackgroundOption } from '../../../core/runs.js';
import type { BackgroundLibrary } from '../../engines/backgrounds/background-library.js';
import type { AppEnv } from '../../http/context.js';
import type { BackgroundLibraryService } from '../background-library/background-library-service.js';
import type { ModelLibraryService } from '../model-library/model-library-service.js';
import { AppError } from '../../lib/errors.js';
import { currentUser } from '../auth/require-user.js';
import { keyed } from '../../../core/server-messages.js';

export function backgroundRoutes(
  library: BackgroundLibrary,
  userLibrary: Pick<BackgroundLibraryService, 'createPageBackgrounds'>,
  signedIn: MiddlewareHandler<AppEnv>,
) {
  return new Hono<AppEnv>()
    .get('/', signedIn, async (c) => {
      const backgrounds = await userLibrary.createPageBackgrounds(currentUser(c).id);
      const options: BackgroundOption[] = backgrounds.map((background) => ({
        id: background.id,
        name: background.name,
        category: background.category,
        description: background.description,
        thumbnailUrl: background.thumbnailUrl,
        isCustom: background.isCustom,
      }));
      return c.json(options);
    })
    .get('/:id/thumbnail', async (c) => {
      // Preset thumbnails are the same for everyone and contain nothing private.
      const preset = findBackgroundPreset(c.req.param('id'));
      if (!preset) throw new AppError('NOT_FOUND', keyed('backgroundNotFound'));
      const image = await library.thumbnail(preset.id);
      return c.body(new Uint8Array(image), 200, {
        'Content-Type': 'image/webp',
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}

/** The create page's model select: the user's models newest first, then the usable stock personas. */
export function modelRoutes(
  models: Pick<ModelLibraryService, 'createPageModels'>,
  signedIn: MiddlewareHandler<AppEnv>,
) {
  return new Hono<AppEnv>().get('/', signedIn, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await models.createPageModels(currentUser(c).id));
  });
}
