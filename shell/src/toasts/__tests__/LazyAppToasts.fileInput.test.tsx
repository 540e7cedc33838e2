import { fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { renderShell } from '../../testing/renderShell';
import { LazyAppToasts } from '../LazyAppToasts';

// Its own file: whether toasts were requested is page (module) state.
describe('LazyAppToasts after a field changed without a press or a key', () => {
  it('mounts the containers when a file is chosen or dropped, so the upload’s toast is shown', async () => {
    renderShell(<LazyAppToasts />);
    render(<input type="file" aria-label="Avatar" onChange={() => toast.success('Avatar updated')} />);
    expect(screen.queryByRole('region', { name: 'Notifications Alt+T' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Avatar'), {
      target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] },
    });

    expect(await screen.findByRole('region', { name: 'Notifications Alt+T' })).toBeInTheDocument();
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
  });
});
