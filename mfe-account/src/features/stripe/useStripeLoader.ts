import { useEffect, useState } from 'react';
import { getRuntimeConfig } from '@prohive/shared';
import { lazyLoadStripe, settleStripe, type LoadStripeFn, type StripeLoadState } from './stripeLoader';

/**
 * Stripe.js for the configured publishable key (`stripePublishableKey` in /config.json): `disabled` without
 * one, else `loading` until it is ready or failed. Nothing here gates checkout itself — the browser goes to
 * the session's url either way — so a blocked script host costs a status line, not a sale.
 */
export function useStripeLoader(load: LoadStripeFn = lazyLoadStripe): StripeLoadState {
  const publishableKey = getRuntimeConfig().stripePublishableKey?.trim() ?? '';
  const [state, setState] = useState<StripeLoadState>(() =>
    publishableKey ? { status: 'loading' } : { status: 'disabled' },
  );
  useEffect(() => {
    if (!publishableKey) {
      setState({ status: 'disabled' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    void settleStripe(publishableKey, load).then((settled) => {
      if (current) setState(settled);
    });
    return () => {
      current = false;
    };
  }, [publishableKey, load]);
  return state;
}
