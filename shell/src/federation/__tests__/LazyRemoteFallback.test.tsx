// The fallback panel is a chunk loaded when an area fails. A visitor who went offline cannot download it
// either: the area must still say it is unavailable and offer a working Retry, not take the page down.
import { fireEvent, screen } from '@testing-library/react';
import { resetFederationRuntimeMock } from '@prohive/shared/testing';
import { mockedRuntime, renderShell } from '../../testing/renderShell';

jest.mock('../RemoteFallback', () => {
  throw new Error('ChunkLoadError: Loading chunk 123 failed.');
});

const FindJobs = () => <h1>Find Jobs</h1>;

describe('the fallback panel when its own chunk cannot be loaded', () => {
  beforeEach(() => {
    resetFederationRuntimeMock();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('is a plainer panel with the same Retry, and the layout stays', async () => {
    mockedRuntime.loadRemote.mockRejectedValueOnce(new Error('TypeError: Failed to fetch'));
    renderShell(undefined, { route: '/jobs' });

    const panel = await screen.findByTestId('remote-fallback');
    expect(panel).toHaveAttribute('data-failure', 'unreachable');
    expect(panel).toHaveTextContent('The jobs and professionals section is unavailable right now');
    expect(panel).toHaveTextContent('Check your connection');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(await screen.findByRole('banner')).toBeInTheDocument();

    mockedRuntime.loadRemote.mockResolvedValueOnce({ routes: [{ path: '/jobs', Component: FindJobs }] });
    fireEvent.click(screen.getByTestId('remote-retry'));
    expect(await screen.findByRole('heading', { name: 'Find Jobs' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  });
});
