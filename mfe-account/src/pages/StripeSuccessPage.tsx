import { useEffect, useRef } from 'react';
import {
  api,
  sessionUserUpdated,
  useAppDispatch,
  useCurrentUser,
  useLocation,
  useSearchParams,
} from '@prohive/shared';
import { AreaPage, Button, Loading } from '@prohive/ui';
import {
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  useVerifyCheckoutSessionQuery,
  verifySessionResult,
} from '../lib/api/paymentsEndpoints';
import { Actions, Detail, ErrorLine, Panel } from '../features/checkout/layout';
import { formatPeriodEnd } from '../features/checkout/planFormat';

export const STRIPE_SUCCESS_MESSAGES = {
  verifying: 'Confirming your payment…',
  missing: 'This link does not say which payment to confirm.',
  signedOut: 'Sign in to confirm your payment. You will come straight back here.',
} as const;

/** The session id the payment provider appended: `session_id` (Stripe's convention), else `sessionId`. */
export function sessionIdFrom(params: URLSearchParams): string | null {
  for (const key of ['session_id', 'sessionId']) {
    const value = params.get(key)?.trim();
    // An unfilled placeholder means the provider never substituted it: there is no session to ask about.
    if (value && value !== CHECKOUT_SESSION_ID_PLACEHOLDER) return value;
  }
  return null;
}

function Verify({ sessionId }: { sessionId: string }) {
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const query = useVerifyCheckoutSessionQuery(sessionId);
  const { data, error, isFetching, refetch } = query;
  const result = data !== undefined || error !== undefined ? verifySessionResult({ data, error }) : null;
  const paid = result?.isSuccess === true && result.data?.status === 'paid';

  // The session user carries current_subscription (the dashboard and header read it from the store), so the
  // new plan goes in as soon as it is confirmed; the 'User' tag makes /me-backed views ask the api again.
  const applied = useRef<string | null>(null);
  const subscription = paid ? result.data?.subscription : undefined;
  useEffect(() => {
    if (!paid || !user || applied.current === sessionId) return;
    applied.current = sessionId;
    if (subscription) dispatch(sessionUserUpdated({ ...user, current_subscription: subscription }));
    dispatch(api.util.invalidateTags(['User', 'Subscription']));
  }, [paid, user, subscription, sessionId, dispatch]);

  if (!result || (isFetching && !paid)) {
    return (
      <AreaPage title="Confirming your payment" intro="This takes a moment. Please keep this page open.">
        <Loading label={STRIPE_SUCCESS_MESSAGES.verifying} fullHeight={false} />
      </AreaPage>
    );
  }

  if (paid && result.data) {
    const { plan } = result.data;
    const renews = formatPeriodEnd(result.data.subscription?.current_period_end);
    return (
      <AreaPage
        title="Payment complete"
        intro="Thank you. Your payment went through and your plan is active."
      >
        <Panel data-testid="checkout-success">
          <p>
            Your plan: <strong>{plan.name}</strong>
          </p>
          {renews ? <p>{`Your plan renews on ${renews}.`}</p> : null}
          <Actions>
            <Button to="/provider/dashboard">Go to your dashboard</Button>
          </Actions>
        </Panel>
      </AreaPage>
    );
  }

  // A 200 that is not `paid` is the api saying the payment is not finished: the same as a refusal.
  const message = result.error ?? 'Failed to verify payment';
  const detail = result.isSuccess ? 'The payment is not complete yet.' : result.detail;
  return (
    <AreaPage
      title="We could not confirm your payment"
      intro="Nothing changes on your account until the payment is confirmed."
    >
      <Panel role="alert" data-testid="checkout-verify-failed">
        <ErrorLine>{message}</ErrorLine>
        {detail ? <Detail>{detail}</Detail> : null}
        <Actions>
          <Button onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </Button>
          <Button to="/provider-signup" variant="outline">
            Choose a plan
          </Button>
        </Actions>
      </Panel>
    </AreaPage>
  );
}

/** /stripe/success: the payment provider sends the browser back here after checkout; the api confirms it. */
export default function StripeSuccessPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const user = useCurrentUser();
  const sessionId = sessionIdFrom(params);

  if (!sessionId) {
    return (
      <AreaPage title="Payment" intro="Checkout brings you back here with a reference to your payment.">
        <Panel role="alert" data-testid="checkout-missing-session">
          <ErrorLine>{STRIPE_SUCCESS_MESSAGES.missing}</ErrorLine>
          <p>If you paid, your plan shows on your dashboard once the payment is confirmed.</p>
          <Actions>
            <Button to="/provider/dashboard">Go to your dashboard</Button>
            <Button to="/provider-signup" variant="outline">
              Choose a plan
            </Button>
          </Actions>
        </Panel>
      </AreaPage>
    );
  }

  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return (
      <AreaPage title="Confirm your payment" intro="Your payment is confirmed against your account.">
        <Panel data-testid="checkout-signed-out">
          <p>{STRIPE_SUCCESS_MESSAGES.signedOut}</p>
          <Actions>
            <Button to={`/auth?redirect=${encodeURIComponent(back)}`}>Sign in</Button>
          </Actions>
        </Panel>
      </AreaPage>
    );
  }

  return <Verify sessionId={sessionId} />;
}
