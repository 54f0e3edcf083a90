/**
 * Reads a message as an SMTP server received it (RFC 5322 with MIME): unfolded headers, RFC 2047
 * encoded words, and every leaf part decoded from base64 or quoted-printable. Enough for tests
 * to check what arrived; not a general mail parser.
 */
export interface MailPart {
  headers: Map<string, string>;
  contentType: string;
  filename: string | null;
  content: Buffer;
}

export interface ParsedMail {
  headers: Map<string, string>;
  parts: MailPart[];
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi,
    (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : unQuote(text.replace(/_/g, ' ')).toString('utf8'),
  );
}

function unQuote(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes);
}

function split(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()));
    }
  }
  return { headers, body: end < 0 ? '' : raw.slice(end + 4) };
}

const parameter = (value: string, name: string) =>
  value.match(new RegExp(`${name}="?([^";]+)"?`, 'i'))?.[1] ?? null;

function leaves(raw: string): MailPart[] {
  const { headers, body } = split(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = parameter(contentType, 'boundary');
  if (contentType.startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => leaves(part.replace(/^\r\n/, '')));
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? unQuote(body)
        : Buffer.from(body, 'utf8');
  const disposition = headers.get('content-disposition') ?? '';
  return [
    {
      headers,
      contentType: contentType.split(';')[0]!.trim(),
      filename: parameter(disposition, 'filename') ?? parameter(contentType, 'name'),
      content,
    },
  ];
}

export function parseMail(raw: string): ParsedMail {
  return { headers: split(raw).headers, parts: leaves(raw) };
}
