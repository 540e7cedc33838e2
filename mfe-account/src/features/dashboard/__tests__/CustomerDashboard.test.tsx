import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTestUser, pretendViewerTimeZone } from '@prohive/shared/testing';
import CustomerDashboardPage from '../../../pages/CustomerDashboardPage';
import { makeJob } from '../../../testing/fixtures';
import { page, renderAccount, type Respond } from '../../../testing/renderAccount';

// One simulated person per test, as user-event recommends (the setup API, not the direct calls).
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

const customer = makeTestUser({ name: 'Casey Customer' });

function renderDashboard(respond: Respond, user = customer) {
  return renderAccount('/customer/dashboard', <CustomerDashboardPage />, { user, respond });
}

describe('/customer/dashboard', () => {
  it('sends a signed-out visitor to /auth and remembers the page in previousPage', async () => {
    document.cookie = 'previousPage=; Max-Age=0; path=/';
    renderAccount('/customer/dashboard', <CustomerDashboardPage />, {
      user: null,
      respond: () => undefined,
      route: '/customer/dashboard?tab=1',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
    expect(decodeURIComponent(document.cookie)).toContain('previousPage=/customer/dashboard?tab=1');
  });

  it('sends a provider to their own dashboard', async () => {
    const provider = makeTestUser({ role: { id: 2, name: 'provider', guard_name: 'web', permissions: [] } });
    renderDashboard(() => undefined, provider);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/provider/dashboard'));
  });

  it('links to /messages with the unread messages total', async () => {
    renderDashboard((call) => {
      if (call.path === '/api/jobs/mine') return page([]);
      if (call.path === '/api/me/unread')
        return { status: 200, body: { data: { messages: 3, notifications: 1 } } };
      return undefined;
    });
    expect(await screen.findByTestId('unread-messages')).toHaveTextContent('3 unread messages.');
    expect(screen.getByRole('link', { name: 'Open messages' })).toHaveAttribute('href', '/messages');
  });

  it('invites a new customer to post a first job', async () => {
    renderDashboard((call) => (call.path === '/api/jobs/mine' ? page([]) : undefined));
    expect(await screen.findByText('You have not posted a job yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post your first job' })).toHaveAttribute('href', '/create-job');
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/create-job');
    expect(screen.getByRole('heading', { level: 1, name: 'Customer dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('count-open')).toHaveTextContent('0');
    // The shell's layout owns the page's one <main>; a screen must not nest another.
    expect(screen.queryByRole('main')).toBeNull();
  });

  it("shows when a job was posted in the viewer's time zone, as the job page does", async () => {
    // 03:30 UTC on Jan 15 is 22:30 on Jan 14 in New York.
    const restore = pretendViewerTimeZone('America/New_York');
    try {
      renderDashboard((call) =>
        call.path === '/api/jobs/mine'
          ? page([makeJob({ title: 'Paint the fence', created_at: '2026-01-15T03:30:00Z' })])
          : undefined,
      );
      const row = await screen.findByTestId('my-job');
      expect(row).toHaveTextContent('posted Jan 14, 2026');
    } finally {
      restore();
    }
  });

  it('lists my jobs with status, bids, hired pro, review action and counts', async () => {
    const jobs = [
      makeJob({ id: 1, title: 'Paint the fence', status: 'open', bid_count: 3 }),
      makeJob({
        id: 2,
        title: 'Rewire the garage',
        status: 'completed',
        bid_count: 1,
        hired_provider: { id: 7, business_name: 'Bright Sparks' },
        needs_review: true,
      }),
      makeJob({
        id: 3,
        title: 'Clean gutters',
        status: 'hired',
        bid_count: 2,
        hired_provider: { id: 8, business_name: 'Gutter Pro' },
      }),
    ];
    const { calls } = renderDashboard((call) => (call.path === '/api/jobs/mine' ? page(jobs) : undefined));
    const list = await screen.findByRole('list', { name: 'Your jobs' });
    const rows = within(list).getAllByTestId('my-job');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Paint the fence' })).toHaveAttribute('href', '/job/1');
    expect(rows[0]).toHaveTextContent('Open');
    expect(rows[0]).toHaveTextContent('3 bids');
    expect(within(rows[0]!).getByRole('link', { name: 'View Paint the fence' })).toHaveTextContent(
      'Compare bids',
    );
    expect(rows[1]).toHaveTextContent('Completed');
    expect(within(rows[1]!).getByRole('link', { name: 'Bright Sparks' })).toHaveAttribute(
      'href',
      '/professionals/7',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Review Bright Sparks' })).toHaveAttribute(
      'href',
      '/job/2#review',
    );
    expect(rows[2]).toHaveTextContent('Hired Gutter Pro');
    expect(within(rows[2]!).queryByRole('link', { name: /^Review/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/job/2#review');
    expect(screen.getByTestId('count-open')).toHaveTextContent('1');
    expect(screen.getByTestId('count-hired')).toHaveTextContent('1');
    expect(screen.getByTestId('count-completed')).toHaveTextContent('1');
    const listCall = calls.find((call) => call.query.get('per_page') === '10');
    expect(listCall?.query.get('page')).toBe('1');
  });

  it('offers Reopen only on the closed jobs the api says may be reopened', async () => {
    const jobs = [
      makeJob({ id: 4, title: 'Fix the tap', status: 'cancelled', can_reopen: true }),
      makeJob({ id: 5, title: 'Old shed', status: 'expired', can_reopen: false }),
    ];
    renderDashboard((call) => (call.path === '/api/jobs/mine' ? page(jobs) : undefined));
    const rows = within(await screen.findByRole('list', { name: 'Your jobs' })).getAllByTestId('my-job');
    expect(within(rows[0]!).getByRole('link', { name: 'Reopen Fix the tap' })).toHaveAttribute(
      'href',
      '/job/4#manage',
    );
    expect(within(rows[1]!).queryByRole('link', { name: /^Reopen/ })).toBeNull();
  });

  it('pages through my jobs', async () => {
    renderDashboard((call) => {
      if (call.path !== '/api/jobs/mine') return undefined;
      const pageNumber = Number(call.query.get('page'));
      if (call.query.get('per_page') === '50') return page([makeJob()], { total: 12, per_page: 50 });
      return page([makeJob({ id: pageNumber * 100, title: `Job on page ${pageNumber}` })], {
        page: pageNumber,
        total: 12,
        last_page: 2,
      });
    });
    expect(await screen.findByText('Job on page 1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Job on page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Counts cover your latest 1 jobs.')).toBeInTheDocument();
  });

  it("shows the api's exact counts across all jobs, with no approximation note", async () => {
    renderDashboard((call) => {
      if (call.path !== '/api/jobs/mine') return undefined;
      return page([makeJob()], {
        total: 120,
        per_page: Number(call.query.get('per_page')),
        counts: { open: 61, hired: 7, completed: 40, cancelled: 9, expired: 3, needs_review: 2 },
      });
    });
    await waitFor(() => expect(screen.getByTestId('count-open')).toHaveTextContent('61'));
    expect(screen.getByTestId('count-hired')).toHaveTextContent('7');
    expect(screen.getByTestId('count-completed')).toHaveTextContent('40');
    expect(screen.queryByText(/Counts cover your latest/)).not.toBeInTheDocument();
  });

  it('shows the error with a retry that loads again', async () => {
    let fail = true;
    renderDashboard((call) => {
      if (call.path !== '/api/jobs/mine') return undefined;
      return fail ? { status: 403, body: { message: 'Only customers have jobs.' } } : page([makeJob()]);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your jobs.');
    expect(alert).toHaveTextContent('Only customers have jobs.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fix a leaking kitchen tap')).toBeInTheDocument();
  });
});
