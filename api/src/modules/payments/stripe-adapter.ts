import Stripe from 'stripe';
import type { Config } from '../../config.js';
import type { SubscriptionStatus } from '../../db/schema.js';
import {
  PaymentProviderError,
  type CheckoutRequest,
  type CreatedCheckout,
  type PaymentsAdapter,
  type RemoteCheckout,
  type RemoteSubscription,
} from './adapter.js';

/** A Stripe client for our configuration; STRIPE_API_BASE points it elsewhere (the tests' fake Stripe). */
export function createStripeClient(secretKey: string, apiBase: Config['stripeApiBase']): Stripe {
  return new Stripe(secretKey, {
    ...(apiBase ? { host: apiBase.host, port: apiBase.port, protocol: apiBase.protocol } : {}),
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'Prohive' },
  });
}

/** Stripe has more states than we keep; the ones without access (unpaid, paused, incomplete_expired) end it. */
export function mapSubscriptionStatus(status: string): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
    case 'past_due':
    case 'incomplete':
      return status;
    default:
      return 'canceled';
  }
}

function checkoutStatus(status: string | null): RemoteCheckout['status'] {
  return status === 'complete' ? 'complete' : status === 'expired' ? 'expired' : 'open';
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function isMissing(error: unknown): boolean {
  return (error as { statusCode?: unknown })?.statusCode === 404;
}

/** Stripe object ids: letters, digits and underscores. Anything else is not Stripe's and is not stored. */
export function isStripeId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_]{1,255}$/.test(value);
}

function seconds(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 32_503_680_000
    ? value
    : null;
}

/**
 * Stripe moved the billing period from the subscription onto its items (API 2025-03-31); read the item's,
 * falling back to the old top-level fields an older account version may still send. null for an object
 * that is not a usable subscription.
 */
export function subscriptionFromStripe(subscription: Stripe.Subscription): RemoteSubscription | null {
  if (!subscription || !isStripeId(subscription.id) || typeof subscription.status !== 'string') return null;
  const items = (subscription.items as { data?: unknown } | undefined)?.data;
  const item = Array.isArray(items) ? (items[0] as Stripe.SubscriptionItem | undefined) : undefined;
  const legacy = subscription as unknown as { current_period_start?: unknown; current_period_end?: unknown };
  const start =
    seconds(item?.current_period_start) ??
    seconds(legacy.current_period_start) ??
    seconds(subscription.created);
  const end = seconds(item?.current_period_end) ?? seconds(legacy.current_period_end) ?? start;
  if (start === null || end === null) return null;
  const priceId = item?.price?.id;
  const planSlug = (subscription.metadata as Record<string, unknown> | null | undefined)?.plan_slug;
  return {
    id: subscription.id,
    status: mapSubscriptionStatus(subscription.status),
    periodStart: new Date(start * 1000),
    periodEnd: new Date(end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    priceId: isStripeId(priceId) ? priceId : null,
    planSlug: typeof planSlug === 'string' ? planSlug : null,
  };
}

export class StripeAdapter implements PaymentsAdapter {
  readonly kind = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const metadata = { user_id: String(request.user.id), plan_slug: request.plan.slug };
    return this.call('create a checkout session', async () => {
      const newCustomer = async () =>
        (
          await this.stripe.customers.create({
            email: request.user.email,
            name: request.user.name,
            metadata: { user_id: String(request.user.id) },
          })
        ).id;
      let customerId = request.customerId ?? (await newCustomer());
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = request.plan.stripePriceId
        ? { price: request.plan.stripePriceId, quantity: 1 }
        : {
            // No price configured in Stripe yet: describe it inline from the plans table.
            price_data: {
              currency: request.plan.currency,
              unit_amount: request.plan.amountCents,
              recurring: { interval: request.plan.interval },
              product_data: { name: `Prohive ${request.plan.name}` },
            },
            quantity: 1,
          };
      const create = (customer: string) =>
        this.stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: String(request.user.id),
          line_items: [lineItem],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          metadata,
          subscription_data: { metadata },
        });
      let session: Stripe.Checkout.Session;
      try {
        session = await create(customerId);
      } catch (error) {
        // The stored customer was deleted in Stripe's dashboard: start the user afresh instead of failing forever.
        const stripeError = error as { code?: unknown; param?: unknown };
        if (
          request.customerId === null ||
          stripeError.code !== 'resource_missing' ||
          stripeError.param !== 'customer'
        )
          throw error;
        customerId = await newCustomer();
        session = await create(customerId);
      }
      if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a url.');
      return {
        id: session.id,
        url: session.url,
        expiresAt: new Date(session.expires_at * 1000),
        customerId,
      };
    });
  }

  async retrieveCheckout(id: string): Promise<RemoteCheckout | null> {
    return this.call('read a checkout session', async () => {
      try {
        const session = await this.stripe.checkout.sessions.retrieve(id);
        return {
          id: session.id,
          status: checkoutStatus(session.status),
          paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
          subscriptionId: idOf(session.subscription),
          customerId: idOf(session.customer),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  async retrieveSubscription(id: string): Promise<RemoteSubscription | null> {
    return this.call('read a subscription', async () => {
      try {
        return subscriptionFromStripe(await this.stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  async cancelSubscription(id: string): Promise<void> {
    await this.call('cancel a subscription', async () => {
      try {
        await this.stripe.subscriptions.cancel(id);
      } catch (error) {
        // Already gone at Stripe is the outcome we wanted.
        if (!isMissing(error)) throw error;
      }
    });
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof PaymentProviderError) throw error;
      const detail = error instanceof Error ? error.message : String(error);
      throw new PaymentProviderError(`Stripe could not ${what}: ${detail}`, { cause: error });
    }
  }
}
