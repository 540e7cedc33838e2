import { fireEvent, screen, within } from '@testing-library/react';
import { makeTestUser, renderShell } from '../../testing/renderShell';
import { MobileTabBar } from '../mobile/MobileTabBar';

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

const previousPageCookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith('previousPage='))
    ?.slice('previousPage='.length);

describe('mobile tab bar', () => {
  beforeEach(clearCookies);

  it('has Home, Explore, Post Job, Saved and Profile', () => {
    renderShell(<MobileTabBar />);
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    expect(
      within(bar)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Explore', 'Post Job', 'Saved', 'Profile']);
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Saved' })).toHaveAttribute('href', '/saved');
    expect(within(bar).getByRole('link', { name: 'Post Job' })).toHaveAttribute('href', '/create-job');
    expect(within(bar).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(bar).getByRole('button', { name: 'Explore' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it.each([
    ['Profile', '/profile'],
    ['Post Job', '/create-job'],
  ])('signed out, %s stores the current path in previousPage and goes to /auth', (tab) => {
    renderShell(<MobileTabBar />, { route: '/services/plumbing?zip=10001' });
    fireEvent.click(screen.getByRole('link', { name: tab }));
    expect(decodeURIComponent(previousPageCookie() ?? '')).toBe('/services/plumbing?zip=10001');
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });

  it.each([
    ['Profile', '/profile'],
    ['Post Job', '/create-job'],
  ])('signed in, %s goes straight to %s without touching previousPage', (tab, target) => {
    renderShell(<MobileTabBar />, { route: '/jobs', user: makeTestUser() });
    fireEvent.click(screen.getByRole('link', { name: tab }));
    expect(previousPageCookie()).toBeUndefined();
    expect(screen.getByTestId('location')).toHaveTextContent(target);
  });

  it('Explore opens the services drawer from the bottom, listing the categories', () => {
    renderShell(<MobileTabBar />);
    fireEvent.click(screen.getByRole('button', { name: 'Explore' }));
    const drawer = screen.getByRole('dialog', { name: 'Explore services' });
    expect(drawer).toHaveAttribute('data-side', 'bottom');
    expect(within(drawer).getByRole('link', { name: /Pest Control/ })).toHaveAttribute(
      'href',
      '/services/pest-control',
    );
    fireEvent.click(within(drawer).getByRole('link', { name: /Plumbing/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/services/plumbing');
  });
});
