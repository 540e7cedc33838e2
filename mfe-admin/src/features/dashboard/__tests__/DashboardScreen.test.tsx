import { screen } from '@testing-library/react';
import AdminDashboardPage from '../../../pages/AdminDashboardPage';
import { adminUser, customer } from '../../../testing/fixtures';
import { ok, renderAdmin } from '../../../testing/renderAdmin';

const days = Array.from({ length: 30 }, (_, index) => ({
  date: `2026-11-${String(index + 1).padStart(2, '0')}`,
  count: index % 3,
}));

const stats = {
  users_by_role: [
    { role: 'user', count: 40 },
    { role: 'provider', count: 12 },
  ],
  signups_per_day: days,
  jobs_by_status: { open: 9, hired: 4, completed: 3 },
  average_bids_per_job: 2.25,
  active_subscriptions_by_plan: [{ plan: 'pro', name: 'Pro', count: 6 }],
  pending_campaigns: 3,
  pending_certificates: 2,
};

describe('the admin dashboard', () => {
  it('shows the numbers, the 30-day chart and links to the queues', async () => {
    renderAdmin('/admin', <AdminDashboardPage />, {
      user: adminUser,
      respond: (call) => (call.path === '/api/admin/stats' ? ok({ data: stats }) : undefined),
    });
    expect(await screen.findByTestId('pending-campaigns')).toHaveTextContent('3');
    expect(screen.getByTestId('pending-certificates')).toHaveTextContent('2');
    expect(screen.getAllByTestId('signup-bar')).toHaveLength(30);
    expect(screen.getByText('30 new sign-ups in the last 30 days')).toBeInTheDocument();
    expect(screen.getByText('2.3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review campaigns' })).toHaveAttribute(
      'href',
      '/admin/campaigns?status=pending',
    );
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('says so when the numbers fail to load', async () => {
    renderAdmin('/admin', <AdminDashboardPage />, {
      user: adminUser,
      respond: () => ({ status: 500, body: { message: 'boom' } }),
    });
    expect(await screen.findByRole('heading', { name: 'This could not be loaded' })).toBeInTheDocument();
  });

  it('shows "not allowed" to a signed-in non-admin and never calls the admin api', async () => {
    const { calls } = renderAdmin('/admin', <AdminDashboardPage />, {
      user: customer,
      respond: () => undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends a signed-out visitor to sign in', async () => {
    renderAdmin('/admin', <AdminDashboardPage />, { user: null, respond: () => undefined });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });
});
