import { constants } from 'node:fs';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../lib/logger.js';
import { lazily } from '../../lib/lazily.js';
import { linksIn, type MailMessage, type MailProvider } from './mail-provider.js';

/**
 * The default mailer: each message becomes a real RFC 822 file,
 * `<outbox>/<timestamp>-<to>.eml`, that any mail client opens, and its links are logged so a
 * developer can follow a verification or reset link without a mail server.
 */
export function createOutboxMailProvider(options: {
  dir: string;
  from: string;
  logger: Logger;
}): MailProvider {
  // nodemailer is loaded with the first message, not at start (decision 116).
  const transport = lazily(async () =>
    (await import('nodemailer')).default.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    }),
  );
  return {
    kind: 'outbox',
    async verify() {
      await mkdir(options.dir, { recursive: true });
      await access(options.dir, constants.W_OK);
      return `outbox: messages are written to ${options.dir}, none leaves this machine`;
    },
    async sendMail(message: MailMessage) {
      const info = await (await transport()).sendMail({ from: options.from, ...message });
      await mkdir(options.dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^\w.@+-]/g, '_');
      const file = path.join(options.dir, `${stamp}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info(
        { to: message.to, subject: message.subject, file, links: linksIn(message.text) },
        'mail written to outbox',
      );
    },
  };
}
