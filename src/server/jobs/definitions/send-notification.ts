/**
 * 'send-notification' delivers one email event (decision 150): a run that finished, images
 * settled (the usage alert), a payment recorded, a batch finished. The notifications service
 * decides whether the email is due and sends it at most once per event, so a retry after a
 * mail server's refusal, or two processes taking the same event, never send it twice.
 */
import { notificationEventSchema } from '../../modules/notifications/notifications-service.js';
import { defineQueuedJob } from '../job-definition.js';

export const sendNotificationJob = defineQueuedJob({
  name: 'send-notification',
  trigger: 'queue',
  payload: notificationEventSchema,
  // A mail server that is down for a while: retried for about an hour and a half.
  queue: { retryLimit: 6, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
  work: { pollingIntervalSeconds: 1, batchSize: 1 },
  workers: 'one',
  needs: ['notifications', 'logger'],
  async handler(event, { notifications, logger }) {
    const outcome = await notifications.deliver(event);
    logger.debug({ event: event.kind, outcome }, 'notification event handled');
    return outcome;
  },
});
