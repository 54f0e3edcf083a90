/**
 * Signs C2PA claims with the deployment's key through node:crypto (decision 254). c2pa-ts's own
 * LocalSigner writes ECDSA signatures in DER, which COSE (RFC 9053) and c2pa-rs refuse ("EC
 * signature should be in P1363 r|s format"); this one writes r|s, as COSE asks.
 */
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { PemConverter, X509Certificate } from '@peculiar/x509';
import { CoseAlgorithmIdentifier, type Signer } from '@trustnxt/c2pa-ts/cose';
import type { C2paCredential } from './c2pa-credential.js';

const EC_ALGORITHMS: Record<string, { cose: CoseAlgorithmIdentifier; hash: string }> = {
  prime256v1: { cose: CoseAlgorithmIdentifier.ES256, hash: 'sha256' },
  secp384r1: { cose: CoseAlgorithmIdentifier.ES384, hash: 'sha384' },
  secp521r1: { cose: CoseAlgorithmIdentifier.ES512, hash: 'sha512' },
};

function algorithmOf(key: KeyObject): { cose: CoseAlgorithmIdentifier; hash: string | null } {
  if (key.asymmetricKeyType === 'ed25519')
    return { cose: CoseAlgorithmIdentifier.Ed25519, hash: null };
  const curve = key.asymmetricKeyDetails?.namedCurve;
  const ec = key.asymmetricKeyType === 'ec' && curve ? EC_ALGORITHMS[curve] : undefined;
  if (!ec)
    throw new Error(
      `C2PA_SIGNING_KEY: an EC P-256, P-384, P-521 or Ed25519 key is needed (got ${key.asymmetricKeyType ?? 'unknown'} ${curve ?? ''})`.trim(),
    );
  return ec;
}

export function createC2paSigner(credential: C2paCredential): Signer {
  const key = createPrivateKey(credential.keyPem);
  const { cose, hash } = algorithmOf(key);
  const certificates = PemConverter.decode(credential.certsPem).map(
    (der) => new X509Certificate(der),
  );
  const [certificate, ...chainCertificates] = certificates;
  if (!certificate) throw new Error('C2PA_SIGNING_CERTS: no certificate found');
  return {
    algorithm: cose,
    certificate,
    chainCertificates,
    sign: (payload) =>
      Promise.resolve(new Uint8Array(sign(hash, payload, { key, dsaEncoding: 'ieee-p1363' }))),
  };
}
