import { screen } from '@testing-library/react';
import { jwtDecode } from 'jwt-decode';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { selectCurrentUser } from '../../session/selectors';
import { useAppSelector } from '../../store/hooks';
import { darkTheme } from '../../theme';
import {
  makeExpiredTestJwt,
  makeSignedInSession,
  makeTestJwt,
  makeTestJwtWithoutExp,
  makeTestUser,
  renderWithProviders,
} from '..';

describe('test tokens', () => {
  it('are JWTs with exp in seconds from the given time', () => {
    const now = Date.UTC(2030, 0, 1);
    const payload = jwtDecode<{ exp: number; iat: number; role: string }>(
      makeTestJwt({ now, expiresInSeconds: 120, claims: { role: 'Zoë' } }),
    );
    expect(payload).toMatchObject({ iat: now / 1000, exp: now / 1000 + 120, role: 'Zoë' });
    expect(jwtDecode<{ exp: number }>(makeExpiredTestJwt(30, now)).exp).toBe(now / 1000 - 30);
    expect(jwtDecode(makeTestJwtWithoutExp(now))).not.toHaveProperty('exp');
    expect(makeTestJwt()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});

const Swatch = styled.p`
  color: ${({ theme }) => theme.colors.text};
`;
function Everything() {
  const location = useLocation();
  const user = useAppSelector((state) => selectCurrentUser(state));
  return (
    <Swatch data-testid="swatch">
      {location.pathname}|{user?.name ?? 'nobody'}
    </Swatch>
  );
}

describe('renderWithProviders', () => {
  it('provides store, router at the route, and the light theme by default', () => {
    const { store } = renderWithProviders(<Everything />, {
      route: '/jobs?page=2',
      preloadedState: { session: makeSignedInSession(makeTestUser({ name: 'Robin' })) },
    });
    expect(screen.getByTestId('swatch')).toHaveTextContent('/jobs|Robin');
    expect(store.getState().session.isSignIn).toBe(true);
    expect(screen.getByTestId('swatch')).toHaveStyle({ color: 'var(--ph-color-text)' });
  });

  it('takes a theme and a ready-made store', () => {
    const first = renderWithProviders(<Everything />, { theme: darkTheme });
    expect(screen.getByTestId('swatch')).toHaveStyle({ color: darkTheme.colors.text });
    expect(darkTheme.mode).toBe('dark');
    first.unmount();
    const again = renderWithProviders(<Everything />, { store: first.store });
    expect(again.store).toBe(first.store);
    expect(screen.getByTestId('swatch')).toHaveTextContent('/|nobody');
  });
});
