import { act, screen, within } from '@testing-library/react';
import { renderShell } from '../../testing/renderShell';
import { showAppToast } from '../appToast';
import { LazyAppToasts } from '../LazyAppToasts';

// Its own file: whether toasts were requested is page (module) state, and here nothing has requested them yet.
describe('showAppToast', () => {
  it('mounts the toast containers itself and shows the titled toast in the app list', async () => {
    renderShell(<LazyAppToasts />);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
    act(() => showAppToast('Dark mode activated', 'The application theme has been switched to dark mode.'));
    expect(await screen.findByText('Dark mode activated')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Notifications (F8)' })).getByText('Dark mode activated'),
    ).toBeInTheDocument();
  });
});
