import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../config/env.js';
import { createLogger } from '../../lib/logger.js';
import { resolveAuthSecret } from './auth-secret.js';
import { googleSettings } from './google-provider.js';

const dir = await mkdtemp(path.join(os.tmpdir(), 'vastra-secret-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const logger = createLogger('silent');

describe('resolveAuthSecret', () => {
  it('uses BETTER_AUTH_SECRET when set', async () => {
    const secret = 'x'.repeat(40);
    expect(
      await resolveAuthSecret(loadEnv({ BETTER_AUTH_SECRET: secret, DATA_DIR: dir }), logger),
    ).toBe(secret);
  });

  it('generates one once in development, kept in DATA_DIR/auth-secret with mode 0600', async () => {
    const dataDir = path.join(dir, 'dev');
    const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const first = await resolveAuthSecret(env, logger);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(path.join(dataDir, 'auth-secret'))).mode & 0o777).toBe(0o600);
    expect(await resolveAuthSecret(env, logger)).toBe(first);
  });

  it('fails start in production without one', async () => {
    const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: path.join(dir, 'prod') });
    await expect(resolveAuthSecret(env, logger)).rejects.toThrow(ConfigError);
    await expect(resolveAuthSecret(env, logger)).rejects.toThrow(
      /BETTER_AUTH_SECRET: required in production/,
    );
  });

  it('refuses a short BETTER_AUTH_SECRET', () => {
    expect(() => loadEnv({ BETTER_AUTH_SECRET: 'short' })).toThrow(/BETTER_AUTH_SECRET/);
  });
});

describe('googleSettings', () => {
  it('is off with no keys, on with both, and a config error with one', () => {
    expect(googleSettings(loadEnv({}))).toBeNull();
    expect(googleSettings(loadEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }))).toEqual({
      clientId: 'id',
      clientSecret: 's',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
    });
    expect(() => googleSettings(loadEnv({ GOOGLE_CLIENT_ID: 'id' }))).toThrow(
      /GOOGLE_CLIENT_SECRET: required/,
    );
  });
});
