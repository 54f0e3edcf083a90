import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { createOutboxMailProvider } from './outbox-mail-provider.js';
import { createSmtpMailProvider } from './smtp-mail-provider.js';

const FROM = 'Vastra Studio <no-reply@vastra.studio>';
const message = {
  to: 'asha@example.com',
  subject: 'Verify your email for Vastra Studio',
  text: 'Open https://vastra.example/api/auth/verify-email?token=abc.def&callbackURL=%2F to verify.',
  html: '<p>Open <a href="https://vastra.example/api/auth/verify-email?token=abc.def">this link</a>.</p>',
};

/** Undoes quoted-printable soft line breaks and escapes, enough to find a link. */
const unQuotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const dir = await mkdtemp(path.join(os.tmpdir(), 'vastra-outbox-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('outbox mail provider', () => {
  it('writes a real .eml per message, creating the folder, and logs its links', async () => {
    const logger = createLogger('silent');
    const info = vi.spyOn(logger, 'info');
    const outbox = path.join(dir, 'data', 'outbox');
    await createOutboxMailProvider({ dir: outbox, from: FROM, logger }).sendMail(message);
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-asha@example\.com\.eml$/);
    const eml = await readFile(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toContain('From: Vastra Studio <no-reply@vastra.studio>');
    expect(eml).toContain('To: asha@example.com');
    expect(eml).toContain('Subject: Verify your email for Vastra Studio');
    expect(eml).toMatch(/multipart\/alternative/);
    expect(unQuotedPrintable(eml)).toContain(
      'https://vastra.example/api/auth/verify-email?token=abc.def',
    );
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({
        links: ['https://vastra.example/api/auth/verify-email?token=abc.def&callbackURL=%2F'],
      }),
      'mail written to outbox',
    );
  });
});

describe('headers and attachments', () => {
  it('writes List-Unsubscribe headers and a PDF attachment into the .eml', async () => {
    const outbox = path.join(dir, 'with-attachment');
    await createOutboxMailProvider({
      dir: outbox,
      from: FROM,
      logger: createLogger('silent'),
    }).sendMail({
      ...message,
      headers: {
        'List-Unsubscribe': '<https://vastra.example/api/notifications/unsubscribe?token=t.s>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      attachments: [
        {
          filename: 'invoice-VS-2026-000001.pdf',
          content: Buffer.from('%PDF-1.3 test'),
          contentType: 'application/pdf',
        },
      ],
    });
    const [file] = await readdir(outbox);
    // Long headers are folded onto continuation lines (RFC 5322); mail clients unfold them.
    const eml = (await readFile(path.join(outbox, file!), 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
    expect(eml).toContain(
      'List-Unsubscribe: <https://vastra.example/api/notifications/unsubscribe?token=t.s>',
    );
    expect(eml).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(eml).toMatch(/multipart\/mixed/);
    expect(eml).toMatch(/Content-Type: application\/pdf; name="?invoice-VS-2026-000001\.pdf"?/);
    expect(eml).toContain(Buffer.from('%PDF-1.3 test').toString('base64'));
  });
});

describe('SMTP mail provider', () => {
  it('delivers a message a real SMTP server receives', async () => {
    const received: { from?: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    try {
      const mailer = createSmtpMailProvider({
        url: `smtp://127.0.0.1:${port}`,
        from: FROM,
        logger: createLogger('silent'),
      });
      await mailer.sendMail(message);
      expect(received).toHaveLength(1);
      expect(received[0]?.from).toBe('no-reply@vastra.studio');
      expect(received[0]?.to).toEqual(['asha@example.com']);
      expect(received[0]?.data).toContain('Subject: Verify your email for Vastra Studio');
      expect(unQuotedPrintable(received[0]?.data ?? '')).toContain(
        '<a href="https://vastra.example/api/auth/verify-email',
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
