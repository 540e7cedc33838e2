import { screen, waitFor } from '@testing-library/react';
import { answerWith, createTestStore, json } from '@prohive/shared/testing';
import { App } from '../../App';
import { renderShell } from '../../testing/renderShell';

/**
 * Renders the shell with the api as a deployment would answer: /api/site-status with the given test_mode,
 * everything else offline. The handler goes in after renderShell's own offline api, so it answers first; the
 * first request leaves only after rendering returns.
 */
function renderWithSiteStatus(route: string, testMode: boolean) {
  const store = createTestStore();
  renderShell(<App />, { route, store });
  const { requests } = answerWith((request) =>
    new URL(request.url).pathname === '/api/site-status'
      ? json({ data: { test_mode: testMode } })
      : json({ message: 'offline' }, 503),
  );
  return { store, requests };
}

describe('TEST MODE notice', () => {
  it.each(['/', '/pricing', '/login', '/no-such-page'])(
    'is on %s while the api runs the built-in checkout',
    async (route) => {
      renderWithSiteStatus(route, true);
      const notice = await screen.findByText(/^TEST MODE: this site takes no real payments\./);
      expect(notice).toHaveAttribute('role', 'status');
      expect(screen.getByRole('main')).toContainElement(notice);
    },
  );

  it('is absent when checkout is real, and asks the api only once', async () => {
    const { store, requests } = renderWithSiteStatus('/', false);
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith('/api/site-status'))).toBe(true),
    );
    await waitFor(() =>
      expect(store.getState().api.queries['getSiteStatus(undefined)']?.status).toBe('fulfilled'),
    );
    expect(screen.queryByText(/TEST MODE/)).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith('/api/site-status'))).toHaveLength(1);
  });
});
