import type { MailMessage, MailProvider } from '../../src/server/providers/mail/mail-provider.js';
import { linksIn } from '../../src/server/providers/mail/mail-provider.js';

/** A mailer that keeps every message in memory, so tests read the links they carry. */
export function createRecordingMailer() {
  const messages: MailMessage[] = [];
  const mailer: MailProvider & {
    messages: MailMessage[];
    to(address: string): MailMessage[];
    lastLinkTo(address: string): string;
  } = {
    kind: 'recording',
    messages,
    async sendMail(message) {
      messages.push(message);
    },
    to: (address) => messages.filter((m) => m.to === address),
    lastLinkTo(address) {
      const last = mailer.to(address).at(-1);
      const link = last ? linksIn(last.text)[0] : undefined;
      if (!link) throw new Error(`no mail with a link to ${address}`);
      return link;
    },
  };
  return mailer;
}
