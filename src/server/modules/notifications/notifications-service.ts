/**
 * The emails the Settings switches promise (decisions 038 and 150): a long single catalogue that
 * finished while its page was closed, a finished batch, the usage alert at 80% of the month's
 * images, and the payment receipt with its invoice. Each email is sent at most once per event:
 * the event is claimed (one row per user, kind and event) before the email goes out. Switches
 * are read at send time, so an email queued before a switch was turned off is not sent.
 */
import { z } from 'zod';
import {
  LONG_RUN_SECONDS,
  SWITCH_LABELS,
  SWITCH_OF_KIND,
  USAGE_ALERT_RATIO,
  type NotificationKind,
  type UnsubscribeAnswer,
} from '../../../core/notifications.js';
import { paths } from '../../../core/paths.js';
import type { BillingPeriod, PlanId } from '../../../core/plans.js';
import type { EmailContent } from '../../lib/email-layout.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { MailAttachment, MailProvider } from '../../providers/mail/mail-provider.js';
import { batchFinishedMessage } from './email-templates/batch-finished.js';
import { paymentReceiptMessage } from './email-templates/payment-receipt.js';
import { runFinishedMessage } from './email-templates/run-finished.js';
import { unsubscribeReason } from './email-templates/unsubscribe-reason.js';
import { usageAlertMessage } from './email-templates/usage-alert.js';
import type { NotificationRepo, Recipient } from './notification-repo.js';
import { wasWatchedAtFinish } from './run-watch-rule.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';
import { keyed } from '../../../core/server-messages.js';

/** What makes an email due; the 'send-notification' job carries one. */
export const notificationEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('run-finished'), runId: z.string().uuid() }),
  /** Images were settled: the usage alert is due if 80% of the month's images are used. */
  z.object({ kind: z.literal('usage-check'), userId: z.string().min(1) }),
  z.object({
    kind: z.literal('payment-receipt'),
    userId: z.string().min(1),
    paymentId: z.string().uuid(),
  }),
  z.object({
    kind: z.literal('batch-finished'),
    userId: z.string().min(1),
    batchId: z.string().min(1),
    name: z.string().min(1),
    done: z.number().int().min(0),
    failed: z.number().int().min(0),
    /** Where the email's button leads: the batch's page (a path of the web app, or a full URL). */
    link: z.string().min(1),
  }),
]);
export type NotificationEvent = z.infer<typeof notificationEventSchema>;
export type BatchFinishedEvent = Omit<
  Extract<NotificationEvent, { kind: 'batch-finished' }>,
  'kind'
>;

/** Makes an email due: queued as a job on a server, delivered at once in tests. */
export type Notify = (event: NotificationEvent) => Promise<void>;

/** What became of an event: sent, or why not. */
export type NotificationOutcome =
  'sent' | 'already-sent' | 'switched-off' | 'not-due' | 'page-open' | 'no-recipient';

export interface UsageReading {
  plan: PlanId;
  used: number;
  limit: number;
  periodStart: Date;
  periodEnd: Date;
}

export interface Receipt {
  invoiceNumber: string;
  plan: PlanId;
  billingPeriod: BillingPeriod;
  amountPaise: number;
  issuedAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  pdf: Buffer;
}

export interface NotificationsDeps {
  repo: Pick<
    NotificationRepo,
    'claim' | 'release' | 'findRecipient' | 'turnOff' | 'findFinishedRun' | 'findRunWatch'
  >;
  mailer: MailProvider;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  /** The month's usage as the quota counts it. */
  usage(userId: string): Promise<UsageReading>;
  /** A completed payment's invoice and its PDF; null when there is none (or not this user's). */
  receipt(userId: string, paymentId: string): Promise<Receipt | null>;
  logger: Logger;
}

export function createNotificationsService(deps: NotificationsDeps) {
  const { repo, mailer, tokens, publicUrl, logger } = deps;
  const absolute = (link: string) => (/^https?:\/\//.test(link) ? link : `${publicUrl}${link}`);

  /** Sends one email for one event, at most once, if its switch (if any) is on. */
  async function sendOnce(
    userId: string,
    kind: NotificationKind,
    eventKey: string,
    build: (
      recipient: Recipient,
      unsubscribeUrl: string | null,
    ) => Promise<EmailContent & { attachments?: MailAttachment[] }>,
  ): Promise<NotificationOutcome> {
    const recipient = await repo.findRecipient(userId);
    if (!recipient) return 'no-recipient';
    const switchName = SWITCH_OF_KIND[kind];
    if (switchName && !recipient.settings[switchName]) return 'switched-off';
    if (!(await repo.claim(userId, kind, eventKey))) return 'already-sent';
    const token = switchName ? tokens.sign({ userId, switch: switchName }) : null;
    const unsubscribePage = token
      ? `${publicUrl}${paths.unsubscribe}?token=${encodeURIComponent(token)}`
      : null;
    try {
      const content = await build(recipient, unsubscribePage);
      await mailer.sendMail({
        to: recipient.email,
        ...content,
        // RFC 8058 one-click: mail clients POST 'List-Unsubscribe=One-Click' to this address.
        ...(token
          ? {
              headers: {
                'List-Unsubscribe': `<${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
      });
    } catch (error) {
      // Not sent: give the event back so the job's retry can send it.
      await repo.release(userId, kind, eventKey);
      throw error;
    }
    logger.info({ userId, kind, eventKey }, 'notification email sent');
    return 'sent';
  }

  const footer = (
    switchName: 'emailNotifications' | 'usageAlerts',
    url: string | null,
    recipient: Recipient,
  ) => ({
    reason: unsubscribeReason(switchName, recipient.language),
    url: url ?? `${publicUrl}${paths.settings}`,
  });

  async function runFinished(runId: string): Promise<NotificationOutcome> {
    const run = await repo.findFinishedRun(runId);
    if (!run || run.status !== 'completed' || !run.finishedAt) return 'not-due';
    const seconds = (run.finishedAt.getTime() - run.createdAt.getTime()) / 1000;
    if (seconds < LONG_RUN_SECONDS) return 'not-due';
    if (wasWatchedAtFinish(await repo.findRunWatch(runId), run.finishedAt)) return 'page-open';
    return sendOnce(run.userId, 'run-finished', runId, async (recipient, unsubscribe) =>
      runFinishedMessage(
        {
          name: recipient.name,
          generated: run.generated,
          total: run.total,
          url: `${publicUrl}${paths.dashboard}`,
          unsubscribe: footer('emailNotifications', unsubscribe, recipient),
        },
        recipient.language,
      ),
    );
  }

  async function usageCheck(userId: string): Promise<NotificationOutcome> {
    const usage = await deps.usage(userId);
    if (usage.limit <= 0 || usage.used < Math.ceil(usage.limit * USAGE_ALERT_RATIO)) {
      return 'not-due';
    }
    // Keyed by the billing month: one alert per period, however often images are settled.
    return sendOnce(
      userId,
      'usage-alert',
      usage.periodStart.toISOString(),
      async (recipient, unsubscribe) =>
        usageAlertMessage(
          {
            name: recipient.name,
            plan: usage.plan,
            used: usage.used,
            limit: usage.limit,
            periodEnd: usage.periodEnd,
            url: `${publicUrl}${paths.pricing}`,
            unsubscribe: footer('usageAlerts', unsubscribe, recipient),
          },
          recipient.language,
        ),
    );
  }

  /** The receipt email of one payment, with its invoice PDF attached. */
  function receiptEmail(recipient: Recipient, receipt: Receipt) {
    return {
      ...paymentReceiptMessage(
        {
          name: recipient.name,
          invoiceNumber: receipt.invoiceNumber,
          plan: receipt.plan,
          billingPeriod: receipt.billingPeriod,
          amountPaise: receipt.amountPaise,
          paidAt: receipt.issuedAt,
          periodStart: receipt.periodStart,
          periodEnd: receipt.periodEnd,
          url: `${publicUrl}${paths.settings}`,
        },
        recipient.language,
      ),
      attachments: [
        {
          filename: `invoice-${receipt.invoiceNumber}.pdf`,
          content: receipt.pdf,
          contentType: 'application/pdf',
        },
      ],
    };
  }

  async function paymentReceipt(userId: string, paymentId: string): Promise<NotificationOutcome> {
    const receipt = await deps.receipt(userId, paymentId);
    if (!receipt) return 'not-due';
    return sendOnce(userId, 'payment-receipt', paymentId, async (recipient) =>
      receiptEmail(recipient, receipt),
    );
  }

  /** A batch finished: its counts and a link (called by the batch module when it ends). */
  async function sendBatchFinishedEmail(event: BatchFinishedEvent): Promise<NotificationOutcome> {
    return sendOnce(event.userId, 'batch-finished', event.batchId, async (recipient, unsubscribe) =>
      batchFinishedMessage(
        {
          name: recipient.name,
          batchName: event.name,
          done: event.done,
          failed: event.failed,
          url: absolute(event.link),
          unsubscribe: footer('emailNotifications', unsubscribe, recipient),
        },
        recipient.language,
      ),
    );
  }

  return {
    /** Delivers one event: what the 'send-notification' job does. */
    async deliver(event: NotificationEvent): Promise<NotificationOutcome> {
      switch (event.kind) {
        case 'run-finished':
          return runFinished(event.runId);
        case 'usage-check':
          return usageCheck(event.userId);
        case 'payment-receipt':
          return paymentReceipt(event.userId, event.paymentId);
        case 'batch-finished': {
          const { kind: _kind, ...batch } = event;
          return sendBatchFinishedEmail(batch);
        }
      }
    },

    sendBatchFinishedEmail,

    /**
     * The receipt of a payment again, asked by an operator (decision 268): the same email, sent
     * whether or not it went before (account mail obeys no switch, decision 019).
     */
    async resendReceipt(
      userId: string,
      paymentId: string,
    ): Promise<'sent' | 'not-due' | 'no-recipient'> {
      const receipt = await deps.receipt(userId, paymentId);
      if (!receipt) return 'not-due';
      const recipient = await repo.findRecipient(userId);
      if (!recipient) return 'no-recipient';
      await mailer.sendMail({ to: recipient.email, ...receiptEmail(recipient, receipt) });
      return 'sent';
    },

    /** An unsubscribe link: turns its one switch off, no sign-in needed. */
    async unsubscribe(token: string): Promise<UnsubscribeAnswer> {
      const claim = tokens.verify(token);
      if (!claim || !(await repo.turnOff(claim.userId, claim.switch))) {
        throw new AppError('BAD_REQUEST', keyed('unsubscribeInvalid'));
      }
      logger.info({ userId: claim.userId, switch: claim.switch }, 'unsubscribed by email link');
      return { switch: claim.switch, label: SWITCH_LABELS[claim.switch] };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
