/**
 * Razorpay webhook fixtures: event bodies shaped like Razorpay's samples (entity 'event',
 * event, contains, payload.{subscription,payment}.entity, created_at) and signed like Razorpay
 * (hex HMAC-SHA256 of the raw body with the webhook secret, in X-Razorpay-Signature).
 */
import { createHmac, randomBytes } from 'node:crypto';

export interface EventOptions {
  subscriptionId: string;
  planId?: string;
  subscriptionStatus?: string;
  /** Seconds since the epoch. */
  createdAt?: number;
  currentStart?: number;
  currentEnd?: number;
  payment?: {
    id: string;
    amount: number;
    status?: 'captured' | 'failed' | 'authorized';
    errorDescription?: string;
    checkoutId?: string;
  };
}

export function razorpayEventBody(event: string, options: EventOptions): string {
  const createdAt = options.createdAt ?? Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = {
    subscription: {
      entity: {
        id: options.subscriptionId,
        entity: 'subscription',
        plan_id: options.planId ?? 'plan_fake',
        customer_id: 'cust_FakeCustomer01',
        status: options.subscriptionStatus ?? 'active',
        current_start: options.currentStart ?? null,
        current_end: options.currentEnd ?? null,
        ended_at: null,
        quantity: 1,
        notes: {},
        charge_at: options.currentEnd ?? null,
        start_at: options.currentStart ?? null,
        end_at: null,
        auth_attempts: 0,
        total_count: 120,
        paid_count: 1,
        customer_notify: true,
        created_at: createdAt - 60,
        expire_by: null,
        short_url: null,
        has_scheduled_changes: false,
        change_scheduled_at: null,
        source: 'api',
        payment_method: 'card',
        offer_id: null,
        remaining_count: 119,
      },
    },
  };
  if (options.payment) {
    payload.payment = {
      entity: {
        id: options.payment.id,
        entity: 'payment',
        amount: options.payment.amount,
        currency: 'INR',
        status: options.payment.status ?? 'captured',
        order_id: 'order_FakeOrder0001',
        invoice_id: 'inv_FakeInvoice001',
        international: false,
        method: 'card',
        amount_refunded: 0,
        refund_status: null,
        captured: (options.payment.status ?? 'captured') === 'captured',
        description: 'Recurring payment',
        card_id: 'card_FakeCard00001',
        bank: null,
        wallet: null,
        vpa: null,
        email: 'buyer@example.com',
        contact: '+919000090000',
        customer_id: 'cust_FakeCustomer01',
        token_id: null,
        notes: options.payment.checkoutId ? { checkout_id: options.payment.checkoutId } : [],
        fee: 0,
        tax: 0,
        error_code: options.payment.errorDescription ? 'BAD_REQUEST_ERROR' : null,
        error_description: options.payment.errorDescription ?? null,
        created_at: createdAt - 5,
      },
    };
  }
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_FakeAccount0001',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: createdAt,
  });
}

export function signRazorpayWebhook(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function razorpayEventId(): string {
  return `evt_${randomBytes(7).toString('hex')}`;
}
