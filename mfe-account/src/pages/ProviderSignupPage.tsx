import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import {
  Link,
  PROVIDER_ROLE_NAMES,
  planCheckoutQuery,
  useCurrentUser,
  useSearchParams,
  type AuthUser,
  type Plan,
} from '@prohive/shared';
import { AreaPage, Button, formatPlanPrice, Loading } from '@prohive/ui';
import { RegisterForm } from '../features/auth/AuthForms';
import { checkoutIdsFrom, type CheckoutIds } from '../lib/authRules';
import { useAuthActions } from '../features/auth/useAuthActions';
import { CHECKOUT_EXCEPTION_TOAST, CHECKOUT_FAILED_TOAST } from '../lib/checkoutRules';
import { Actions, Detail, ErrorLine, Panel } from '../features/checkout/layout';
import { PlanChoice } from '../features/checkout/PlanChoice';
import { useStartCheckout, type StartCheckoutOutcome } from '../lib/useStartCheckout';
import { StripeStatus } from '../features/stripe/StripeStatus';
import { useAccountPlansQuery } from '../lib/api/plansEndpoints';

export const PROVIDER_SIGNUP_MESSAGES = {
  loading: 'Loading plans…',
  error: 'We could not load the plans just now. Please try again.',
  empty: 'No plans are open for sign-up at the moment. Please check back later.',
  unknownPlan: 'That plan is not on offer any more. Please choose one of these.',
  notProvider:
    'Plans are for service professional accounts. You are signed in with a customer account; sign out and create a provider account to subscribe.',
} as const;

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;

  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  > ol {
    margin: 0;
  }
`;

type Step = 'plan' | 'account' | 'checkout';

function StepList({ current }: { current: Step }) {
  const steps: Array<[Step, string]> = [
    ['plan', '1. Choose a plan'],
    ['account', '2. Your provider account'],
    ['checkout', '3. Secure checkout'],
  ];
  return (
    <Steps aria-label="Sign-up steps">
      {steps.map(([step, label]) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          {label}
        </li>
      ))}
    </Steps>
  );
}

const idsOf = (plan: Plan): CheckoutIds => ({
  planId: plan.checkout.planId,
  priceId: plan.checkout.priceId,
  productId: plan.checkout.productId,
});

const failureText = (outcome: Extract<StartCheckoutOutcome, { ok: false }>) =>
  outcome.failure === 'response' ? CHECKOUT_FAILED_TOAST : CHECKOUT_EXCEPTION_TOAST;

/** A signed-in provider: straight to checkout for a paid plan; nothing to pay for a free one. */
function SignedInProvider({ user, plan }: { user: AuthUser; plan: Plan }) {
  const { start, starting } = useStartCheckout();
  const [failure, setFailure] = useState<Extract<StartCheckoutOutcome, { ok: false }> | null>(null);
  const current = user.current_subscription;
  if (current && current.plan.slug === plan.slug && current.status === 'active') {
    return (
      <>
        <p>{`You are already on the ${plan.name} plan.`}</p>
        <Actions>
          <Button to="/provider/dashboard">Go to your dashboard</Button>
        </Actions>
      </>
    );
  }
  if (!plan.checkout.requires_payment) {
    return (
      <>
        <p>{`${plan.name} is free: there is nothing to pay. Your account uses it unless you subscribe to a paid plan.`}</p>
        <Actions>
          <Button to="/provider/dashboard">Go to your dashboard</Button>
        </Actions>
      </>
    );
  }
  const continueToCheckout = async () => {
    setFailure(null);
    const outcome = await start(user.id, idsOf(plan));
    if (!outcome.ok) {
      setFailure(outcome);
      toast.error(failureText(outcome));
    }
  };
  return (
    <>
      <p>{`Signed in as ${user.email}. Checkout opens on a secure payment page and brings you back here.`}</p>
      {failure ? (
        <div role="alert">
          <ErrorLine>{failureText(failure)}</ErrorLine>
          {failure.detail ? <Detail>{failure.detail}</Detail> : null}
        </div>
      ) : null}
      <Actions>
        <Button onClick={() => void continueToCheckout()} disabled={starting}>
          {starting ? 'Opening secure checkout…' : 'Continue to checkout'}
        </Button>
      </Actions>
      <StripeStatus />
    </>
  );
}

/** Signed out: a provider account is created here; the after-signup checkout (spec §4) does the rest. */
function NewProvider({ plan, query }: { plan: Plan; query: string }) {
  const auth = useAuthActions();
  const here = `/provider-signup?${query}`;
  return (
    <>
      <RegisterForm
        onSubmit={auth.submitRegister}
        busy={auth.registering}
        error={auth.registerError}
        fieldErrors={auth.registerFieldErrors}
        role="provider"
        onRoleChange={() => undefined}
        roleLocked
        submitLabel={
          plan.checkout.requires_payment ? 'Create account and continue to checkout' : 'Create account'
        }
      />
      <p>
        Already have a provider account?{' '}
        <Link to={`/auth?redirect=${encodeURIComponent(here)}`}>Sign in to continue</Link>
      </p>
      {plan.checkout.requires_payment ? <StripeStatus /> : null}
    </>
  );
}

/**
 * /provider-signup: choose a plan → create a provider account (or use the signed-in one) → checkout → back to
 * /stripe/success. The choice lives in the URL (the same query the /for-providers subscribe links build), so a
 * shared link, a reload or the way back from /stripe/cancel all land on the same step.
 */
export default function ProviderSignupPage() {
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser();
  const { data: plans, isLoading, isError, isFetching, refetch } = useAccountPlansQuery();
  const planId = params.get('planId');
  const chosen = planId && Array.isArray(plans) ? (plans.find((plan) => plan.slug === planId) ?? null) : null;

  // A hand-typed `?planId=pro` lacks what checkout needs; the plan's own ids fill it in, so registering from
  // here checks out like a subscribe link does.
  const needsIds = chosen !== null && chosen.checkout.requires_payment && checkoutIdsFrom(params) === null;
  useEffect(() => {
    if (needsIds && chosen) setParams(planCheckoutQuery(chosen), { replace: true });
  }, [needsIds, chosen, setParams]);

  const choose = (plan: Plan) => setParams(planCheckoutQuery(plan));
  const isProvider = user !== null && PROVIDER_ROLE_NAMES.includes(user.role.name);

  let body;
  if (isLoading) {
    body = <Loading label={PROVIDER_SIGNUP_MESSAGES.loading} fullHeight={false} />;
  } else if (isError || !Array.isArray(plans)) {
    body = (
      <Panel role="alert">
        <p>{PROVIDER_SIGNUP_MESSAGES.error}</p>
        <Actions>
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </Button>
        </Actions>
      </Panel>
    );
  } else if (plans.length === 0) {
    body = (
      <Panel>
        <p>{PROVIDER_SIGNUP_MESSAGES.empty}</p>
      </Panel>
    );
  } else if (!chosen) {
    body = (
      <>
        <StepList current="plan" />
        {planId ? <ErrorLine role="alert">{PROVIDER_SIGNUP_MESSAGES.unknownPlan}</ErrorLine> : null}
        <PlanChoice plans={plans} onChoose={choose} />
      </>
    );
  } else {
    body = (
      <Stack>
        <StepList current={user ? 'checkout' : 'account'} />
        <Panel>
          <Chosen>
            <h2>{`Your plan: ${chosen.name}`}</h2>
            <strong>{formatPlanPrice(chosen.price)}</strong>
          </Chosen>
          <p>{chosen.description}</p>
          <Actions>
            <Button variant="outline" size="sm" onClick={() => setParams({})}>
              Change plan
            </Button>
          </Actions>
        </Panel>
        <Panel as="section" aria-label={user ? 'Checkout' : 'Create your provider account'}>
          {user === null ? (
            <NewProvider plan={chosen} query={params.toString()} />
          ) : isProvider ? (
            <SignedInProvider user={user} plan={chosen} />
          ) : (
            <p role="alert">{PROVIDER_SIGNUP_MESSAGES.notProvider}</p>
          )}
        </Panel>
      </Stack>
    );
  }

  return (
    <AreaPage
      title="Join Prohive as a professional"
      intro="Pick a plan, create your provider account and check out securely. You can change plans later from your dashboard."
    >
      {body}
    </AreaPage>
  );
}
