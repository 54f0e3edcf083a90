/**
 * A self-signed TLS certificate for 127.0.0.1 and localhost, made with node:crypto alone (an
 * EC P-256 key, the X.509 DER written by hand), for test servers that speak TLS.
 */
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const length =
    body.length < 0x80
      ? Buffer.from([body.length])
      : body.length < 0x100
        ? Buffer.from([0x81, body.length])
        : Buffer.from([0x82, body.length >> 8, body.length & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
}
const sequence = (...content: Buffer[]) => der(0x30, ...content);
const set = (...content: Buffer[]) => der(0x31, ...content);
const integer = (bytes: Buffer) =>
  der(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const octets = (bytes: Buffer) => der(0x04, bytes);
const bits = (bytes: Buffer) => der(0x03, Buffer.from([0]), bytes);
const utf8 = (text: string) => der(0x0c, Buffer.from(text, 'utf8'));
const utcTime = (date: Date) =>
  der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`, 'ascii'));

function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first! * 40 + second!];
  for (const value of rest) {
    const groups = [value & 0x7f];
    for (let v = value >> 7; v > 0; v >>= 7) groups.unshift((v & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return der(0x06, Buffer.from(bytes));
}

export interface TestCertificate {
  key: string;
  cert: string;
}

export function selfSignedCertificate(commonName = 'localhost'): TestCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const ecdsaWithSha256 = sequence(oid('1.2.840.10045.4.3.2'));
  const name = sequence(set(sequence(oid('2.5.4.3'), utf8(commonName))));
  const now = Date.now();
  const altNames = sequence(
    der(0x82, Buffer.from('localhost', 'ascii')), // dNSName
    der(0x87, Buffer.from([127, 0, 0, 1])), // iPAddress
  );
  // DER wants an integer's shortest form: a random first byte of 0x00 made one serial in 512 a
  // certificate OpenSSL refused ('illegal padding'); the first byte is kept in 0x01-0x7f.
  const serial = randomBytes(8);
  serial[0] = (serial[0]! & 0x7f) | 0x01;
  const tbs = sequence(
    der(0xa0, integer(Buffer.from([2]))), // v3
    integer(serial),
    ecdsaWithSha256,
    name,
    sequence(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    der(
      0xa3,
      sequence(
        sequence(oid('2.5.29.19'), octets(sequence(der(0x01, Buffer.from([0xff]))))), // CA
        sequence(oid('2.5.29.17'), octets(altNames)),
      ),
    ),
  );
  const signature = sign('sha256', tbs, { key: privateKey, dsaEncoding: 'der' });
  const certificate = sequence(tbs, ecdsaWithSha256, bits(signature));
  const lines = certificate
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n');
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${lines}\n-----END CERTIFICATE-----\n`,
  };
}
