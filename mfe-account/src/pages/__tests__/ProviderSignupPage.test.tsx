/**
 * @jest-environment ../shared/src/testing/jsdomEnvironment.cjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { resetRuntimeConfig, setRuntimeConfig } from '@prohive/shared';
import { makeTestJwt, makeTestUser } from '@prohive/shared/testing';
import { redirectBrowser } from '../../lib/redirectBrowser';
import { PLANS, PRO_QUERY, providerUser, renderCheckout, type Respond } from './renderCheckout';

// One simulated person per test, as user-event recommends (the setup API, not the direct calls).
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

jest.mock('react-toastify', () => ({ toast: { error: jest.fn(), success: jest.fn(), dismiss: jest.fn() } }));
jest.mock('../../lib/redirectBrowser', () => ({ redirectBrowser: jest.fn() }));
// Stripe's script host is unreachable, as it is from this machine: Stripe.js fails to load.
jest.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: jest.fn(() => Promise.reject(new Error('Failed to load Stripe.js'))),
}));

const CHECKOUT_URL = 'http://127.0.0.1:4000/api/test-checkout/cs_test_1';

function api(
  overrides: Partial<Record<'plans' | 'register' | 'checkout', { status: number; body: unknown }>> = {},
): Respond {
  return (call) => {
    if (call.url.endsWith('/plans')) return overrides.plans ?? { status: 200, body: { data: PLANS } };
    if (call.url.endsWith('/register'))
      return (
        overrides.register ?? { status: 201, body: { access_token: makeTestJwt(), user: providerUser() } }
      );
    if (call.url.endsWith('/stripe/create-checkout-session'))
      return (
        overrides.checkout ?? { status: 200, body: { data: { sessionId: 'cs_test_1', url: CHECKOUT_URL } } }
      );
    return { status: 200, body: { data: [] } };
  };
}

describe('ProviderSignupPage', () => {
  beforeEach(() => {
    jest.mocked(toast.error).mockClear();
    jest.mocked(redirectBrowser).mockClear();
  });

  it('lists the plans, and choosing one puts its checkout ids in the URL and asks for a provider account', async () => {
    renderCheckout(api(), '/provider-signup');
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans…');
    const plans = await screen.findByRole('list', { name: 'Plans' });
    expect(within(plans).getAllByRole('article')).toHaveLength(3);
    expect(within(plans).getByText('$49 / month')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose Pro' }));

    expect(await screen.findByRole('heading', { name: 'Your plan: Pro' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create account' });
    // The account can only be a provider's here: no role choice.
    expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
    expect(
      within(form).getByRole('button', { name: 'Create account and continue to checkout' }),
    ).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Sign in to continue' })).toHaveAttribute(
      'href',
      `/auth?redirect=${encodeURIComponent(`/provider-signup?${PRO_QUERY}`)}`,
    );
  });

  it('registers a provider from a subscribe link and goes straight to checkout', async () => {
    const { calls } = renderCheckout(api(), `/provider-signup?${PRO_QUERY}`);
    await screen.findByRole('heading', { name: 'Your plan: Pro' });
    await user.type(screen.getByLabelText('Name'), 'Pat Pro');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-password-1');
    await user.click(screen.getByRole('button', { name: 'Create account and continue to checkout' }));

    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(calls.find((call) => call.url.endsWith('/register'))?.body).toMatchObject({ roleId: 4 });
    const checkout = calls.find((call) => call.url.endsWith('/stripe/create-checkout-session'));
    expect(checkout?.body).toMatchObject({ userId: 42, planId: 'pro', priceId: 'prohive_price_pro_month' });
    expect(checkout?.authorization).toMatch(/^Bearer /);
  });

  it('a failed checkout after registration toasts and falls back to /for-providers', async () => {
    renderCheckout(
      api({ checkout: { status: 500, body: { message: 'Stripe is down' } } }),
      `/provider-signup?${PRO_QUERY}`,
    );
    await screen.findByRole('heading', { name: 'Your plan: Pro' });
    await user.type(screen.getByLabelText('Name'), 'Pat Pro');
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-password-1');
    await user.click(screen.getByRole('button', { name: 'Create account and continue to checkout' }));

    expect(await screen.findByTestId('landed')).toHaveTextContent('/for-providers');
    expect(toast.error).toHaveBeenCalledWith('Failed to create checkout session. Please try again.');
  });

  it('fills in the ids of a hand-typed ?planId=pro so registering still checks out', async () => {
    renderCheckout(api(), '/provider-signup?planId=pro');
    await screen.findByRole('heading', { name: 'Your plan: Pro' });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Sign in to continue' })).toHaveAttribute(
        'href',
        `/auth?redirect=${encodeURIComponent(`/provider-signup?${PRO_QUERY}`)}`,
      ),
    );
  });

  it('a signed-in provider goes straight to checkout with the plan ids', async () => {
    const { calls } = renderCheckout(api(), `/provider-signup?${PRO_QUERY}`, { user: providerUser() });
    expect(await screen.findByText(/Signed in as pat@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create account' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));

    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(calls.find((call) => call.url.endsWith('/stripe/create-checkout-session'))?.body).toMatchObject({
      userId: 42,
      planId: 'pro',
      priceId: 'prohive_price_pro_month',
      productId: 'prohive_product_pro',
    });
  });

  it('a signed-in provider whose checkout cannot start sees why and stays to retry', async () => {
    renderCheckout(api({ checkout: { status: 0, body: null } }), `/provider-signup?${PRO_QUERY}`, {
      user: providerUser(),
    });
    await user.click(await screen.findByRole('button', { name: 'Continue to checkout' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error processing subscription. Please try again.',
    );
    expect(toast.error).toHaveBeenCalledWith('Error processing subscription. Please try again.');
    expect(screen.getByRole('button', { name: 'Continue to checkout' })).toBeEnabled();
    expect(redirectBrowser).not.toHaveBeenCalled();
  });

  it('a provider already on the plan is told so, with no checkout', async () => {
    const account = providerUser({
      current_subscription: {
        plan: {
          id: 2,
          slug: 'pro',
          name: 'Pro',
          limits: { bids_per_month: null, service_categories: 3, service_radius_miles: 40 },
        },
        status: 'active',
        current_period_end: '2026-12-22T00:00:00.000Z',
        cancel_at_period_end: false,
      },
    });
    renderCheckout(api(), `/provider-signup?${PRO_QUERY}`, { user: account });
    expect(await screen.findByText('You are already on the Pro plan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to checkout' })).not.toBeInTheDocument();
  });

  it('a free plan needs no checkout for a signed-in provider', async () => {
    renderCheckout(api(), '/provider-signup?planId=starter', { user: providerUser() });
    expect(await screen.findByText(/Starter is free: there is nothing to pay/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/provider/dashboard',
    );
  });

  it('a signed-in customer is told plans are for provider accounts', async () => {
    renderCheckout(api(), `/provider-signup?${PRO_QUERY}`, { user: makeTestUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Plans are for service professional accounts/);
  });

  it('an unknown plan in the link shows the choice again', async () => {
    renderCheckout(api(), '/provider-signup?planId=platinum');
    expect(await screen.findByRole('alert')).toHaveTextContent('That plan is not on offer any more.');
    expect(screen.getByRole('button', { name: 'Choose Elite' })).toBeInTheDocument();
  });

  it('with a publishable key, shows the Stripe.js error state and still checks out without it', async () => {
    setRuntimeConfig({ stripePublishableKey: 'pk_test_unreachable' });
    try {
      renderCheckout(api(), `/provider-signup?${PRO_QUERY}`, { user: providerUser() });
      await screen.findByTestId('stripe-status');
      await waitFor(() => expect(screen.getByTestId('stripe-status')).toHaveAttribute('data-state', 'error'));
      expect(screen.getByTestId('stripe-status')).toHaveTextContent('Failed to load Stripe.js');

      await user.click(screen.getByRole('button', { name: 'Continue to checkout' }));
      await waitFor(() => expect(redirectBrowser).toHaveBeenCalledWith(CHECKOUT_URL));
    } finally {
      resetRuntimeConfig();
    }
  });

  it('without a publishable key shows no Stripe.js state at all', async () => {
    renderCheckout(api(), `/provider-signup?${PRO_QUERY}`, { user: providerUser() });
    await screen.findByRole('button', { name: 'Continue to checkout' });
    expect(screen.queryByTestId('stripe-status')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the plans cannot load', async () => {
    let fail = true;
    renderCheckout((call) => {
      if (call.url.endsWith('/plans'))
        return fail
          ? { status: 404, body: { message: 'Not found' } }
          : { status: 200, body: { data: PLANS } };
      return { status: 200, body: { data: [] } };
    }, '/provider-signup');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the plans just now.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Choose Pro' })).toBeInTheDocument();
  });
});
