import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../http-errors.js';
import type { PaymentsAdapter } from './adapter.js';
import type { PaymentsService } from './service.js';
import { isStripeId, subscriptionFromStripe } from './stripe-adapter.js';

/** Stripe's own default: an event signed more than five minutes before it arrives is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface WebhookResult {
  received: true;
  duplicate: boolean;
  handled: boolean;
}

export interface WebhookHandlerOptions {
  db: Kysely<Database>;
  service: PaymentsService;
  adapter: PaymentsAdapter;
  /** Any Stripe client: signature checks need only the webhook secret, never the api key. */
  verifier: Stripe;
  secret: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

type Handled =
  | 'checkout.session.completed'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.paid';

function stringId(value: unknown): string | null {
  if (isStripeId(value)) return value;
  if (value && typeof value === 'object' && isStripeId((value as { id?: unknown }).id))
    return (value as { id: string }).id;
  return null;
}

/** The subscription an invoice belongs to: `parent.subscription_details` now, `subscription` before 2025. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const parent = (invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined)
    ?.subscription_details?.subscription;
  return stringId(parent) ?? stringId((invoice as unknown as { subscription?: unknown }).subscription);
}

/** The latest end among the invoice's line periods: how far the subscription is paid. */
export function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  const lines = (invoice.lines as { data?: unknown } | null | undefined)?.data;
  const ends = (Array.isArray(lines) ? (lines as { period?: { end?: unknown } | null }[]) : [])
    .map((line) => line?.period?.end)
    .filter(
      (end): end is number =>
        typeof end === 'number' && Number.isFinite(end) && end > 0 && end < 32_503_680_000,
    );
  return ends.length > 0 ? new Date(Math.max(...ends) * 1000) : null;
}

/** How much of a rejected body the log keeps: enough to recognise it, never the body itself. */
export const REJECTED_BODY_EXCERPT_CHARS = 120;

/** The event id when the body names one, its size and a short excerpt: what the log needs of a rejected body. */
export function describeRejectedBody(rawBody: Buffer): {
  eventId: string | null;
  bytes: number;
  excerpt: string;
} {
  // The id sits near the start of every Stripe event; the prefix spares parsing a huge body.
  const head = rawBody.subarray(0, 4096).toString('utf8');
  const id = /"id"\s*:\s*"(evt_[A-Za-z0-9_]{1,100})"/.exec(head)?.[1] ?? null;
  return {
    eventId: id,
    bytes: rawBody.length,
    excerpt: head.slice(0, REJECTED_BODY_EXCERPT_CHARS).replace(/[^\x20-\x7e]/g, '?'),
  };
}

/**
 * POST /api/stripe/webhook. Verifies the Stripe-Signature over the raw bytes, then applies each event at most
 * once: its id is stored in the same transaction as its effect, and a redelivery (Stripe retries, or someone
 * replaying a captured request within the tolerance) answers 200 and changes nothing.
 */
export class WebhookHandler {
  constructor(private readonly options: WebhookHandlerOptions) {}

  async handle(rawBody: Buffer, signature: string | undefined): Promise<WebhookResult> {
    if (!signature) throw new HttpError(400, 'Missing Stripe-Signature header.');
    let event: Stripe.Event;
    try {
      event = this.options.verifier.webhooks.constructEvent(
        rawBody,
        signature,
        this.options.secret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        this.options.now().getTime(),
      );
    } catch (error) {
      // Stripe's error carries the whole body (and the header); a rejected request can be 1 MB of anything.
      this.options.log.warn(
        { reason: (error as Error).message.slice(0, 200), ...describeRejectedBody(rawBody) },
        'stripe webhook signature rejected',
      );
      throw new HttpError(400, 'Invalid Stripe signature.');
    }
    if (
      !isStripeId(event?.id) ||
      typeof event.type !== 'string' ||
      !/^[a-z0-9_.]{1,100}$/.test(event.type) ||
      typeof event.data?.object !== 'object' ||
      event.data.object === null
    ) {
      throw new HttpError(400, 'The event is not a Stripe event.');
    }

    const seen = await this.options.db
      .selectFrom('stripe_webhook_events')
      .select('id')
      .where('id', '=', event.id)
      .executeTakeFirst();
    if (seen) return { received: true, duplicate: true, handled: false };

    switch (event.type as Handled) {
      case 'checkout.session.completed':
        return this.checkoutCompleted(event);
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.subscriptionChanged(event);
      case 'invoice.paid':
        return this.invoicePaid(event);
      default:
        // Acknowledged so Stripe stops retrying; recorded so a replay is recognised as one.
        return this.record(event, false, async () => undefined);
    }
  }

  private async checkoutCompleted(event: Stripe.Event): Promise<WebhookResult> {
    const session = event.data.object as Stripe.Checkout.Session;
    const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
    const local = isStripeId(session.id) ? await this.options.service.findSession(session.id) : undefined;
    if (!paid || !local || local.adapter !== this.options.adapter.kind) {
      return this.record(event, false, async () => undefined);
    }
    const subscriptionId = stringId(session.subscription);
    // The period comes from the subscription itself; a failed read is a 503 so Stripe delivers again.
    const subscription = subscriptionId
      ? await this.options.service.provider(() => this.options.adapter.retrieveSubscription(subscriptionId))
      : null;
    // completeSession is idempotent on its own (open → complete once), so recording afterwards is safe.
    await this.options.service.completeSession(session.id, {
      subscription,
      customerId: stringId(session.customer),
      ip: null,
    });
    return this.record(event, true, async () => undefined);
  }

  private async subscriptionChanged(event: Stripe.Event): Promise<WebhookResult> {
    const payload = event.data.object as Stripe.Subscription;
    const id = payload.id;
    if (!isStripeId(id)) return this.record(event, false, async () => undefined);
    if (event.type === 'customer.subscription.deleted') {
      return this.record(event, true, (trx) => this.options.service.endSubscription(trx, id));
    }
    // With Stripe configured, read the subscription as it is now: events may arrive out of order.
    if (this.options.adapter.kind === 'stripe') {
      const latest = await this.options.service.provider(() => this.options.adapter.retrieveSubscription(id));
      // Stripe no longer knows it: it is gone.
      if (!latest) return this.record(event, true, (trx) => this.options.service.endSubscription(trx, id));
      return this.record(event, true, (trx) => this.options.service.syncSubscription(trx, latest));
    }
    const remote = subscriptionFromStripe(payload);
    if (!remote) return this.record(event, false, async () => undefined);
    return this.record(event, true, (trx) => this.options.service.syncSubscription(trx, remote));
  }

  private async invoicePaid(event: Stripe.Event): Promise<WebhookResult> {
    const invoice = event.data.object as Stripe.Invoice;
    const subscriptionId = invoiceSubscriptionId(invoice);
    if (!subscriptionId) return this.record(event, false, async () => undefined);
    return this.record(event, true, (trx) =>
      this.options.service.recordPaidInvoice(trx, subscriptionId, invoicePeriodEnd(invoice)),
    );
  }

  /** Stores the event id and applies its effect in one transaction; a concurrent duplicate applies nothing. */
  private async record(
    event: Stripe.Event,
    handled: boolean,
    apply: (trx: Transaction<Database>) => Promise<unknown>,
  ): Promise<WebhookResult> {
    const inserted = await this.options.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('stripe_webhook_events')
        .values({ id: event.id, type: event.type, received_at: this.options.now() })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return false;
      await apply(trx);
      return true;
    });
    return { received: true, duplicate: !inserted, handled: inserted && handled };
  }
}
