import { useState } from 'react';
import { toast } from 'react-toastify';
import { PROVIDER_ROLE_NAMES, useCurrentUser, useSearchParams } from '@prohive/shared';
import { checkoutIdsFrom } from '../lib/authRules';
import { CHECKOUT_EXCEPTION_TOAST, CHECKOUT_FAILED_TOAST, retryCheckoutPath } from '../lib/checkoutRules';
import { Actions, Detail, ErrorLine, Panel } from '../features/checkout/layout';
import { useStartCheckout } from '../lib/useStartCheckout';
import { StripeStatus } from '../features/stripe/StripeStatus';
import { AreaPage, Button } from '@prohive/ui';

/**
 * /stripe/cancel: the payment provider sends the browser back here when checkout is abandoned. Nothing was
 * charged; the cancel URL carries the plan's ids, so a signed-in provider can reopen the same checkout at once.
 */
export default function StripeCancelPage() {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const ids = checkoutIdsFrom(params);
  const { start, starting } = useStartCheckout();
  const [failure, setFailure] = useState<{ message: string; detail: string | null } | null>(null);
  const canRetryHere = ids !== null && user !== null && PROVIDER_ROLE_NAMES.includes(user.role.name);

  const retry = async () => {
    if (!ids || !user) return;
    setFailure(null);
    const outcome = await start(user.id, ids);
    if (!outcome.ok) {
      const message = outcome.failure === 'response' ? CHECKOUT_FAILED_TOAST : CHECKOUT_EXCEPTION_TOAST;
      setFailure({ message, detail: outcome.detail });
      toast.error(message);
    }
  };

  return (
    <AreaPage
      title="Payment cancelled"
      intro="Your checkout was cancelled and nothing was charged. Your account is unchanged."
    >
      <Panel data-testid="checkout-cancelled">
        <p>You can try the same checkout again, or pick a different plan whenever you are ready.</p>
        {failure ? (
          <div role="alert">
            <ErrorLine>{failure.message}</ErrorLine>
            {failure.detail ? <Detail>{failure.detail}</Detail> : null}
          </div>
        ) : null}
        <Actions>
          {canRetryHere ? (
            <Button onClick={() => void retry()} disabled={starting}>
              {starting ? 'Opening secure checkout…' : 'Try checkout again'}
            </Button>
          ) : (
            <Button to={retryCheckoutPath(ids)}>Try again</Button>
          )}
          <Button to="/provider-signup" variant="outline">
            Choose a different plan
          </Button>
        </Actions>
        {canRetryHere ? <StripeStatus /> : null}
      </Panel>
    </AreaPage>
  );
}
