/**
 * A development signing identity for Content Credentials (decision 254): a root made here and a
 * signer it certifies, as a C2PA validator wants them (the signer is not a CA, signs documents,
 * carries the email-protection key purpose). Never for production: nobody trusts this root but
 * the tests that are told to.
 */
import { webcrypto } from 'node:crypto';
import * as x509 from '@peculiar/x509';

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY_MS = 86_400_000;
const EMAIL_PROTECTION = '1.3.6.1.5.5.7.3.4';

export interface DevelopmentIdentity {
  /** PKCS#8 PEM of the signer's key. */
  keyPem: string;
  /** The signer's certificate (PEM). */
  certPem: string;
  /** The root that certified it (PEM): a reader's trust anchor in the tests. */
  rootPem: string;
}

export async function makeDevelopmentIdentity(now = new Date()): Promise<DevelopmentIdentity> {
  const notBefore = new Date(now.getTime() - DAY_MS);
  const notAfter = new Date(now.getTime() + 3650 * DAY_MS);
  const rootKeys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: 'CN=Vastra Studio development root, O=Vastra Studio (development)',
    notBefore,
    notAfter,
    signingAlgorithm: ALGORITHM,
    keys: rootKeys,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign,
        true,
      ),
      await x509.SubjectKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });
  const signerKeys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const signer = await x509.X509CertificateGenerator.create({
    serialNumber: '02',
    subject: 'CN=Vastra Studio development signer, O=Vastra Studio (development)',
    issuer: root.subject,
    notBefore,
    notAfter,
    signingAlgorithm: ALGORITHM,
    publicKey: signerKeys.publicKey,
    signingKey: rootKeys.privateKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([EMAIL_PROTECTION]),
      await x509.AuthorityKeyIdentifierExtension.create(rootKeys.publicKey),
      await x509.SubjectKeyIdentifierExtension.create(signerKeys.publicKey),
    ],
  });
  const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', signerKeys.privateKey);
  return {
    keyPem: x509.PemConverter.encode(pkcs8, 'PRIVATE KEY'),
    certPem: signer.toString('pem'),
    rootPem: root.toString('pem'),
  };
}
