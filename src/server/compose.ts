/**
 * The composition root of what every process shares: the services the HTTP routes and the job
 * handlers both call, each built once per process, in dependency order (nothing refers to a
 * service built further down). app.ts adds the modules that have routes; runtime.ts registers
 * the workers with these same objects.
 */
import type { Env } from './config/env.js';
import { imageMarkerFor } from './engines/provenance/deployment-image-marker.js';
import type { DatabaseHandle } from './db/client.js';
import type { Logger } from './lib/logger.js';
import { createWebhooks } from './modules/api/api-module.js';
import type { WebhookJob } from './modules/api/webhook-service.js';
import { createBatchProgressOn } from './modules/batches/batch-module.js';
import { createNotificationsModule } from './modules/notifications/notifications-module.js';
import type { Notify } from './modules/notifications/notifications-service.js';
import { createQuotaRepo } from './modules/quota/quota-repo.js';
import { createQuotaService } from './modules/quota/quota-service.js';
import type { RunEndListeners } from './modules/runs/end-run.js';
import type { MailProvider } from './providers/mail/mail-provider.js';
import type { StorageProvider } from './providers/storage/storage-provider.js';

export interface CoreServicesDeps {
  env: Pick<
    Env,
    | 'PUBLIC_URL'
    | 'SELLER_NAME'
    | 'SELLER_ADDRESS'
    | 'SELLER_GSTIN'
    | 'GST_RATE_PERCENT'
    | 'NODE_ENV'
    | 'C2PA_SIGNING_KEY'
    | 'C2PA_SIGNING_CERTS'
    | 'paths'
  >;
  logger: Logger;
  database: DatabaseHandle;
  storage: StorageProvider;
  mailer: MailProvider;
  /** The app's secret (the one auth signs with): signs the emails' unsubscribe links. */
  secret: string;
  /** Queues a webhook delivery attempt ('deliver-webhook'). */
  sendWebhook(job: WebhookJob): Promise<void>;
  /**
   * Makes a notification email due: the 'send-notification' job in a server or worker. Omitted
   * (tests of the app alone), each event is delivered at once, in the request or run that made it.
   */
  notify?: Notify;
  /** Tests let webhooks reach their own local server (decision 133). */
  isAllowedAddress?: (address: string) => boolean;
}

export function createCoreServices(deps: CoreServicesDeps) {
  const { database, logger, env } = deps;
  const db = database.db;
  const quotaRepo = createQuotaRepo(db);
  // The emails read the month's usage; a settle's usage check reaches them through notify, so
  // they are given a reader without the settle hook (which needs notify, made next).
  const notifications = createNotificationsModule({
    db,
    mailer: deps.mailer,
    secret: deps.secret,
    publicUrl: env.PUBLIC_URL,
    seller: env,
    quota: createQuotaService(quotaRepo),
    logger,
  });
  const notify: Notify =
    deps.notify ??
    (async (event) => {
      await notifications.service.deliver(event);
    });
  /** An event that could not be queued is logged; it never fails the request or run that made it. */
  const notifyLogged: Notify = (event) =>
    notify(event).catch((error: unknown) =>
      logger.warn({ err: error, event: event.kind }, 'notification event failed'),
    );
  const quota = createQuotaService(quotaRepo, undefined, {
    onSettled: (userId) => notifyLogged({ kind: 'usage-check', userId }),
  });
  const webhooks = createWebhooks({
    db,
    publicUrl: env.PUBLIC_URL,
    schedule: deps.sendWebhook,
    isAllowedAddress: deps.isAllowedAddress,
  });
  // Every image handed out is marked with its provenance (decisions 253 and 254).
  const imageMarker = imageMarkerFor(env, logger);
  const batchProgress = createBatchProgressOn({
    db,
    marker: imageMarker,
    storage: deps.storage,
    quota,
    notify: notifyLogged,
    onBatchEnded: (batchId) => webhooks.batchFinished(batchId),
    logger,
  });
  /** Who hears that a run ended, however it ended (end-run.ts). */
  const runEndListeners: RunEndListeners = { batches: batchProgress, notify, webhooks };
  return {
    quota,
    notifications,
    notify,
    notifyLogged,
    webhooks,
    batchProgress,
    runEndListeners,
    imageMarker,
  };
}

export type CoreServices = ReturnType<typeof createCoreServices>;
