import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Env } from '../../config/env.js';
import type { Logger } from '../../lib/logger.js';

/**
 * The secret that signs sessions and tokens. BETTER_AUTH_SECRET when set. In production it is
 * required. In development and tests one is generated once and kept in DATA_DIR/auth-secret
 * (mode 0600), so sessions survive restarts.
 */
export async function resolveAuthSecret(env: Env, logger: Logger): Promise<string> {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError([
      'BETTER_AUTH_SECRET: required in production (at least 32 characters, e.g. `openssl rand -base64 32`)',
    ]);
  }
  const file = path.join(env.paths.data, 'auth-secret');
  const existing = await readSecretFile(file);
  if (existing) return existing;

  const secret = randomBytes(32).toString('base64url');
  await mkdir(env.paths.data, { recursive: true });
  try {
    // 'wx': if another process created it first, use theirs.
    await writeFile(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    logger.info({ file }, 'generated an auth secret for development');
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const raced = await readSecretFile(file);
    if (!raced) throw error;
    return raced;
  }
}

async function readSecretFile(file: string): Promise<string | null> {
  try {
    const value = (await readFile(file, 'utf8')).trim();
    return value.length >= 32 ? value : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
