import { screen } from '@testing-library/react';
import { makeTestUser, renderShell } from '../../testing/renderShell';
import { LazyAppToasts } from '../LazyAppToasts';

// Its own file: whether toasts were requested is page (module) state.
describe('LazyAppToasts for a signed-in user', () => {
  it('mounts the toast containers without waiting for an interaction', async () => {
    renderShell(<LazyAppToasts />, { user: makeTestUser() });
    expect(await screen.findByRole('region', { name: 'Notifications Alt+T' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });
});
