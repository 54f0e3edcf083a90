/**
 * What the create page offers: the first backgrounds of the user's library (favourites, their
 * custom ones, then the presets, whose thumbnails the project renders) and the model personas
 * (stock ones for everyone; Premium ones marked).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { findBackgroundPreset } from '../../../core/backgrounds.js';
import type { BackgroundOption, ModelOption } from '../../../core/runs.js';
import { STOCK_MODELS } from '../../../core/stock-models.js';
import type { BackgroundLibrary } from '../../engines/backgrounds/background-library.js';
import type { AppEnv } from '../../http/context.js';
import type { BackgroundLibraryService } from '../background-library/background-library-service.js';
import { AppError } from '../../lib/errors.js';
import { currentUser } from '../auth/require-user.js';

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
      if (!preset) throw new AppError('NOT_FOUND', 'Background not found');
      const image = await library.thumbnail(preset.id);
      return c.body(new Uint8Array(image), 200, {
        'Content-Type': 'image/webp',
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}

export function modelRoutes(signedIn: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>().get('/', signedIn, (c) => {
    const options: ModelOption[] = STOCK_MODELS.map((model) => ({
      id: model.id,
      name: model.name,
      description: model.description,
      ethnicity: model.ethnicity,
      gender: model.gender,
      age: model.age,
      bodyType: model.bodyType,
      isPremium: model.isPremium,
      isCustom: false,
    }));
    return c.json(options);
  });
}
