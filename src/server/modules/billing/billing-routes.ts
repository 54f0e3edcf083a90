/**
 * /api/billing: checkout, verification, outcome, cancellation, payment history and invoices for
 * the signed-in user (ids from the session only), and the provider's webhook (no session; its
 * signature over the raw body is the authentication).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  checkoutRequestSchema,
  paymentsQuerySchema,
  verifyRequestSchema,
  type BillingConfigResponse,
  type PaymentProviderKind,
  type PaymentsResponse,
} from '../../../core/billing.js';
import type { AppEnv } from '../../http/context.js';
import { readJson } from '../../http/read-json.js';
import { asSystem } from '../../db/tenant-scope.js';
import { AppError, notFound } from '../../lib/errors.js';
import { currentUser } from '../auth/require-user.js';
import type { CheckoutService } from './checkout-service.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import type { PaymentHistoryService } from './payment-history-service.js';
import type { SubscriptionService } from './subscription-service.js';
import type { WebhookService } from './webhook-service.js';
import { keyed } from '../../../core/server-messages.js';

/** Webhook bodies are small JSON events. */
const WEBHOOK_MAX_BYTES = 256 * 1024;

const uuid = z.uuid();

/** A malformed id answers exactly like a missing one. */
function idParam(value: string | undefined, what: 'checkoutNotFound' | 'invoiceNotFound'): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw notFound(what);
  return parsed.data;
}

export interface BillingRouteDeps {
  checkout: CheckoutService;
  subscriptions: SubscriptionService;
  history: PaymentHistoryService;
  webhooks: WebhookService;
  /** requireUser(readSession) in the app; a stub in tests. */
  signedIn: MiddlewareHandler<AppEnv>;
  /** Which provider the browser talks to (the pricing button loads Razorpay's script only for razorpay). */
  providerKind: PaymentProviderKind;
}

export function billingRoutes(deps: BillingRouteDeps) {
  const { checkout, subscriptions, history, webhooks, signedIn } = deps;
  const config: BillingConfigResponse = { provider: deps.providerKind };
  const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };

  return new Hono<AppEnv>()
    .get('/config', (c) => c.json(config))
    .post('/webhooks/razorpay', async (c) => {
      const declared = Number(c.req.header('content-length') ?? 0);
      if (declared > WEBHOOK_MAX_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', keyed('webhookTooLarge'));
      // The signature covers the exact bytes sent: read the raw text, never a re-serialised object.
      const raw = await c.req.text();
      if (Buffer.byteLength(raw) > WEBHOOK_MAX_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', keyed('webhookTooLarge'));
      // The provider speaks for any account; the signature is checked inside (decision 171).
      const outcome = await asSystem('payment provider webhook', () =>
        webhooks.handle(
          raw,
          c.req.header('x-razorpay-signature'),
          c.req.header('x-razorpay-event-id'),
        ),
      );
      return c.json({ status: outcome });
    })
    .post('/checkout', signedIn, noStore, async (c) => {
      const request = await readJson(c, checkoutRequestSchema);
      const user = currentUser(c);
      return c.json(
        await checkout.start({ id: user.id, name: user.name, email: user.email }, request),
        201,
      );
    })
    .get('/checkout/:id', signedIn, noStore, async (c) => {
      const id = idParam(c.req.param('id'), 'checkoutNotFound');
      return c.json(await checkout.get(currentUser(c).id, id));
    })
    .post('/checkout/:id/cancel', signedIn, noStore, async (c) => {
      const id = idParam(c.req.param('id'), 'checkoutNotFound');
      return c.json(await checkout.cancel(currentUser(c).id, id));
    })
    .post('/verify', signedIn, noStore, async (c) => {
      const request = await readJson(c, verifyRequestSchema);
      return c.json(await checkout.verify(currentUser(c).id, request));
    })
    .post('/sandbox/checkout/:id/pay', signedIn, noStore, async (c) => {
      const id = idParam(c.req.param('id'), 'checkoutNotFound');
      return c.json(await checkout.signSandboxPayment(currentUser(c).id, id));
    })
    .post('/sandbox/checkout/:id/decline', signedIn, noStore, async (c) => {
      const id = idParam(c.req.param('id'), 'checkoutNotFound');
      return c.json(await checkout.declineSandboxPayment(currentUser(c).id, id));
    })
    .post('/subscription/cancel', signedIn, noStore, async (c) => {
      return c.json(await subscriptions.cancel(currentUser(c).id));
    })
    .get('/payments', signedIn, noStore, async (c) => {
      const { limit } = paymentsQuerySchema.parse({ limit: c.req.query('limit') ?? undefined });
      const body: PaymentsResponse = { payments: await history.list(currentUser(c).id, limit) };
      return c.json(body);
    })
    .get('/payments/:id/invoice.pdf', signedIn, async (c) => {
      const id = idParam(c.req.param('id'), 'invoiceNotFound');
      const invoice = await history.invoice(currentUser(c).id, id);
      const pdf = await renderInvoicePdf(invoice);
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="${invoice.invoiceNumber}.pdf"`);
      c.header('Cache-Control', 'private, no-store');
      return c.body(new Uint8Array(pdf));
    });
}
