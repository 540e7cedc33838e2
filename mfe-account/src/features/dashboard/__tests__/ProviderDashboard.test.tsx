import { screen, waitFor, within } from '@testing-library/react';
import { makeTestUser } from '@prohive/shared/testing';
import type { AuthUser } from '@prohive/shared';
import ProviderDashboardPage from '../../../pages/ProviderDashboardPage';
import { makeBid, makeJob } from '../../../testing/fixtures';
import { ok, page, renderAccount, type Call, type Reply } from '../../../testing/renderAccount';

const provider: AuthUser = makeTestUser({
  id: 2,
  name: 'Pat Provider',
  role: { id: 2, name: 'provider', guard_name: 'web', permissions: [] },
  certificates_status: { license: 'pending', insurance: 'approved', background: 'none' },
});

const profile = {
  business_name: 'Pat Plumbing',
  bio: 'Family plumbing business serving Austin for twenty years; repairs, installs and emergencies.',
  services: [{ slug: 'plumbing', title: 'Plumbing' }],
  zip: '78701',
  radius_miles: 25,
  years_in_business: 20,
  photos: [],
};

const starter = {
  id: 1,
  slug: 'starter',
  name: 'Starter',
  description: '',
  price: { amount_cents: 0, currency: 'usd', interval: 'month' },
  limits: { bids_per_month: 5, service_categories: 1, service_radius_miles: 15 },
  features: [],
  checkout: { planId: 'starter', priceId: 'p', productId: 'q', requires_payment: false },
};

type Overrides = Partial<Record<string, (call: Call) => Reply | undefined>>;

function renderDashboard(user: AuthUser, overrides: Overrides = {}) {
  return renderAccount('/provider/dashboard', <ProviderDashboardPage />, {
    user,
    respond: (call) => {
      const override = overrides[call.path];
      if (override) return override(call);
      switch (call.path) {
        case '/api/me':
          return ok({ data: user });
        case '/api/me/provider-profile':
          return ok({ data: profile });
        case '/api/jobs/matching':
          return page([makeJob({ id: 5, title: 'Replace water heater', distance_miles: 3.2, bid_count: 2 })]);
        case '/api/bids/mine':
          return page([
            makeBid({ id: 1, status: 'pending', job: makeJob({ id: 5, title: 'Replace water heater' }) }),
            makeBid({
              id: 2,
              job_id: 6,
              status: 'accepted',
              job: makeJob({ id: 6, title: 'Unclog drain', status: 'hired' }),
            }),
            makeBid({
              id: 3,
              status: 'declined',
              created_at: '2020-01-01T00:00:00Z',
              job: makeJob({ id: 7, title: 'Old job' }),
            }),
          ]);
        case '/api/plans':
          return ok({ data: [starter] });
        default:
          return undefined;
      }
    },
  });
}

describe('/provider/dashboard', () => {
  it('sends a customer to the customer dashboard', async () => {
    renderAccount('/provider/dashboard', <ProviderDashboardPage />, {
      user: makeTestUser(),
      respond: () => undefined,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customer/dashboard'));
  });

  it('shows matching jobs, my bids with states, won jobs, plan limits, certificates and completeness', async () => {
    renderDashboard(provider);
    expect(await screen.findByRole('heading', { level: 1, name: 'Provider dashboard' })).toBeInTheDocument();
    // The shell's layout owns the page's one <main>; a screen must not nest another.
    expect(screen.queryByRole('main')).toBeNull();
    const matching = await screen.findByTestId('matching-job');
    expect(within(matching).getByRole('link', { name: 'Replace water heater' })).toHaveAttribute(
      'href',
      '/job/5',
    );
    expect(matching).toHaveTextContent('3.2 mi');
    expect(matching).toHaveTextContent('2 bids');

    const bids = await screen.findAllByTestId('my-bid');
    expect(bids.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Pending'),
      expect.stringContaining('Won'),
      expect.stringContaining('Declined'),
    ]);
    expect(screen.getByTestId('won-job')).toHaveTextContent('Unclog drain');
    expect(screen.getByTestId('won-job')).toHaveTextContent('In progress');

    // No subscription: held to the free plan's limits; two of the three bids were placed this month.
    await waitFor(() => expect(screen.getByTestId('bids-used')).toHaveTextContent('2 of 5'));
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Starter (free)');
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/provider-signup',
    );

    expect(screen.getByTestId('certificate-license')).toHaveTextContent('Pending review');
    expect(screen.getByTestId('certificate-insurance')).toHaveTextContent('Verified');
    expect(screen.getByTestId('certificate-background')).toHaveTextContent('Not uploaded');

    const completeness = screen.getByRole('region', { name: 'Profile completeness' });
    expect(within(completeness).getByRole('link', { name: 'Add photos of your work' })).toHaveAttribute(
      'href',
      '/profile#business',
    );
    expect(within(completeness).getByRole('link', { name: 'Add a profile photo' })).toHaveAttribute(
      'href',
      '/profile#account',
    );
    expect(within(completeness).queryByRole('link', { name: 'Upload proof of insurance' })).toBeNull();
  });

  it('reads the plan and its limits from current_subscription in /me', async () => {
    const subscribed: AuthUser = {
      ...provider,
      current_subscription: {
        plan: {
          id: 2,
          slug: 'pro',
          name: 'Pro',
          limits: { bids_per_month: null, service_categories: 3, service_radius_miles: 40 },
        },
        status: 'active',
        current_period_end: '2026-12-22T00:00:00Z',
        cancel_at_period_end: false,
      },
    };
    renderDashboard(provider, { '/api/me': () => ok({ data: subscribed }) });
    await waitFor(() => expect(screen.getByTestId('plan-name')).toHaveTextContent('Pro (active)'));
    expect(screen.getByTestId('bids-used')).toHaveTextContent('2 of unlimited');
    expect(screen.getByText('Up to 40 miles')).toBeInTheDocument();
    expect(screen.getByText('Renews Dec 22, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change plan' })).toBeInTheDocument();
  });

  it("uses the api's exact monthly bid usage and limit when it sends them, not a count of the latest bids", async () => {
    const bid = makeBid({ id: 1, status: 'pending', job: makeJob({ id: 5, title: 'Replace water heater' }) });
    renderDashboard(provider, {
      '/api/bids/mine': () =>
        page([bid], {
          total: 80,
          last_page: 16,
          usage: { bids_this_month: 57, bids_per_month_limit: 60, plan_slug: 'pro' },
        }),
    });
    await waitFor(() => expect(screen.getByTestId('bids-used')).toHaveTextContent('57 of 60'));
    expect(screen.getByTestId('bids-used')).not.toHaveTextContent('+');
  });

  it('falls back to counting the latest bids with "N+" when the api sends no usage', async () => {
    const recent = makeBid({ id: 1, status: 'pending', created_at: new Date().toISOString() });
    renderDashboard(provider, { '/api/bids/mine': () => page([recent], { total: 80, last_page: 16 }) });
    await waitFor(() => expect(screen.getByTestId('bids-used')).toHaveTextContent('1+ of 5'));
  });

  it('leads a provider without a business profile to create one and does not ask for matching jobs', async () => {
    const { calls } = renderDashboard(provider, {
      '/api/me/provider-profile': () => ok({ data: null }),
      '/api/bids/mine': () => page([]),
    });
    const callout = await screen.findByRole('region', { name: 'Create your business profile' });
    expect(within(callout).getByRole('link', { name: 'Create your profile' })).toHaveAttribute(
      'href',
      '/profile#business',
    );
    expect(screen.getByText('Set up your business profile first')).toBeInTheDocument();
    expect(await screen.findByText('You have not bid on a job yet')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/jobs/matching')).toBe(false);
  });

  it('shows an empty matching list with a link to all jobs', async () => {
    renderDashboard(provider, { '/api/jobs/matching': () => page([]) });
    expect(await screen.findByText('No open jobs match your services nearby right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('shows the five latest won jobs and counts the rest', async () => {
    const won = Array.from({ length: 7 }, (_, i) =>
      makeBid({
        id: 100 + i,
        job_id: 200 + i,
        status: 'accepted',
        job: makeJob({ id: 200 + i, title: `Won job ${i}` }),
      }),
    );
    renderDashboard(provider, { '/api/bids/mine': () => page(won) });
    await waitFor(() => expect(screen.getAllByTestId('won-job')).toHaveLength(5));
    expect(screen.getByText('and 2 more won jobs among your recent bids')).toBeInTheDocument();
  });
});
