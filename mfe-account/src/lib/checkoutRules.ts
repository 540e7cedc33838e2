// The rules of starting a checkout (spec §4, §8, §9), apart from the components so they test without rendering.
import { CHECKOUT_SESSION_ID_PLACEHOLDER } from './api/paymentsEndpoints';
import type { CheckoutIds } from './authRules';
import { checkoutQuery } from './authRules';

/** Spec §8, word for word: the toasts after a failed checkout start following registration. */
export const CHECKOUT_FAILED_TOAST = 'Failed to create checkout session. Please try again.';
export const CHECKOUT_EXCEPTION_TOAST = 'Error processing subscription. Please try again.';

/** Spec §8: where registration falls back to when checkout cannot start. */
export const CHECKOUT_FALLBACK_PATH = '/for-providers';

/** Spec §9 default checkout return paths. */
export const CHECKOUT_SUCCESS_PATH = '/stripe/success';
export const CHECKOUT_CANCEL_PATH = '/stripe/cancel';

/**
 * Where the payment provider sends the browser back to. The success URL carries the provider's
 * `{CHECKOUT_SESSION_ID}` placeholder (filled in with the real id); the cancel URL carries the plan's ids so
 * "Try again" can reopen the same checkout.
 */
export function checkoutReturnUrls(
  origin: string,
  ids: CheckoutIds,
): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${origin}${CHECKOUT_SUCCESS_PATH}?session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}`,
    cancelUrl: `${origin}${CHECKOUT_CANCEL_PATH}?${checkoutQuery(ids)}`,
  };
}

/** The plan-choice page opened on the same plan, ready to check out again. */
export function retryCheckoutPath(ids: CheckoutIds | null): string {
  return ids ? `/provider-signup?${checkoutQuery(ids)}` : '/provider-signup';
}
