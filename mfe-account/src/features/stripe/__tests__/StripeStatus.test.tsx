/**
 * @jest-environment ../shared/src/testing/jsdomEnvironment.cjs
 */
import { screen } from '@testing-library/react';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { resetRuntimeConfig, setRuntimeConfig } from '@prohive/shared';
import { renderWithProviders } from '@prohive/shared/testing';
import { StripeStatus } from '../StripeStatus';
import { STRIPE_LOAD_FAILED_MESSAGE, settleStripe, stripeErrorMessage } from '../stripeLoader';

// The real entry would add Stripe's script to the page; the tests only check it is asked, with the key.
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

const fakeStripe = {} as Stripe;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('stripeErrorMessage (spec §8)', () => {
  it("uses the error's own message, else 'Failed to load Stripe'", () => {
    expect(stripeErrorMessage(new Error('Failed to load Stripe.js'))).toBe('Failed to load Stripe.js');
    expect(stripeErrorMessage(new Error(''))).toBe(STRIPE_LOAD_FAILED_MESSAGE);
    expect(stripeErrorMessage(undefined)).toBe('Failed to load Stripe');
    expect(stripeErrorMessage({ code: 42 })).toBe('Failed to load Stripe');
  });
});

describe('settleStripe', () => {
  it('is ready with a Stripe object, an error without one', async () => {
    await expect(settleStripe('pk_test_1', async () => fakeStripe)).resolves.toEqual({
      status: 'ready',
      stripe: fakeStripe,
    });
    await expect(settleStripe('pk_test_1', async () => null)).resolves.toEqual({
      status: 'error',
      message: 'Failed to load Stripe',
    });
    await expect(
      settleStripe('pk_test_1', () => Promise.reject(new Error('Invalid API Key provided'))),
    ).resolves.toEqual({ status: 'error', message: 'Invalid API Key provided' });
  });
});

describe('StripeStatus', () => {
  afterEach(() => resetRuntimeConfig());

  it('shows nothing and loads nothing without a publishable key', () => {
    const load = jest.fn();
    const { container } = renderWithProviders(<StripeStatus load={load} />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });

  it('goes from loading to ready', async () => {
    setRuntimeConfig({ stripePublishableKey: 'pk_test_123' });
    const pending = deferred<Stripe | null>();
    const load = jest.fn(() => pending.promise);
    renderWithProviders(<StripeStatus load={load} />);

    expect(screen.getByTestId('stripe-status')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to our payment provider…');
    expect(load).toHaveBeenCalledWith('pk_test_123');

    pending.resolve(fakeStripe);
    expect(await screen.findByText('Secure payments by Stripe are ready.')).toBeInTheDocument();
    expect(screen.getByTestId('stripe-status')).toHaveAttribute('data-state', 'ready');
  });

  it("goes from loading to the error's own message when the script cannot load", async () => {
    setRuntimeConfig({ stripePublishableKey: 'pk_test_123' });
    const pending = deferred<Stripe | null>();
    renderWithProviders(<StripeStatus load={() => pending.promise} />);
    expect(screen.getByTestId('stripe-status')).toHaveAttribute('data-state', 'loading');

    pending.reject(new Error('Failed to load Stripe.js'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load Stripe.js');
  });

  it("shows 'Failed to load Stripe' when Stripe.js gives nothing back", async () => {
    setRuntimeConfig({ stripePublishableKey: 'pk_test_123' });
    renderWithProviders(<StripeStatus load={async () => null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load Stripe$/);
  });

  it('by default loads the pure Stripe.js entry lazily, with the configured key', async () => {
    setRuntimeConfig({ stripePublishableKey: 'pk_test_lazy' });
    jest.mocked(loadStripe).mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    renderWithProviders(<StripeStatus />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load Stripe.js');
    expect(loadStripe).toHaveBeenCalledWith('pk_test_lazy');
  });
});
