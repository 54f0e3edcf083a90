/** What the app is built from: the process's providers, engine, queue senders and settings. */
import type { CoreServices } from './compose.js';
import type { Env } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import type { BackgroundLibrary } from './engines/backgrounds/background-library.js';
import type { ImageEngine } from './engines/image-engine.js';
import type { RunProgressBus } from './modules/runs/run-progress-bus.js';
import type { Logger } from './lib/logger.js';
import type { AccountExtensions } from './modules/account/account-module.js';
import type { ListingColumnsOf, ListingFiller } from './modules/listings/listing-filler-port.js';
import type { WebhookJob } from './modules/api/webhook-service.js';
import type { Auth } from './modules/auth/auth.js';
import type { Notify } from './modules/notifications/notifications-service.js';
import type { RegenerationJob } from './modules/regenerations/regeneration-service.js';
import type { MailProvider } from './providers/mail/mail-provider.js';
import type { PaymentProvider } from './providers/payments/payment-provider.js';
import type { StorageProvider } from './providers/storage/storage-provider.js';

export interface AppDependencies {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  /** From createAuth(); serves /api/auth/* and the sessions of every other route. */
  auth: Auth;
  storage: StorageProvider;
  /** From createPaymentProvider(): the sandbox or Razorpay. */
  payments: PaymentProvider;
  /** Other modules' parts of the account data download and account deletion. */
  accountExtensions?: AccountExtensions;
  /** The image engine, preset backgrounds, progress bus and queue of generation runs. */
  generation: {
    engine: ImageEngine;
    backgrounds: BackgroundLibrary;
    bus: RunProgressBus;
    enqueue(runId: string, attempt: number): Promise<void>;
    /** Queues one attempt of a shot's regeneration ('regenerate-shot', decision 122). */
    enqueueRegeneration(job: RegenerationJob): Promise<void>;
    /** Queues one attempt of a webhook delivery ('deliver-webhook'). */
    sendWebhook(job: WebhookJob): Promise<void>;
  };
  /**
   * A catalogue's listing draft (issue #39): the filler (offline or a vendor's vision request)
   * and the marketplaces' columns per garment type.
   */
  listings: { filler: ListingFiller; columnsOf: ListingColumnsOf };
  /** Sends the notification emails (the auth emails are given to createAuth). */
  mailer: MailProvider;
  /** The app's secret (the one auth signs with): signs the emails' unsubscribe links. */
  secret: string;
  /** The services workers share (runtime.ts builds them); omitted, the app builds its own. */
  core?: CoreServices;
  /**
   * Makes a notification email due when the app builds its own core services: omitted (tests),
   * each event is delivered at once, in the request or run that made it due.
   */
  notify?: Notify;
  /** Tests let image URLs and webhooks reach their own local server (decision 133). */
  publicApi?: { isAllowedAddress?: (address: string) => boolean };
  /** Folder of the built web app; omit to serve the API only. */
  webDistDir?: string;
}
