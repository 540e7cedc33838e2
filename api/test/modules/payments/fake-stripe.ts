import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Stripe's HTTP API the payments adapter calls, speaking Stripe's wire
 * format: form-encoded bodies with bracketed keys (line_items[0][price_data][currency]=usd), Bearer secret
 * keys, JSON objects with `object` names and Stripe's `{ error: { type, code, message, param } }` errors.
 * The real `stripe` package is pointed at it with its host/port/protocol options, so what is tested is our
 * adapter driving the real client. Tests move sessions and subscriptions along with the control methods
 * (what a customer or Stripe's dashboard would do).
 */

type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  body: Json;
}

/** `a[b][0][c]=v` → { a: { b: [ { c: 'v' } ] } }, as Stripe reads its form bodies. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[index + 1]!);
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export class FakeStripe {
  readonly secretKey = `sk_test_fake_${randomBytes(8).toString('hex')}`;
  readonly requests: RecordedRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  /** Status codes to answer the next requests with (Stripe having a bad minute). */
  failures: number[] = [];
  /** Cancelling subscriptions fails while set (a replaced plan that Stripe would not cancel). */
  failCancels = false;
  private server: Server | null = null;
  private counter = 0;

  constructor(private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000)) {}

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void this.handle(request, response);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}_${randomBytes(6).toString('hex')}${this.counter}`;
  }

  /** The customer pays: the session completes and a live subscription appears. */
  completeSession(id: string, options: { paymentStatus?: 'paid' | 'unpaid' } = {}): Json {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`fake stripe: no session ${id}`);
    const lineItem = (session.line_items as Json[])[0]!;
    const priceId =
      (lineItem.price as string | undefined) ?? `price_inline_${randomBytes(4).toString('hex')}`;
    const start = this.nowSeconds();
    const subscription: Json = {
      id: this.id('sub'),
      object: 'subscription',
      status: options.paymentStatus === 'unpaid' ? 'incomplete' : 'active',
      customer: session.customer,
      cancel_at_period_end: false,
      created: start,
      metadata: (session.subscription_data as Json | undefined)?.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: this.id('si'),
            object: 'subscription_item',
            price: { id: priceId, object: 'price' },
            current_period_start: start,
            current_period_end: addMonth(start),
          },
        ],
      },
    };
    this.subscriptions.set(subscription.id as string, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: options.paymentStatus ?? 'paid',
      subscription: subscription.id,
    });
    return subscription;
  }

  expireSession(id: string): void {
    Object.assign(this.sessions.get(id)!, { status: 'expired' });
  }

  /** A change made in Stripe (dashboard, customer portal, failed renewal). */
  updateSubscription(
    id: string,
    change: { status?: string; cancelAtPeriodEnd?: boolean; priceId?: string; periodEnd?: number },
  ): Json {
    const subscription = this.subscriptions.get(id)!;
    const item = (subscription.items as { data: Json[] }).data[0]!;
    if (change.status) subscription.status = change.status;
    if (change.cancelAtPeriodEnd !== undefined) subscription.cancel_at_period_end = change.cancelAtPeriodEnd;
    if (change.priceId) item.price = { id: change.priceId, object: 'price' };
    if (change.periodEnd) item.current_period_end = change.periodEnd;
    return subscription;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const body =
      method === 'GET' || method === 'DELETE' ? Object.fromEntries(url.searchParams) : parseStripeForm(text);
    this.requests.push({ method, path: url.pathname, body });

    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': this.id('req') });
      response.end(JSON.stringify(payload));
    };
    const error = (status: number, type: string, message: string, extra: Json = {}) =>
      send(status, { error: { type, message, ...extra } });

    const failure = this.failures.shift();
    if (failure) return error(failure, 'api_error', 'Something went wrong on our end.');
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return error(401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    if (
      method === 'POST' &&
      !/^application\/x-www-form-urlencoded/.test(request.headers['content-type'] ?? '')
    ) {
      return error(400, 'invalid_request_error', 'Requests must be form-encoded.');
    }

    const missing = (kind: string, id: string, param = 'id') =>
      error(400 + (param === 'id' ? 4 : 0), 'invalid_request_error', `No such ${kind}: '${id}'`, {
        code: 'resource_missing',
        param,
      });
    const required = (param: string) =>
      error(400, 'invalid_request_error', `Missing required param: ${param}.`, {
        code: 'parameter_missing',
        param,
      });

    let match: RegExpExecArray | null;
    if (method === 'POST' && url.pathname === '/v1/customers') {
      const customer = {
        id: this.id('cus'),
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
      };
      this.customers.set(customer.id, customer);
      return send(200, customer);
    }
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      for (const param of ['mode', 'success_url', 'cancel_url']) if (!body[param]) return required(param);
      const items = body.line_items as Json[] | undefined;
      const item = items?.[0];
      if (!item || (!item.price && !item.price_data)) return required('line_items[0][price]');
      if (body.customer && !this.customers.has(body.customer as string))
        return missing('customer', body.customer as string, 'customer');
      const id = this.id('cs_test');
      const session: Json = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        metadata: body.metadata ?? {},
        subscription_data: body.subscription_data ?? {},
        line_items: items,
        subscription: null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        expires_at: this.nowSeconds() + 24 * 3600,
      };
      this.sessions.set(id, session);
      return send(200, session);
    }
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname))) {
      const session = this.sessions.get(decodeURIComponent(match[1]!));
      return session ? send(200, session) : missing('checkout.session', match[1]!);
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname))) {
      const subscription = this.subscriptions.get(decodeURIComponent(match[1]!));
      if (!subscription) return missing('subscription', match[1]!);
      if (method === 'DELETE' && this.failCancels) {
        return error(500, 'api_error', 'Something went wrong on our end.');
      }
      if (method === 'DELETE') {
        subscription.status = 'canceled';
        return send(200, subscription);
      }
      if (method === 'GET') return send(200, subscription);
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`);
  }
}

/** A Stripe-Signature header as Stripe computes it: HMAC-SHA256 of `${t}.${payload}` with the secret. */
export function signWebhook(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`).digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

export function stripeEvent(id: string, type: string, object: unknown): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
}
