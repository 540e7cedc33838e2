// Stripe.js, loaded only when the site is configured with a publishable key (spec §4: the payment provider's
// initialisation has loading, ready and error states; §8: 'Failed to load Stripe' or the error's own message).
import type { Stripe } from '@stripe/stripe-js';

/** Spec §8, word for word. */
export const STRIPE_LOAD_FAILED_MESSAGE = 'Failed to load Stripe';

export type StripeLoadState =
  | { status: 'disabled' }
  | { status: 'loading' }
  | { status: 'ready'; stripe: Stripe }
  | { status: 'error'; message: string };

export type LoadStripeFn = (publishableKey: string) => Promise<Stripe | null>;

/**
 * The real loader, fetched as its own chunk on first use: pages without a key (and every page that never asks)
 * do not download it. The `pure` entry does not inject Stripe's script on import, only when `loadStripe` runs.
 */
export const lazyLoadStripe: LoadStripeFn = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
};

/** Spec §8: the error's own message when it has one, else the generic one. */
export function stripeErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return STRIPE_LOAD_FAILED_MESSAGE;
}

/**
 * Loads Stripe.js for a key and settles to ready or error. `null` from the loader (no `window`, or Stripe.js
 * declined to start) is the generic failure.
 */
export async function settleStripe(publishableKey: string, load: LoadStripeFn): Promise<StripeLoadState> {
  try {
    const stripe = await load(publishableKey);
    return stripe ? { status: 'ready', stripe } : { status: 'error', message: STRIPE_LOAD_FAILED_MESSAGE };
  } catch (error) {
    return { status: 'error', message: stripeErrorMessage(error) };
  }
}
