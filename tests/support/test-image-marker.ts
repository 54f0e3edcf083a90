/**
 * An image marker for tests that build a module by hand (decision 254): signs with a development
 * identity made once per test file; `testTrustAnchor` is the root a reader is told to trust.
 */
import { makeDevelopmentIdentity } from '../../src/server/engines/provenance/development-certificates.js';
import { createImageMarker } from '../../src/server/engines/provenance/image-marker.js';

const identity = makeDevelopmentIdentity();

export const testImageMarker = createImageMarker(async () => {
  const { keyPem, certPem } = await identity;
  return { keyPem, certsPem: certPem };
});

export async function testTrustAnchor(): Promise<string> {
  return (await identity).rootPem;
}
