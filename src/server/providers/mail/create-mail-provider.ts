import type { Env } from '../../config/env.js';
import type { Logger } from '../../lib/logger.js';
import type { MailProvider } from './mail-provider.js';
import { createOutboxMailProvider } from './outbox-mail-provider.js';
import { createSmtpMailProvider } from './smtp-mail-provider.js';

/** SMTP when SMTP_URL is set, otherwise the outbox folder under DATA_DIR. */
export function createMailProvider(env: Env, logger: Logger): MailProvider {
  if (env.SMTP_URL)
    return createSmtpMailProvider({ url: env.SMTP_URL, from: env.MAIL_FROM, logger });
  return createOutboxMailProvider({ dir: env.paths.outbox, from: env.MAIL_FROM, logger });
}
