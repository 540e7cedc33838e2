import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppNotification } from '@prohive/shared';
import { HttpResponse, http, server } from '@prohive/shared/testing';
import { makeTestUser, renderShell } from '../../testing/renderShell';
import { DesktopHeader } from '../header/DesktopHeader';
import { MobileHeader } from '../mobile/MobileHeader';
import { MobileTabBar } from '../mobile/MobileTabBar';

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
});

const signedIn = makeTestUser({ name: 'Jane Doe' });

function makeNotification(id: number, overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id,
    kind: 'bid_received',
    title: `New bid ${id}`,
    body: `Pro ${id} bid $300 on Fix the sink`,
    link: `/job/${id}`,
    read_at: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

/** A notifications api holding `items` (newest first); records the calls. */
function serveNotifications(items: AppNotification[], options: { unread?: number; failList?: boolean } = {}) {
  const calls: string[] = [];
  const state = {
    items,
    unread: options.unread ?? items.filter((item) => !item.read_at).length,
    failList: options.failList ?? false,
  };
  server.use(
    http.get('*/api/me/unread', () =>
      HttpResponse.json({ data: { messages: 2, notifications: state.unread } }),
    ),
    http.get('*/api/notifications', ({ request }) => {
      const url = new URL(request.url);
      calls.push(`GET ${url.pathname}${url.search}`);
      if (state.failList) return HttpResponse.json({ message: 'Down' }, { status: 400 });
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      return HttpResponse.json({
        data: state.items.slice((page - 1) * perPage, page * perPage),
        meta: {
          page,
          per_page: perPage,
          total: state.items.length,
          last_page: Math.max(1, Math.ceil(state.items.length / perPage)),
          unread: state.unread,
        },
      });
    }),
    http.post('*/api/notifications/read-all', () => {
      calls.push('POST read-all');
      state.items = state.items.map((item) => ({ ...item, read_at: new Date().toISOString() }));
      state.unread = 0;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/notifications/:id/read', ({ params }) => {
      calls.push(`POST read ${String(params.id)}`);
      const id = Number(params.id);
      state.items = state.items.map((item) =>
        item.id === id ? { ...item, read_at: new Date().toISOString() } : item,
      );
      state.unread = Math.max(0, state.unread - 1);
      return HttpResponse.json({ data: state.items.find((item) => item.id === id) });
    }),
  );
  return { calls, state };
}

describe('notification bell', () => {
  it('is not shown signed out', () => {
    renderShell(<DesktopHeader />);
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it('names the unread count, lists notifications, opens one (marking it read) and follows its link', async () => {
    renderShell(<DesktopHeader />, { user: signedIn });
    const api = serveNotifications([
      makeNotification(1),
      makeNotification(2, { read_at: '2026-01-01T00:00:00Z' }),
    ]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications list' });
    const items = within(list).getAllByRole('button');
    expect(items[0]).toHaveAccessibleName(/New bid 1 \(unread\)/);
    expect(items[1]).not.toHaveAccessibleName(/unread/);
    await user.click(items[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/job/1'));
    expect(api.calls).toContain('POST read 1');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('marks all read', async () => {
    renderShell(<DesktopHeader />, { user: signedIn });
    const api = serveNotifications([makeNotification(1), makeNotification(2)]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(api.calls).toContain('POST read-all');
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('pages with Show more', async () => {
    renderShell(<DesktopHeader />, { user: signedIn });
    serveNotifications(Array.from({ length: 13 }, (_, index) => makeNotification(index + 1)));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 13 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderShell(<DesktopHeader />, { user: signedIn });
    serveNotifications([]);
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    renderShell(<DesktopHeader />, { user: signedIn });
    const api = serveNotifications([makeNotification(1)], { failList: true });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('Notifications could not be loaded.')).toBeInTheDocument();
    api.state.failList = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Notifications list' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    renderShell(<DesktopHeader />, { user: signedIn });
    serveNotifications([makeNotification(1)]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);
    await screen.findByRole('list', { name: 'Notifications list' });
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('puts the unread messages total on the account menu', async () => {
    renderShell(<DesktopHeader />, { user: signedIn });
    serveNotifications([]);
    const trigger = await screen.findByRole('button', {
      name: 'Account menu for Jane Doe, 2 unread messages',
    });
    await user.click(trigger);
    expect(screen.getByRole('link', { name: 'Messages 2 unread' })).toHaveAttribute('href', '/messages');
  });

  it('is in the mobile header too, and the tab bar has Messages with its unread total', async () => {
    renderShell(
      <>
        <MobileHeader />
        <MobileTabBar />
      </>,
      { user: signedIn },
    );
    serveNotifications([makeNotification(1)]);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(await within(bar).findByRole('link', { name: /^Messages\s*, 2 unread$/ })).toHaveAttribute(
      'href',
      '/messages',
    );
  });
});
