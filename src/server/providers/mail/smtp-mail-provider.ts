import { lazily } from '../../lib/lazily.js';
import type { Logger } from '../../lib/logger.js';
import type { MailMessage, MailProvider } from './mail-provider.js';

/**
 * The longest one message may take. It must stay under the 'send-notification' job's expiry
 * (120 s): a send still waiting when the job expires holds the email's once-per-event claim, so
 * the job's retry would find it taken and skip the email, and the late failure that gives the
 * claim back would have no retry left to send it (a test holds the two numbers apart).
 */
export const SMTP_SEND_DEADLINE_MS = 90_000;

/** Sends through an SMTP server given as smtp://user:pass@host:port (smtps:// for TLS). */
export function createSmtpMailProvider(options: {
  url: string;
  from: string;
  logger: Logger;
  /** Trusted certificates beside the system's, for a server with its own CA (tests). */
  tls?: { ca: string };
  deadlineMs?: number;
}): MailProvider {
  const deadlineMs = options.deadlineMs ?? SMTP_SEND_DEADLINE_MS;
  // nodemailer is loaded with the first message, not at start (decision 116).
  const transport = lazily(async () =>
    (await import('nodemailer')).default.createTransport({
      url: options.url,
      // nodemailer's own defaults wait up to 10 minutes for a silent server.
      connectionTimeout: deadlineMs,
      greetingTimeout: deadlineMs,
      socketTimeout: deadlineMs,
      ...(options.tls ? { tls: { ca: options.tls.ca } } : {}),
    }),
  );
  return {
    kind: 'smtp',
    async verify() {
      // nodemailer's verify: connects, says EHLO, upgrades to TLS and signs in; sends nothing.
      await (await transport()).verify();
      const { hostname, port } = new URL(options.url);
      return `connected and signed in to ${hostname}${port ? `:${port}` : ''}`;
    },
    async sendMail(message: MailMessage) {
      const sending = (await transport()).sendMail({ from: options.from, ...message });
      let timer: NodeJS.Timeout | undefined;
      // A server that answers slowly at every step can outlast each timeout above.
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`SMTP send took longer than ${deadlineMs} ms`)),
          deadlineMs,
        );
      });
      try {
        const info = await Promise.race([sending, deadline]);
        options.logger.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'mail sent',
        );
      } finally {
        clearTimeout(timer);
        sending.catch(() => {}); // a send abandoned at the deadline must not go unhandled
      }
    },
  };
}
