/**
 * The benchmarks start the server as production does (NODE_ENV=production), which needs the
 * images' C2PA signing key (decision 254): a development identity made once per benchmark run,
 * given as PEM text.
 */
import { makeDevelopmentIdentity } from '../../src/server/engines/provenance/development-certificates.js';

const identity = await makeDevelopmentIdentity();

export const BENCH_SIGNING_ENV = {
  C2PA_SIGNING_KEY: identity.keyPem,
  C2PA_SIGNING_CERTS: identity.certPem,
} as const;
