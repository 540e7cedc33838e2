// Starting a checkout: create the session through the shared payments endpoint, then hand the browser to the
// session's url (Stripe's hosted page, or the api's test-mode page). Callers decide what a failure looks like.
import { useCallback, useState } from 'react';
import {
  checkoutSessionResult,
  useCreateCheckoutSessionMutation,
  type CheckoutFailure,
} from './api/paymentsEndpoints';
import type { CheckoutIds } from './authRules';
import { checkoutReturnUrls } from './checkoutRules';
import { redirectBrowser } from './redirectBrowser';

export type StartCheckoutOutcome =
  { ok: true; url: string } | { ok: false; failure: CheckoutFailure; message: string; detail: string | null };

export function useStartCheckout() {
  const [createSession, state] = useCreateCheckoutSessionMutation();
  // Between handing the url to the browser and the browser leaving, the page should say so, not offer the
  // button again.
  const [redirecting, setRedirecting] = useState(false);
  const start = useCallback(
    async (userId: number, ids: CheckoutIds): Promise<StartCheckoutOutcome> => {
      try {
        const result = checkoutSessionResult(
          await createSession({ userId, ...ids, ...checkoutReturnUrls(window.location.origin, ids) }),
        );
        if (!result.isSuccess || !result.data) {
          return {
            ok: false,
            failure: result.failure ?? 'exception',
            message: result.error ?? '',
            detail: result.detail,
          };
        }
        setRedirecting(true);
        redirectBrowser(result.data.url);
        return { ok: true, url: result.data.url };
      } catch (error) {
        return {
          ok: false,
          failure: 'exception',
          message: 'Error creating checkout session',
          detail: error instanceof Error ? error.message : null,
        };
      }
    },
    [createSession],
  );
  return { start, starting: state.isLoading || redirecting, redirecting };
}
