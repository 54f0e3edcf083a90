/**
 * The deployment's Content Credentials signing key and certificates (decision 254), resolved as
 * the auth secret is: C2PA_SIGNING_KEY and C2PA_SIGNING_CERTS when set (PEM text or a file's
 * path); required in production; in development and tests a root and a signer are generated
 * once into DATA_DIR/c2pa/ (key mode 0600) and kept, so a restart signs with the same identity.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type Env } from '../../config/env.js';
import type { Logger } from '../../lib/logger.js';
import { makeDevelopmentIdentity } from './development-certificates.js';

export interface C2paCredential {
  /** PKCS#8 PEM. */
  keyPem: string;
  /** PEM certificates, the signer's first. */
  certsPem: string;
}

export type CredentialEnv = Pick<Env, 'NODE_ENV' | 'C2PA_SIGNING_KEY' | 'C2PA_SIGNING_CERTS'> & {
  paths: Pick<Env['paths'], 'data'>;
};

const isPem = (value: string) => value.includes('-----BEGIN ');
const pemOrFile = async (value: string) => (isPem(value) ? value : readFile(value, 'utf8'));

export async function resolveC2paCredential(
  env: CredentialEnv,
  logger: Logger,
): Promise<C2paCredential> {
  const { C2PA_SIGNING_KEY: key, C2PA_SIGNING_CERTS: certs } = env;
  if (key && certs) return { keyPem: await pemOrFile(key), certsPem: await pemOrFile(certs) };
  if (key || certs) throw new ConfigError(['C2PA_SIGNING_KEY and C2PA_SIGNING_CERTS: set both']);
  if (env.NODE_ENV === 'production')
    throw new ConfigError([
      'C2PA_SIGNING_KEY and C2PA_SIGNING_CERTS: required in production (the key and certificate chain that sign the images’ Content Credentials, decision 254)',
    ]);
  return developmentCredential(path.join(env.paths.data, 'c2pa'), logger);
}

/** The files of the generated identity: the root is kept for readers that are told to trust it. */
export const developmentFiles = (folder: string) => ({
  key: path.join(folder, 'signer-key.pem'),
  certs: path.join(folder, 'signer-certs.pem'),
  root: path.join(folder, 'root.pem'),
});

async function readIfThere(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function developmentCredential(folder: string, logger: Logger): Promise<C2paCredential> {
  const files = developmentFiles(folder);
  const [keyPem, certsPem] = await Promise.all([readIfThere(files.key), readIfThere(files.certs)]);
  if (keyPem && certsPem) return { keyPem, certsPem };
  const identity = await makeDevelopmentIdentity();
  await mkdir(folder, { recursive: true });
  try {
    // The key last and 'wx': if another process made one first, theirs is used.
    await writeFile(files.root, identity.rootPem, { flag: 'wx' });
    await writeFile(files.certs, identity.certPem, { flag: 'wx' });
    await writeFile(files.key, identity.keyPem, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return waitForOtherProcess(files);
  }
  logger.info({ folder }, 'generated a C2PA signing identity for development');
  return { keyPem: identity.keyPem, certsPem: identity.certPem };
}

/** Another process is writing the identity: its key file is the last to appear. */
async function waitForOtherProcess(files: ReturnType<typeof developmentFiles>) {
  for (let tries = 0; tries < 50; tries++) {
    const [keyPem, certsPem] = await Promise.all([
      readIfThere(files.key),
      readIfThere(files.certs),
    ]);
    if (keyPem && certsPem) return { keyPem, certsPem };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The C2PA identity in ${path.dirname(files.key)} was never completed.`);
}
