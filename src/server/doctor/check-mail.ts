/**
 * Mail, proven without sending (decision 226): SMTP connects and signs in, the outbox can write
 * its folder. A message goes out only to the address given with `--mail-to`.
 */
import type { Env } from '../config/env.js';
import type { Logger } from '../lib/logger.js';
import { createMailProvider } from '../providers/mail/create-mail-provider.js';
import { timed, type CheckResult } from './check-result.js';

export function checkMail(env: Env, logger: Logger, mailTo?: string): Promise<CheckResult> {
  return timed('mail', async () => {
    const mailer = createMailProvider(env, logger);
    const found = (await mailer.verify?.()) ?? `${mailer.kind}: cannot be checked without sending`;
    if (!mailTo) return { detail: found };
    const text = `This message was sent by npm run doctor on ${new Date().toISOString()}: mail from ${env.PUBLIC_URL} reaches you.`;
    await mailer.sendMail({
      to: mailTo,
      subject: 'Vastra Studio: the doctor checks the mail',
      text,
      html: `<p>${text}</p>`,
    });
    return { detail: `${found}; sent a message to ${mailTo}` };
  });
}
