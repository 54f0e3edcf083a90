import { describe, expect, it } from 'vitest';
import { StudioEngine } from '../../engines/studio/studio-engine.js';
import { authConfigOf, authConfigRoutes } from './auth-routes.js';

describe('GET /api/auth-config', () => {
  it("tells the web the running engine's facts: a person or not, and how long it takes", async () => {
    const studio = new StudioEngine({} as ConstructorParameters<typeof StudioEngine>[0]);
    const res = await authConfigRoutes(authConfigOf(false, studio.capabilities)).request('/');
    expect(await res.json()).toEqual({
      googleEnabled: false,
      minPasswordLength: 6,
      onModel: false,
      catalogueSeconds: 15,
      economyBatches: false,
    });
  });

  it('passes an AI engine on as one that takes minutes', () => {
    const config = authConfigOf(true, { onModel: true, catalogueSeconds: 120 });
    expect(config).toMatchObject({
      googleEnabled: true,
      onModel: true,
      catalogueSeconds: 120,
      economyBatches: false,
    });
  });

  it('offers economy batches only on an engine with a batch mode (decision 203)', () => {
    const config = authConfigOf(false, {
      onModel: true,
      catalogueSeconds: 120,
      economyBatches: true,
    });
    expect(config.economyBatches).toBe(true);
  });
});
