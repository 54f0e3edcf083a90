/** Config keys of the images' Content Credentials (decision 254). Merged into env.ts. */
import { z } from 'zod';

export const provenanceEnvShape = {
  /**
   * The deployment's C2PA signing key: a PKCS#8 PEM (EC P-256/P-384 or Ed25519), or the path of
   * a file holding it. Required in production; generated into DATA_DIR/c2pa/ otherwise.
   */
  C2PA_SIGNING_KEY: z.string().optional(),
  /**
   * The key's certificate chain as PEM, the signer's certificate first (then intermediates), or
   * the path of a file holding it. Set with C2PA_SIGNING_KEY.
   */
  C2PA_SIGNING_CERTS: z.string().optional(),
};
