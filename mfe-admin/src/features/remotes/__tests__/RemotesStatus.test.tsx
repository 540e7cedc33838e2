import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteStatusRegistry } from '@prohive/shared';
import { ok, renderScreen, type Respond } from '@prohive/shared/testing';
import RemotesStatusPage from '../../../pages/RemotesStatusPage';
import { adminUser, customer } from '../../../testing/fixtures';

afterEach(() => remoteStatusRegistry.setRechecker(null));

const AT = new Date(Date.now() - 5 * 60_000).toISOString();

function load(outcome: 'ok' | 'failed' | 'timeout', manifest_ms: number | null, entry_ms: number | null) {
  return {
    remote: 'jobs',
    outcome,
    manifest_ms,
    entry_ms,
    version: outcome === 'ok' ? null : '0.1.0',
    at: AT,
  };
}

/** Answers the reports endpoint with `data`; anything else is a 404. */
const reports =
  (data: unknown): Respond =>
  (call) =>
    call.method === 'GET' && call.path === '/api/admin/remote-loads' ? ok({ data }) : undefined;

describe('the remotes status page', () => {
  it('shows what the shell reports and re-checks on request', async () => {
    const user = userEvent.setup();
    let checks = 0;
    remoteStatusRegistry.setRechecker(async () => {
      checks += 1;
      remoteStatusRegistry.update('jobs', {
        manifestUrl: 'http://127.0.0.1:3003/mf-manifest.json',
        state: 'loaded',
        buildVersion: '0.1.0',
        manifestMs: 10 + checks,
        entryMs: 30,
      });
      remoteStatusRegistry.update('blog', { manifestUrl: null, state: 'failed', error: 'HTTP 503' });
    });
    renderScreen('/admin/remotes', <RemotesStatusPage />, { user: adminUser, respond: reports([]) });
    const jobs = await screen.findByTestId('remote-jobs');
    expect(jobs).toHaveTextContent('http://127.0.0.1:3003/mf-manifest.json');
    expect(jobs).toHaveTextContent('loads');
    expect(jobs).toHaveTextContent('11 ms');
    expect(screen.getByTestId('remote-blog')).toHaveTextContent('HTTP 503');
    await user.click(await screen.findByRole('button', { name: 'Re-check' }));
    expect(await screen.findByText('12 ms')).toBeInTheDocument();
    expect(checks).toBe(2);
  });

  it("shows per remote the failures and load-time percentiles visitors' browsers reported", async () => {
    // Newest first, as the api lists them. Successful whole-load times: 100, 150, 200, 250 and 1000 ms.
    const loads = [
      load('timeout', null, null),
      load('ok', 20, 80),
      load('ok', null, 150),
      load('failed', 40, null),
      load('ok', 50, 150),
      load('ok', 50, 200),
      load('ok', 200, 800),
    ];
    const { calls } = renderScreen('/admin/remotes', <RemotesStatusPage />, {
      user: adminUser,
      respond: reports([
        { remote: 'blog', loads: [{ ...load('ok', 10, 20), remote: 'blog' }] },
        { remote: 'jobs', loads },
      ]),
    });
    const jobs = await screen.findByTestId('reported-jobs');
    expect(jobs).toHaveTextContent('2 of 7 loads failed');
    const facts = (name: string) => within(jobs).getByText(name).nextElementSibling;
    expect(facts('Reports')).toHaveTextContent('7');
    expect(facts('Load time p50')).toHaveTextContent('200 ms');
    expect(facts('Load time p95')).toHaveTextContent('1000 ms');
    expect(facts('Slowest')).toHaveTextContent('1000 ms');
    const failures = within(jobs).getByRole('list', { name: 'Recent failures' });
    expect(
      within(failures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['timed out 5 minutes ago (build 0.1.0)', 'failed 5 minutes ago (build 0.1.0)']);
    const blog = screen.getByTestId('reported-blog');
    expect(blog).toHaveTextContent('no failures');
    expect(within(blog).getByText('Load time p50').nextElementSibling).toHaveTextContent('30 ms');
    expect(within(blog).queryByRole('list', { name: 'Recent failures' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/admin/remote-loads')).toHaveLength(1);
  });

  it('says while the reports load, and when there are none yet', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    renderScreen('/admin/remotes', <RemotesStatusPage />, {
      user: adminUser,
      respond: () => new Promise((resolve) => (answer = resolve)),
    });
    const section = await screen.findByRole('region', { name: "Reported by visitors' browsers" });
    expect(await within(section).findByRole('status')).toHaveTextContent(/loading/i);
    await act(async () => answer(ok({ data: [] })));
    expect(await within(section).findByText('No reports yet')).toBeInTheDocument();
  });

  it('offers a retry when the reports cannot be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderScreen('/admin/remotes', <RemotesStatusPage />, {
      user: adminUser,
      respond: (call) =>
        fail
          ? { status: 500, body: { message: 'boom' } }
          : reports([{ remote: 'blog', loads: [{ ...load('ok', 10, 20), remote: 'blog' }] }])(call),
    });
    expect(await screen.findByText('The reports could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('reported-blog')).toHaveTextContent('no failures');
  });

  it('outside the shell (no re-checker), Re-check still reads the reports again', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen('/admin/remotes', <RemotesStatusPage />, {
      user: adminUser,
      respond: reports([]),
    });
    await screen.findByText('No reports yet');
    await user.click(screen.getByRole('button', { name: 'Re-check' }));
    await act(async () => {});
    expect(calls.filter((call) => call.path === '/api/admin/remote-loads')).toHaveLength(2);
  });

  it('is not allowed for a customer', async () => {
    const { calls } = renderScreen('/admin/remotes', <RemotesStatusPage />, {
      user: customer,
      respond: reports([]),
    });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/admin/remote-loads')).toHaveLength(0);
  });
});
