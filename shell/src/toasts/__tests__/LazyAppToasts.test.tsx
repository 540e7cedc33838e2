import { act, fireEvent, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { renderShell } from '../../testing/renderShell';
import { LazyAppToasts } from '../LazyAppToasts';

describe('LazyAppToasts', () => {
  it('mounts no toast containers until the first interaction, then shows toasts sent before it', async () => {
    renderShell(<LazyAppToasts />);
    expect(screen.queryByRole('region', { name: 'Notifications Alt+T' })).not.toBeInTheDocument();

    // A remote's toast before anything is mounted is queued by react-toastify.
    act(() => {
      toast.success('Saved before the containers existed');
    });
    fireEvent.pointerDown(document.body);

    expect(await screen.findByRole('region', { name: 'Notifications Alt+T' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    expect(await screen.findByText('Saved before the containers existed')).toBeInTheDocument();
  });
});
