import { RemoteRegistry } from '../remoteRegistry';
import type { FederationRuntime } from '../remoteRegistry';
import type { FailedRoutesModule } from '../resiliencePlugin';
import { RemoteLoadError } from '../RemoteLoadError';

const Page = () => null;
const routesModule = { routes: [{ path: '/jobs', Component: Page }] };

function fakeRuntime(): jest.Mocked<FederationRuntime> {
  return {
    registerRemotes: jest.fn(),
    registerPlugins: jest.fn(),
    loadRemote: jest.fn(),
  } as unknown as jest.Mocked<FederationRuntime>;
}

const JOBS = 'http://r/jobs/mf-manifest.json';

describe('RemoteRegistry', () => {
  it('registers plugins and remotes, and loads a remote once for concurrent callers', async () => {
    const runtime = fakeRuntime();
    runtime.loadRemote.mockResolvedValue(routesModule);
    const plugin = { name: 'p' };
    const registry = new RemoteRegistry({ runtime, fetchRemotes: jest.fn(), plugins: [plugin] });
    registry.configure({ jobs: JOBS });
    expect(runtime.registerPlugins).toHaveBeenCalledWith([plugin]);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'jobs', entry: JOBS }], { force: true });

    const [a, b] = await Promise.all([registry.load('jobs'), registry.load('jobs')]);
    expect(a).toEqual(routesModule);
    expect(b).toBe(a);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('jobs/routes');
  });

  it('turns the fallback module of a failed load into an error, then re-registers before loading again', async () => {
    const runtime = fakeRuntime();
    const onReload = jest.fn();
    const failed: FailedRoutesModule = {
      routes: [],
      loadFailure: new RemoteLoadError('http', 'HTTP 503', { status: 503 }),
    };
    runtime.loadRemote.mockResolvedValueOnce(failed).mockResolvedValueOnce(routesModule);
    const registry = new RemoteRegistry({ runtime, fetchRemotes: jest.fn(), onReload });
    registry.configure({ jobs: JOBS });
    runtime.registerRemotes.mockClear();

    await expect(registry.load('jobs')).rejects.toMatchObject({ kind: 'http', status: 503, remote: 'jobs' });
    expect(runtime.registerRemotes).not.toHaveBeenCalled();

    await expect(registry.load('jobs')).resolves.toEqual(routesModule);
    // Forced re-registration drops the runtime's cached manifest, entry and module for the remote.
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'jobs', entry: JOBS }], { force: true });
    expect(onReload).toHaveBeenCalledWith('jobs');
  });

  it('invalidate() forces a fresh load of a loaded remote', async () => {
    const runtime = fakeRuntime();
    runtime.loadRemote.mockResolvedValue(routesModule);
    const registry = new RemoteRegistry({ runtime, fetchRemotes: jest.fn() });
    registry.configure({ jobs: JOBS });
    await registry.load('jobs');
    registry.invalidate('jobs');
    await registry.load('jobs');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'jobs', entry: JOBS }], {
      force: true,
    });
  });

  it('rejects modules that break the routes contract', async () => {
    const runtime = fakeRuntime();
    runtime.loadRemote.mockResolvedValue({ default: {} });
    const registry = new RemoteRegistry({ runtime, fetchRemotes: jest.fn() });
    registry.configure({ jobs: JOBS });
    await expect(registry.load('jobs')).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('classifies thrown errors', async () => {
    const runtime = fakeRuntime();
    runtime.loadRemote.mockRejectedValue(new Error('ScriptNetworkError: Script "x" timed out.'));
    const registry = new RemoteRegistry({ runtime, fetchRemotes: jest.fn() });
    registry.configure({ jobs: JOBS });
    await expect(registry.load('jobs')).rejects.toMatchObject({ kind: 'timeout', remote: 'jobs' });
  });

  it('reads /remotes.json again for a remote it does not know, and says so when it is still missing', async () => {
    const runtime = fakeRuntime();
    runtime.loadRemote.mockResolvedValue(routesModule);
    const fetchRemotes = jest.fn().mockResolvedValueOnce({}).mockResolvedValueOnce({ jobs: JOBS });
    const registry = new RemoteRegistry({ runtime, fetchRemotes });
    registry.configure({});
    await expect(registry.load('jobs')).rejects.toMatchObject({ kind: 'not-configured' });
    await expect(registry.load('jobs')).resolves.toEqual(routesModule);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'jobs', entry: JOBS }], { force: true });
  });
});
