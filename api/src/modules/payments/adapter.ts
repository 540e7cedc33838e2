import type { SubscriptionStatus } from '../../db/schema.js';

/** What an adapter needs to open a hosted checkout for one plan. */
export interface CheckoutRequest {
  user: { id: number; email: string; name: string };
  /** The user's Stripe customer from an earlier checkout, if any. */
  customerId: string | null;
  plan: {
    slug: string;
    name: string;
    amountCents: number;
    currency: string;
    interval: 'month' | 'year';
    /** A configured Stripe price, or null to describe the price inline (price_data). */
    stripePriceId: string | null;
  };
  /** Absolute URL holding the literal {CHECKOUT_SESSION_ID} placeholder. */
  successUrl: string;
  cancelUrl: string;
  /** The site origin the return URLs live on; the test-mode page is served there (the site proxies /api). */
  siteOrigin: string;
}

export interface CreatedCheckout {
  id: string;
  url: string;
  expiresAt: Date;
  /** The Stripe customer used, when the adapter created or reused one. */
  customerId: string | null;
}

/** A checkout session as the payment provider sees it now. */
export interface RemoteCheckout {
  id: string;
  status: 'open' | 'complete' | 'expired';
  /** Money collected (or none due); a complete but unpaid session is an asynchronous payment still pending. */
  paid: boolean;
  subscriptionId: string | null;
  customerId: string | null;
}

/** A provider subscription mapped onto our statuses. */
export interface RemoteSubscription {
  id: string;
  status: SubscriptionStatus;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The price of the first item: how a plan change made in Stripe's dashboard or portal is recognised. */
  priceId: string | null;
  /** metadata.plan_slug set at checkout. */
  planSlug: string | null;
}

export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/**
 * The seam between checkout and whoever takes the money. `stripe` talks to Stripe's API; `test` is the
 * built-in hosted page (no money moves) where the database is the whole truth, so it has nothing remote to
 * read back.
 */
export interface PaymentsAdapter {
  readonly kind: 'test' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** null: the provider does not know the session (or, in test mode, there is no provider to ask). */
  retrieveCheckout(id: string): Promise<RemoteCheckout | null>;
  retrieveSubscription(id: string): Promise<RemoteSubscription | null>;
  /** Ends a subscription at once (a replaced plan must stop billing). */
  cancelSubscription(id: string): Promise<void>;
}
