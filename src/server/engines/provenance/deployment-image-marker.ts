/** The deployment's image marker: signs with the key its configuration names (decision 254). */
import type { Logger } from '../../lib/logger.js';
import { resolveC2paCredential, type CredentialEnv } from './c2pa-credential.js';
import { createImageMarker, type ImageMarker } from './image-marker.js';

export function imageMarkerFor(env: CredentialEnv, logger: Logger): ImageMarker {
  return createImageMarker(() => resolveC2paCredential(env, logger));
}
