import { lazily } from '../../lib/lazily.js';
import type { Logger } from '../../lib/logger.js';
import type { MailMessage, MailProvider } from './mail-provider.js';

/** Sends through an SMTP server given as smtp://user:pass@host:port (smtps:// for TLS). */
export function createSmtpMailProvider(options: {
  url: string;
  from: string;
  logger: Logger;
}): MailProvider {
  // nodemailer is loaded with the first message, not at start (decision 116).
  const transport = lazily(async () =>
    (await import('nodemailer')).default.createTransport(options.url),
  );
  return {
    kind: 'smtp',
    async sendMail(message: MailMessage) {
      const info = await (await transport()).sendMail({ from: options.from, ...message });
      options.logger.info(
        { to: message.to, subject: message.subject, messageId: info.messageId },
        'mail sent',
      );
    },
  };
}
