import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@prohive/shared';
import { renderWithProviders } from '@prohive/shared/testing';
import { PLANS_MESSAGES, PlansSection } from '../PlansSection';

// One simulated person per test, as user-event recommends (the setup API, not the direct calls).
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

function plan(slug: string, name: string, cents: number, overrides: Partial<Plan> = {}): Plan {
  const paid = cents > 0;
  return {
    id: slug.length,
    slug,
    name,
    description: `${name} plan for growing businesses.`,
    price: { amount_cents: cents, currency: 'usd', interval: 'month' },
    limits: { bids_per_month: paid ? null : 5, service_categories: paid ? 5 : 1, service_radius_miles: 25 },
    features: paid
      ? ['Unlimited bids', '5 service categories', 'Verified badge', 'Priority support']
      : ['5 bids per month', '1 service category', 'Free business tools'],
    checkout: {
      planId: slug,
      priceId: `prohive_price_${slug}_month`,
      productId: `prohive_product_${slug}`,
      requires_payment: paid,
    },
    ...overrides,
  };
}

const PLANS = [plan('starter', 'Starter', 0), plan('pro', 'Pro', 2999)];

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(window, { fetch: fetchMock });
  Object.assign(globalThis, { fetch: fetchMock });
});

const requestedUrl = (call = 0) => {
  const input = fetchMock.mock.calls[call]?.[0];
  return input instanceof Request ? input.url : String(input);
};

const limits = (card: HTMLElement) =>
  Array.from(card.querySelectorAll('dl > div')).map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);
const features = (card: HTMLElement) =>
  within(within(card).getByRole('list', { name: /features/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('PlansSection', () => {
  it('says it is loading until the api answers', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderWithProviders(<PlansSection />);
    expect(screen.getByRole('status')).toHaveTextContent(PLANS_MESSAGES.loading);
  });

  it('shows each plan with price, limits, features and a subscribe link into registration', async () => {
    fetchMock.mockImplementation(async () => json({ data: PLANS }));
    renderWithProviders(<PlansSection />);
    const pro = await screen.findByRole('article', { name: 'Pro' });
    expect(requestedUrl()).toMatch(/\/api\/plans$/);
    expect(within(pro).getByText('$29.99 / month')).toBeInTheDocument();
    expect(limits(pro)).toEqual([
      ['Bids per month', 'Unlimited'],
      ['Service categories', '5'],
      ['Service radius', '25 miles'],
    ]);
    // Features that only restate a limit are not listed twice.
    expect(features(pro)).toEqual(['Verified badge', 'Priority support']);
    const subscribe = within(pro).getByRole('link', { name: 'Subscribe to Pro' });
    const href = new URL(subscribe.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/provider-signup');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      redirectToStripe: 'true',
      planId: 'pro',
      priceId: 'prohive_price_pro_month',
      productId: 'prohive_product_pro',
    });

    const starter = screen.getByRole('article', { name: 'Starter' });
    expect(within(starter).getByText('Free')).toBeInTheDocument();
    expect(limits(starter)).toEqual([
      ['Bids per month', '5'],
      ['Service categories', '1'],
      ['Service radius', '25 miles'],
    ]);
    expect(features(starter)).toEqual(['Free business tools']);
    expect(within(starter).getByRole('link', { name: 'Start free on Starter' })).toHaveAttribute(
      'href',
      '/provider-signup?planId=starter',
    );
  });

  it('says so when no plan is open for sign-up', async () => {
    fetchMock.mockImplementation(async () => json({ data: [] }));
    renderWithProviders(<PlansSection />);
    expect(await screen.findByText(PLANS_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the plans again', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'Not found' }, 404));
    renderWithProviders(<PlansSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PLANS_MESSAGES.error);

    fetchMock.mockImplementation(async () => json({ data: PLANS }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
