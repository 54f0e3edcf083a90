import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/env.js';
import { createLogger } from '../../lib/logger.js';
import { resolveC2paCredential, type CredentialEnv } from './c2pa-credential.js';
import { makeDevelopmentIdentity } from './development-certificates.js';

const logger = createLogger('silent');
const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function envWith(over: Partial<CredentialEnv> = {}): Promise<CredentialEnv> {
  const data = await mkdtemp(path.join(tmpdir(), 'vastra-c2pa-'));
  folders.push(data);
  return { NODE_ENV: 'development', paths: { data }, ...over };
}

describe('the deployment’s C2PA signing key (decision 254)', () => {
  it('is generated once outside production, the key readable by its owner only', async () => {
    const env = await envWith();
    const first = await resolveC2paCredential(env, logger);
    expect(first.keyPem).toContain('BEGIN PRIVATE KEY');
    expect(await resolveC2paCredential(env, logger)).toEqual(first);
    const key = path.join(env.paths.data, 'c2pa', 'signer-key.pem');
    expect((await stat(key)).mode & 0o777).toBe(0o600);
    expect(await readFile(path.join(env.paths.data, 'c2pa', 'root.pem'), 'utf8')).toContain(
      'BEGIN CERTIFICATE',
    );
  });

  it('is required in production, and never generated there', async () => {
    const env = await envWith({ NODE_ENV: 'production' });
    await expect(resolveC2paCredential(env, logger)).rejects.toBeInstanceOf(ConfigError);
  });

  it('takes the configured key and chain, as PEM text or a file', async () => {
    const identity = await makeDevelopmentIdentity();
    const env = await envWith({
      NODE_ENV: 'production',
      C2PA_SIGNING_KEY: identity.keyPem,
      C2PA_SIGNING_CERTS: identity.certPem,
    });
    expect(await resolveC2paCredential(env, logger)).toEqual({
      keyPem: identity.keyPem,
      certsPem: identity.certPem,
    });
    const half = await envWith({ C2PA_SIGNING_KEY: identity.keyPem });
    await expect(resolveC2paCredential(half, logger)).rejects.toBeInstanceOf(ConfigError);
  });
});
