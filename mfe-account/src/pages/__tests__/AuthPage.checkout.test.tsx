/**
 * @jest-environment ../shared/src/testing/jsdomEnvironment.cjs
 */
// Registration from a plan's subscribe link (spec §4, §8): checkout session, then the browser goes to its url.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { selectIsSignedIn } from '@prohive/shared';
import { makeTestJwt, makeTestUser } from '@prohive/shared/testing';
import { redirectBrowser } from '../../lib/redirectBrowser';
import { renderAuth, rolesResponse, type Call, type Respond } from './renderAuthPage';

// One simulated person per test, as user-event recommends (the setup API, not the direct calls).
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn(), dismiss: jest.fn() } }));
jest.mock('../../lib/redirectBrowser', () => ({ redirectBrowser: jest.fn() }));

const provider = makeTestUser({ id: 42, name: 'pat', role: { id: 4, name: 'provider', guard_name: 'web' } });
const CHECKOUT_QUERY = 'redirectToStripe=true&planId=pro&priceId=price_pro_month&productId=prod_pro';

function respondWith(checkout: { status: number; body: unknown }): Respond {
  return (call: Call) => {
    if (call.url.endsWith('/register'))
      return { status: 201, body: { access_token: makeTestJwt(), user: provider } };
    if (call.url.endsWith('/stripe/create-checkout-session')) return checkout;
    return rolesResponse;
  };
}

async function register() {
  // The subscribe link opens the registration tab with the provider role already chosen.
  expect(screen.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('radio', { name: 'Service professional' })).toBeChecked();
  await user.type(screen.getByLabelText('Name'), 'Pat');
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-password-1');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('AuthPage: checkout after registration', () => {
  beforeEach(() => {
    jest.mocked(toast.error).mockClear();
    jest.mocked(redirectBrowser).mockClear();
  });

  it('creates a checkout session for the new user and sends the browser to its url', async () => {
    const url = 'http://127.0.0.1:4000/api/test-checkout/cs_test_1';
    const { calls, store } = renderAuth(
      respondWith({ status: 200, body: { data: { sessionId: 'cs_test_1', url } } }),
      `/auth?${CHECKOUT_QUERY}`,
    );
    await register();

    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledWith(url));
    const checkout = calls.find((call) => call.url.endsWith('/stripe/create-checkout-session'));
    expect(checkout).toMatchObject({
      method: 'POST',
      body: {
        userId: 42,
        planId: 'pro',
        priceId: 'price_pro_month',
        productId: 'prod_pro',
        successUrl: `${window.location.origin}/stripe/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${window.location.origin}/stripe/cancel?${CHECKOUT_QUERY}`,
      },
    });
    // Signed in before the call, so the session is there when the browser comes back.
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.queryByText('provider dashboard')).not.toBeInTheDocument();
  });

  it('also reads session_id at the top level of the answer', async () => {
    const url = 'https://checkout.stripe.com/c/pay/cs_live_2';
    renderAuth(
      respondWith({ status: 200, body: { session_id: 'cs_live_2', url } }),
      `/auth?${CHECKOUT_QUERY}`,
    );
    await register();
    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledWith(url));
  });

  it("on a refused session: 'Failed to create checkout session. Please try again.' then /for-providers", async () => {
    renderAuth(respondWith({ status: 422, body: { message: 'Unknown plan.' } }), `/auth?${CHECKOUT_QUERY}`);
    await register();

    expect(await screen.findByText('plans for providers')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Failed to create checkout session. Please try again.');
    expect(redirectBrowser).not.toHaveBeenCalled();
  });

  it("on no answer at all: 'Error processing subscription. Please try again.' then /for-providers", async () => {
    renderAuth(respondWith({ status: 0, body: null }), `/auth?${CHECKOUT_QUERY}`);
    await register();

    expect(await screen.findByText('plans for providers')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Error processing subscription. Please try again.');
    expect(redirectBrowser).not.toHaveBeenCalled();
  });

  it('treats an answer without a usable url as the exception case', async () => {
    renderAuth(
      respondWith({ status: 200, body: { data: { sessionId: 'cs_1', url: 'javascript:alert(1)' } } }),
      `/auth?${CHECKOUT_QUERY}`,
    );
    await register();

    expect(await screen.findByText('plans for providers')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Error processing subscription. Please try again.');
    expect(redirectBrowser).not.toHaveBeenCalled();
  });

  it.each([
    ['priceId missing', 'redirectToStripe=true&planId=pro&productId=prod_pro'],
    ['productId missing', 'redirectToStripe=true&planId=pro&priceId=price_pro_month'],
    ['planId missing', 'redirectToStripe=true&priceId=price_pro_month&productId=prod_pro'],
    ['redirectToStripe missing', 'planId=pro&priceId=price_pro_month&productId=prod_pro'],
  ])('with %s it is an ordinary registration: no checkout, the dashboard', async (_label, query) => {
    const { calls } = renderAuth(
      respondWith({ status: 500, body: { message: 'must not be called' } }),
      `/auth?mode=register&role=provider&${query}`,
    );
    await register();

    expect(await screen.findByText('provider dashboard')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/stripe/'))).toBe(false);
    expect(redirectBrowser).not.toHaveBeenCalled();
  });
});

describe('AuthPage: where sign-in sends you', () => {
  const signInRespond: Respond = (call) =>
    call.url.endsWith('/login')
      ? { status: 200, body: { access_token: makeTestJwt(), user: provider } }
      : rolesResponse;

  async function signIn() {
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/%09/evil.example',
  ])('redirect=%s ends on the dashboard, on this site', async (attack) => {
    renderAuth(signInRespond, `/auth?redirect=${encodeURIComponent(attack)}`);
    await signIn();
    expect(await screen.findByText('provider dashboard')).toBeInTheDocument();
  });

  it('follows a same-site redirect with its query', async () => {
    renderAuth(signInRespond, `/auth?redirect=${encodeURIComponent('/jobs?category=plumbing')}`);
    await signIn();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/jobs?category=plumbing');
  });
});
