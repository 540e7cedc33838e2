import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOGGED_OUT_TOAST_TEXT, renderHeaderWithToasts } from './headerHarness';
import { makeTestUser, renderShell } from '../../testing/renderShell';
import { DesktopHeader } from '../header/DesktopHeader';

describe('desktop header', () => {
  beforeEach(() => {
    localStorage.clear();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  });

  it('offers the Services, Resources and For Providers menus in a labelled nav', () => {
    renderHeaderWithToasts();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Services', 'Resources', 'For Providers']) {
      expect(within(nav).getByRole('button', { name })).toBeInTheDocument();
    }
    fireEvent.click(within(nav).getByRole('button', { name: 'Resources' }));
    expect(screen.getByRole('link', { name: /Free tools/ })).toHaveAttribute('href', '/free-tools');
    expect(screen.getByRole('link', { name: /Financing/ })).toHaveAttribute('href', '/financing');
  });

  it('shows the detected zip, and progress while detecting', () => {
    const { unmount } = renderShell(<DesktopHeader />, {
      preloadedState: {
        location: { latitude: 40.7, longitude: -74, zipCode: '10001', error: null, loading: false },
      },
    });
    expect(screen.getByTestId('location-badge')).toHaveTextContent('Near 10001');
    unmount();
    renderShell(<DesktopHeader />);
    expect(screen.getByText('Detecting location...')).toBeInTheDocument();
  });

  it('shows the account button when signed out', () => {
    renderHeaderWithToasts();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('shows an avatar menu with initials, Dashboard and Logout when signed in', async () => {
    renderHeaderWithToasts({ user: makeTestUser({ name: 'Jane Doe' }) });
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Account menu for Jane Doe' });
    expect(trigger).toHaveTextContent('JD');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(LOGGED_OUT_TOAST_TEXT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('persists the theme and announces it with the spec texts', async () => {
    renderHeaderWithToasts();
    expect(localStorage.getItem('theme')).toBe('light');
    const toggle = screen.getByRole('button', { name: 'Dark mode' });

    fireEvent.click(toggle);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(await screen.findByText('Dark mode activated')).toBeInTheDocument();
    expect(screen.getByText('The application theme has been switched to dark mode.')).toBeInTheDocument();

    fireEvent.click(toggle);
    expect(localStorage.getItem('theme')).toBe('light');
    // One app toast at a time: the previous one leaves (jsdom runs no CSS animations, so end it by hand once
    // its exit has started; the toast is sent once react-toastify is loaded, i.e. asynchronously).
    await waitFor(() => expect(document.querySelector('.prohive-toast-exit')).not.toBeNull());
    for (const el of document.querySelectorAll('.Toastify__toast')) fireEvent.animationEnd(el);
    expect(await screen.findByText('Light mode activated')).toBeInTheDocument();
    expect(screen.getByText('The application theme has been switched to light mode.')).toBeInTheDocument();
    expect(screen.queryByText('Dark mode activated')).not.toBeInTheDocument();
  });

  it('does not announce theme changes on mobile widths', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    renderHeaderWithToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText('Dark mode activated')).not.toBeInTheDocument();
  });

  it('starts in the stored theme', () => {
    localStorage.setItem('theme', 'dark');
    renderHeaderWithToasts();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });
});
