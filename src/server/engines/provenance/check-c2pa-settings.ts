/**
 * What `npm run doctor` checks of the images' signing key before anything starts (decisions 226
 * and 254): required in production; when set, both halves there, the key one C2PA signs with,
 * the chain's PEM readable. Nothing is generated or written here.
 */
import { readFileSync } from 'node:fs';
import { ConfigError } from '../../config/env.js';
import type { CredentialEnv } from './c2pa-credential.js';
import { createC2paSigner } from './c2pa-signer.js';

const pemOrFile = (value: string) =>
  value.includes('-----BEGIN ') ? value : readFileSync(value, 'utf8');

export function checkC2paSettings(env: CredentialEnv): void {
  const { C2PA_SIGNING_KEY: key, C2PA_SIGNING_CERTS: certs } = env;
  if (!key && !certs) {
    if (env.NODE_ENV === 'production')
      throw new ConfigError(['C2PA_SIGNING_KEY and C2PA_SIGNING_CERTS: required in production']);
    return;
  }
  if (!key || !certs) throw new ConfigError(['C2PA_SIGNING_KEY and C2PA_SIGNING_CERTS: set both']);
  try {
    createC2paSigner({ keyPem: pemOrFile(key), certsPem: pemOrFile(certs) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError([`C2PA_SIGNING_KEY / C2PA_SIGNING_CERTS: ${reason}`]);
  }
}
