/**
 * @jest-environment ../shared/src/testing/jsdomEnvironment.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { selectCurrentUser } from '@prohive/shared';
import { makeTestUser } from '@prohive/shared/testing';
import { redirectBrowser } from '../../lib/redirectBrowser';
import { sessionIdFrom } from '../StripeSuccessPage';
import { PRO_QUERY, providerUser, renderCheckout, type Respond } from './renderCheckout';

// One simulated person per test, as user-event recommends (the setup API, not the direct calls).
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn(), dismiss: jest.fn() } }));
jest.mock('../../lib/redirectBrowser', () => ({ redirectBrowser: jest.fn() }));

const subscription = {
  plan: { id: 2, slug: 'pro', name: 'Pro' },
  status: 'active',
  current_period_end: '2026-12-22T10:00:00.000Z',
};
const paid = {
  status: 200,
  body: { data: { status: 'paid', plan: { slug: 'pro', name: 'Pro' }, subscription } },
};
const verifyWith =
  (answer: { status: number; body: unknown }): Respond =>
  (call) =>
    call.url.startsWith('/api/stripe/verify-session/') ? answer : { status: 200, body: { data: [] } };

describe('sessionIdFrom', () => {
  it.each([
    ['session_id=cs_1', 'cs_1'],
    ['sessionId=cs_2', 'cs_2'],
    ['session_id=cs_1&sessionId=cs_2', 'cs_1'],
    ['session_id=%20', null],
    ['session_id={CHECKOUT_SESSION_ID}', null],
    ['', null],
  ])('%s → %s', (query, expected) => {
    expect(sessionIdFrom(new URLSearchParams(query))).toBe(expected);
  });
});

describe('StripeSuccessPage', () => {
  it('verifies the session, shows the plan and period end, and refreshes the session user', async () => {
    const { calls, store } = renderCheckout(verifyWith(paid), '/stripe/success?session_id=cs_test_1', {
      user: providerUser(),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');

    expect(await screen.findByRole('heading', { name: 'Payment complete' })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-success')).toHaveTextContent('Your plan: Pro');
    expect(screen.getByText('Your plan renews on December 22, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/provider/dashboard',
    );

    const verify = calls.find((call) => call.url === '/api/stripe/verify-session/cs_test_1');
    expect(verify?.authorization).toMatch(/^Bearer /);
    await waitFor(() =>
      expect(selectCurrentUser(store.getState())?.current_subscription).toEqual(subscription),
    );
  });

  it('accepts sessionId as the parameter name too', async () => {
    const { calls } = renderCheckout(verifyWith(paid), '/stripe/success?sessionId=cs_camel', {
      user: providerUser(),
    });
    expect(await screen.findByRole('heading', { name: 'Payment complete' })).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/stripe/verify-session/cs_camel')).toBe(true);
  });

  it.each([402, 404, 409])(
    "answered %i: 'Failed to verify payment' with the api's reason",
    async (status) => {
      renderCheckout(
        verifyWith({ status, body: { message: 'This checkout session has not been paid.' } }),
        '/stripe/success?session_id=cs_unpaid',
        { user: providerUser() },
      );
      const alert = await screen.findByTestId('checkout-verify-failed');
      expect(alert).toHaveTextContent('Failed to verify payment');
      expect(alert).toHaveTextContent('This checkout session has not been paid.');
      expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).not.toBeInTheDocument();
    },
  );

  it("no answer at all: 'Error verifying payment session', and Try again asks again", async () => {
    let online = false;
    const { store } = renderCheckout(
      (call) =>
        call.url.startsWith('/api/stripe/verify-session/')
          ? online
            ? paid
            : { status: 0, body: null }
          : { status: 200, body: {} },
      '/stripe/success?session_id=cs_offline',
      { user: providerUser() },
    );
    expect(await screen.findByTestId('checkout-verify-failed')).toHaveTextContent(
      'Error verifying payment session',
    );
    expect(selectCurrentUser(store.getState())?.current_subscription).toBeNull();

    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Payment complete' })).toBeInTheDocument();
  });

  it('a 200 that is not paid is not a success', async () => {
    renderCheckout(
      verifyWith({ status: 200, body: { data: { status: 'open', plan: { slug: 'pro', name: 'Pro' } } } }),
      '/stripe/success?session_id=cs_open',
      { user: providerUser() },
    );
    expect(await screen.findByTestId('checkout-verify-failed')).toHaveTextContent('Failed to verify payment');
  });

  it('without a session id says so and asks the api nothing', async () => {
    const { calls } = renderCheckout(verifyWith(paid), '/stripe/success', { user: providerUser() });
    expect(screen.getByTestId('checkout-missing-session')).toHaveTextContent(
      'This link does not say which payment to confirm.',
    );
    expect(calls.some((call) => call.url.includes('verify-session'))).toBe(false);
  });

  it('signed out: asks to sign in and come back to the same URL', async () => {
    const { calls } = renderCheckout(verifyWith(paid), '/stripe/success?session_id=cs_test_1');
    expect(screen.getByTestId('checkout-signed-out')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth?redirect=${encodeURIComponent('/stripe/success?session_id=cs_test_1')}`,
    );
    expect(calls.some((call) => call.url.includes('verify-session'))).toBe(false);
  });
});

describe('StripeCancelPage', () => {
  beforeEach(() => {
    jest.mocked(redirectBrowser).mockClear();
    jest.mocked(toast.error).mockClear();
  });

  it('says nothing was charged and offers the same checkout again (signed out: through /provider-signup)', () => {
    renderCheckout(() => ({ status: 200, body: {} }), `/stripe/cancel?${PRO_QUERY}`);
    expect(screen.getByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/nothing was charged/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/provider-signup?${PRO_QUERY}`,
    );
    expect(screen.getByRole('link', { name: 'Choose a different plan' })).toHaveAttribute(
      'href',
      '/provider-signup',
    );
  });

  it('without plan ids, Try again goes back to the plan choice', () => {
    renderCheckout(() => ({ status: 200, body: {} }), '/stripe/cancel');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/provider-signup');
  });

  it('a signed-in provider reopens the same checkout from here', async () => {
    const url = 'http://127.0.0.1:4000/api/test-checkout/cs_again';
    const { calls } = renderCheckout(
      (call) =>
        call.url.endsWith('/stripe/create-checkout-session')
          ? { status: 200, body: { data: { sessionId: 'cs_again', url } } }
          : { status: 200, body: {} },
      `/stripe/cancel?${PRO_QUERY}`,
      { user: providerUser() },
    );
    await user.click(screen.getByRole('button', { name: 'Try checkout again' }));
    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledWith(url));
    expect(calls.find((call) => call.url.endsWith('/stripe/create-checkout-session'))?.body).toMatchObject({
      userId: 42,
      planId: 'pro',
      priceId: 'prohive_price_pro_month',
      productId: 'prohive_product_pro',
    });
  });

  it('a refused retry shows the reason and stays', async () => {
    renderCheckout(
      (call) =>
        call.url.endsWith('/stripe/create-checkout-session')
          ? { status: 409, body: { message: 'You already have an active subscription.' } }
          : { status: 200, body: {} },
      `/stripe/cancel?${PRO_QUERY}`,
      { user: providerUser() },
    );
    await user.click(screen.getByRole('button', { name: 'Try checkout again' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create checkout session. Please try again.');
    expect(alert).toHaveTextContent('You already have an active subscription.');
    expect(redirectBrowser).not.toHaveBeenCalled();
  });

  it('a customer gets the link, not the button', () => {
    renderCheckout(() => ({ status: 200, body: {} }), `/stripe/cancel?${PRO_QUERY}`, {
      user: makeTestUser(),
    });
    expect(screen.queryByRole('button', { name: 'Try checkout again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
  });
});
