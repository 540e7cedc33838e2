import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestRegistry, mockedRuntime, renderShell } from '../../testing/renderShell';
import { resetFederationRuntimeMock } from '@prohive/shared/testing';

const FindJobs = () => <h1>Find Jobs</h1>;
const JobPage = () => <h1>Job details</h1>;
const jobsModule = {
  routes: [
    { path: '/jobs', Component: FindJobs },
    { path: '/job/:jobId', Component: JobPage },
  ],
};

describe('area routing and remote fallbacks', () => {
  beforeEach(() => {
    resetFederationRuntimeMock();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("renders the owning remote's page inside the layout, with 'Loading…' meanwhile", async () => {
    mockedRuntime.loadRemote.mockResolvedValue(jobsModule);
    renderShell(undefined, { route: '/job/7' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { name: 'Job details' })).toBeInTheDocument();
    expect(mockedRuntime.loadRemote).toHaveBeenCalledWith('jobs/routes');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Job details' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('sends a path the owning remote does not know to the 404 page', async () => {
    mockedRuntime.loadRemote.mockResolvedValue(jobsModule);
    renderShell(undefined, { route: '/professionals' }); // owned by jobs, but not in this module's routes
    expect(await screen.findByRole('heading', { name: 'We can’t find that page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/404');
  });

  it('sends a path no remote owns to the 404 page without loading anything', async () => {
    renderShell(undefined, { route: '/a/b/c/d' });
    expect(await screen.findByRole('heading', { name: 'We can’t find that page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(mockedRuntime.loadRemote).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Page not found | Prohive'));
  });

  it('shows a fallback panel for a remote that is down, keeps the layout, and Retry loads it without a reload', async () => {
    mockedRuntime.loadRemote.mockRejectedValueOnce(
      new Error(
        '[ Federation Runtime ] #RUNTIME-003 RemoteLoadError: GET http://r/jobs/mf-manifest.json failed: HTTP 404',
      ),
    );
    renderShell(undefined, { route: '/jobs' });

    const panel = await screen.findByTestId('remote-fallback');
    expect(panel).toHaveTextContent('The jobs and professionals section is unavailable right now');
    expect(panel).toHaveTextContent('HTTP 404');
    expect(screen.getByRole('button', { name: 'Services' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    mockedRuntime.registerRemotes.mockClear();
    mockedRuntime.loadRemote.mockResolvedValueOnce(jobsModule);
    fireEvent.click(screen.getByTestId('remote-retry'));

    expect(await screen.findByRole('heading', { name: 'Find Jobs' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
    // The failed remote was dropped from the runtime's caches by a forced re-registration.
    expect(mockedRuntime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'jobs', entry: expect.stringContaining('jobs') }],
      { force: true },
    );
  });

  it('contains a remote page that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    mockedRuntime.loadRemote.mockResolvedValue({ routes: [{ path: '/jobs', Component: Broken }] });
    renderShell(undefined, { route: '/jobs' });
    const panel = await screen.findByTestId('remote-fallback');
    expect(panel).toHaveAttribute('data-failure', 'crashed');
    expect(panel).toHaveTextContent('It ran into an error while loading.');
  });

  it('explains a remote missing from /remotes.json and finds it on Retry once it is listed', async () => {
    const fetchRemotes = jest
      .fn()
      .mockResolvedValueOnce({})
      .mockResolvedValueOnce({ jobs: 'http://r/jobs/mf-manifest.json' });
    const registry = createTestRegistry({}, fetchRemotes);
    mockedRuntime.loadRemote.mockResolvedValue(jobsModule);
    renderShell(undefined, { route: '/jobs', registry });
    expect(await screen.findByTestId('remote-fallback')).toHaveAttribute('data-failure', 'not-configured');
    fireEvent.click(screen.getByTestId('remote-retry'));
    expect(await screen.findByRole('heading', { name: 'Find Jobs' })).toBeInTheDocument();
  });

  it('/dashboard sends a signed-out visitor to /auth', async () => {
    mockedRuntime.loadRemote.mockResolvedValue({
      routes: [{ path: '/auth', Component: () => <h1>Sign in</h1> }],
    });
    renderShell(undefined, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });
});
