/**
 * A local fake of Razorpay's REST API (the parts billing uses), speaking its paths, Basic auth,
 * JSON entities and error shape { error: { code, description, ... } }. The real SDK is pointed
 * at it through RAZORPAY_API_BASE_URL. `pay()` plays the buyer completing Razorpay Checkout:
 * it makes a payment and returns what Checkout's handler would receive.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSubscription {
  id: string;
  entity: 'subscription';
  plan_id: string;
  status:
    | 'created'
    | 'authenticated'
    | 'active'
    | 'pending'
    | 'halted'
    | 'cancelled'
    | 'completed'
    | 'expired';
  current_start: number | null;
  current_end: number | null;
  ended_at: number | null;
  quantity: number;
  notes: Record<string, string>;
  charge_at: number | null;
  start_at: number | null;
  end_at: number | null;
  auth_attempts: number;
  total_count: number;
  paid_count: number;
  customer_notify: boolean;
  created_at: number;
  expire_by: number | null;
  short_url: string;
  has_scheduled_changes: boolean;
  change_scheduled_at: number | null;
  source: string;
  remaining_count: number;
  customer_id: string | null;
  payment_method: string | null;
}

export interface RazorpayFakeOptions {
  keyId: string;
  keySecret: string;
  /** Plan ids that exist in the fake account. */
  planIds: string[];
  /** What each plan charges (paise) and how often, for GET /v1/plans/{id}; unset: 0, monthly. */
  plans?: Record<string, { amount: number; period: 'monthly' | 'yearly' }>;
}

const id = (prefix: string) =>
  `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
const now = () => Math.floor(Date.now() / 1000);

function error(
  res: ServerResponse,
  status: number,
  description: string,
  extra: Record<string, unknown> = {},
) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      error: {
        code:
          status === 401
            ? 'BAD_REQUEST_ERROR'
            : status >= 500
              ? 'SERVER_ERROR'
              : 'BAD_REQUEST_ERROR',
        description,
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
        ...extra,
      },
    }),
  );
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  return JSON.parse(text) as Record<string, unknown>;
}

export async function startRazorpayFake(options: RazorpayFakeOptions) {
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  let failures: number[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await readBody(req).catch(() => null);
      requests.push({ method: req.method ?? 'GET', path: url.pathname, body: body ?? {} });
      const failure = failures.shift();
      if (failure)
        return error(
          res,
          failure,
          'The server encountered an error. The incident has been reported to admins.',
        );
      if (req.headers.authorization !== expectedAuth)
        return error(res, 401, 'The api key provided is invalid');
      if (body === null) return error(res, 400, 'The request body is not valid JSON');

      if (req.method === 'POST' && url.pathname === '/v1/subscriptions') {
        const planId = body.plan_id;
        if (typeof planId !== 'string' || !options.planIds.includes(planId)) {
          return error(res, 400, 'The id provided does not exist', {
            field: 'plan_id',
            reason: 'input_validation_failed',
            source: 'business',
            step: 'payment_initiation',
          });
        }
        const totalCount = Number(body.total_count);
        if (!Number.isInteger(totalCount) || totalCount < 1) {
          return error(res, 400, 'The total count field is required.', { field: 'total_count' });
        }
        const sub: FakeSubscription = {
          id: id('sub'),
          entity: 'subscription',
          plan_id: planId,
          status: 'created',
          current_start: null,
          current_end: null,
          ended_at: null,
          quantity: 1,
          notes: (body.notes as Record<string, string>) ?? {},
          charge_at: null,
          start_at: null,
          end_at: null,
          auth_attempts: 0,
          total_count: totalCount,
          paid_count: 0,
          customer_notify: body.customer_notify !== 0,
          created_at: now(),
          expire_by: null,
          short_url: 'https://rzp.io/i/fake',
          has_scheduled_changes: false,
          change_scheduled_at: null,
          source: 'api',
          remaining_count: totalCount,
          customer_id: null,
          payment_method: null,
        };
        subscriptions.set(sub.id, sub);
        return json(res, 200, sub);
      }

      const plan = /^\/v1\/plans\/([^/]+)$/.exec(url.pathname);
      if (plan && req.method === 'GET') {
        const planId = decodeURIComponent(plan[1]!);
        if (!options.planIds.includes(planId))
          return error(res, 400, 'The id provided does not exist');
        const { amount, period } = options.plans?.[planId] ?? { amount: 0, period: 'monthly' };
        return json(res, 200, {
          id: planId,
          entity: 'plan',
          interval: 1,
          period,
          item: {
            id: `item_${planId}`,
            active: true,
            name: planId,
            amount,
            unit_amount: amount,
            currency: 'INR',
          },
          notes: {},
          created_at: now(),
        });
      }

      const match = /^\/v1\/subscriptions\/([^/]+)(\/cancel)?$/.exec(url.pathname);
      const sub = match ? subscriptions.get(match[1]!) : undefined;
      if (match && !sub) return error(res, 400, 'The id provided does not exist');
      if (sub && req.method === 'GET' && !match?.[2]) return json(res, 200, sub);
      if (sub && req.method === 'POST' && match?.[2]) {
        if (sub.status === 'cancelled' || sub.status === 'completed') {
          return error(res, 400, 'Subscription is not cancellable in cancelled status.');
        }
        if (body.cancel_at_cycle_end === 1) {
          sub.has_scheduled_changes = true;
          sub.change_scheduled_at = sub.current_end;
        } else {
          sub.status = 'cancelled';
          sub.ended_at = now();
        }
        return json(res, 200, sub);
      }
      return error(res, 404, 'The requested URL was not found on the server.');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    subscriptions,
    requests,
    /** The next `count` requests answer `status` (e.g. 500, 503). */
    failNext(status: number, count = 1) {
      failures = [...failures, ...Array.from({ length: count }, () => status)];
    },
    /** The buyer pays in Checkout: the subscription becomes active; answers the handler's fields. */
    pay(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const start = now();
      sub.status = 'active';
      sub.paid_count += 1;
      sub.remaining_count -= 1;
      sub.current_start = start;
      sub.current_end = start + 30 * 86_400;
      sub.charge_at = sub.current_end;
      const paymentId = id('pay');
      const signature = createHmac('sha256', options.keySecret)
        .update(`${paymentId}|${subscriptionId}`)
        .digest('hex');
      return {
        razorpay_payment_id: paymentId,
        razorpay_subscription_id: subscriptionId,
        razorpay_signature: signature,
      };
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type RazorpayFake = Awaited<ReturnType<typeof startRazorpayFake>>;
