import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteStatusRegistry } from '@prohive/shared';
import RemotesStatusPage from '../../../pages/RemotesStatusPage';
import { adminUser, customer } from '../../../testing/fixtures';
import { renderAdmin } from '../../../testing/renderAdmin';

afterEach(() => remoteStatusRegistry.setRechecker(null));

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
    renderAdmin('/admin/remotes', <RemotesStatusPage />, { user: adminUser, respond: () => undefined });
    const jobs = await screen.findByTestId('remote-jobs');
    expect(jobs).toHaveTextContent('http://127.0.0.1:3003/mf-manifest.json');
    expect(jobs).toHaveTextContent('loads');
    expect(jobs).toHaveTextContent('11 ms');
    expect(screen.getByTestId('remote-blog')).toHaveTextContent('HTTP 503');
    await user.click(await screen.findByRole('button', { name: 'Re-check' }));
    expect(await screen.findByText('12 ms')).toBeInTheDocument();
    expect(checks).toBe(2);
  });

  it('says so outside the shell', async () => {
    renderAdmin('/admin/remotes', <RemotesStatusPage />, { user: adminUser, respond: () => undefined });
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Re-check' })).toBeDisabled();
  });

  it('is not allowed for a customer', async () => {
    renderAdmin('/admin/remotes', <RemotesStatusPage />, { user: customer, respond: () => undefined });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  });
});
