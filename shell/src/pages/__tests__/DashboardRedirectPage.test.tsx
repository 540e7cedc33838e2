import { screen } from '@testing-library/react';
import { Route, Routes } from '@prohive/shared';
import { makeTestUser, renderShell } from '../../testing/renderShell';
import DashboardRedirectPage from '../DashboardRedirectPage';

function renderAt(user: ReturnType<typeof makeTestUser> | null) {
  return renderShell(
    <Routes>
      <Route path="/dashboard" element={<DashboardRedirectPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { route: '/dashboard', user },
  );
}

describe('/dashboard', () => {
  it('sends a signed-out visitor to /auth', () => {
    renderAt(null);
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });

  it.each([
    ['user', '/customer/dashboard'],
    ['provider', '/provider/dashboard'],
    ['admin', '/admin'],
    ['Supreme Admin', '/admin'],
    ['guest', '/'],
  ])('role %s → %s', (role, target) => {
    renderAt(makeTestUser({ role: { id: 9, name: role, guard_name: 'web' } }));
    expect(screen.getByTestId('location').textContent).toBe(target);
  });
});
