/**
 * What the create page offers: the preset backgrounds (with thumbnails the project renders) and
 * the model personas (stock ones for everyone; Premium ones marked).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { BACKGROUND_PRESETS, findBackgroundPreset } from '../../../core/backgrounds.js';
import type { BackgroundOption, ModelOption } from '../../../core/runs.js';
import { STOCK_MODELS } from '../../../core/stock-models.js';
import type { BackgroundLibrary } from '../../engines/backgrounds/background-library.js';
import type { AppEnv } from '../../http/context.js';
import { AppError } from '../../lib/errors.js';

export function backgroundRoutes(library: BackgroundLibrary, signedIn: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .get('/', signedIn, (c) => {
      const options: BackgroundOption[] = BACKGROUND_PRESETS.map((preset) => ({
        id: preset.id,
        name: preset.name,
        category: preset.category,
        description: preset.description,
        thumbnailUrl: `/api/backgrounds/${preset.id}/thumbnail`,
        isCustom: false,
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
