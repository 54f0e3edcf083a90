/**
 * The parts of a multipart .eml from the outbox, each decoded on its own, so a test can tell the
 * HTML part from the plain-text one (a name is literal in the text part and escaped in the HTML).
 */

export interface MimePart {
  contentType: string;
  body: string;
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
      if (/^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line?.slice(name.length + 1).trim() ?? '';
}

/** The leaf parts of a message (one level of multipart, as nodemailer writes them). */
export function mimeParts(raw: string): MimePart[] {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const contentType = headerOf(head, 'content-type');
  const boundary = contentType.match(/boundary="?([^";]+)"?/)?.[1];
  if (!boundary)
    return [
      {
        contentType: contentType.split(';')[0] ?? '',
        body: decodeBody(body, headerOf(head, 'content-transfer-encoding').toLowerCase()),
      },
    ];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => mimeParts(chunk.replace(/^\r?\n/, '')));
}
