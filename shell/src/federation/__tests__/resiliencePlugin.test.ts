import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { createResiliencePlugin, isFailedRoutesModule, withRetryParam } from '../resiliencePlugin';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof createResiliencePlugin>['errorLoadRemote']>>[0];

const origin = {} as ModuleFederation;
const remoteInfo = {
  name: 'jobs',
  entry: 'http://r/jobs/mf-manifest.json',
  type: 'global',
  entryGlobalName: 'jobs',
  shareScope: 'default',
};

function errorArgs(lifecycle: ErrorArgs['lifecycle'], error: unknown): ErrorArgs {
  return { id: 'jobs/routes', error, from: 'runtime', lifecycle, remote: remoteInfo, origin };
}

describe('resilience plugin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('returns a fallback routes module carrying the first, most precise cause', async () => {
    const plugin = createResiliencePlugin();
    const cause = Object.assign(new Error('GET http://r/jobs/mf-manifest.json failed: HTTP 404'));
    expect(await plugin.errorLoadRemote!(errorArgs('afterResolve', cause))).toBeUndefined();
    const fallback = await plugin.errorLoadRemote!(
      errorArgs('onLoad', new Error('#RUNTIME-003 Failed to get manifest')),
    );
    expect(isFailedRoutesModule(fallback)).toBe(true);
    if (!isFailedRoutesModule(fallback)) return;
    expect(fallback.routes).toEqual([]);
    expect(fallback.loadFailure).toMatchObject({ kind: 'http', status: 404, remote: 'jobs' });
  });

  it('leaves shared-module failures to the runtime', async () => {
    const plugin = createResiliencePlugin();
    expect(
      await plugin.errorLoadRemote!(errorArgs('beforeLoadShare', new Error('no react'))),
    ).toBeUndefined();
    const fallback = await plugin.errorLoadRemote!(errorArgs('onLoad', new Error('Loading chunk 3 failed.')));
    expect(isFailedRoutesModule(fallback) && fallback.loadFailure.kind).toBe('unreachable');
  });

  it('fetches manifests with a bound, treating error statuses as failures', async () => {
    const fetchImpl = jest.fn(() => Promise.resolve({ ok: false, status: 404 } as Response));
    const plugin = createResiliencePlugin({ fetchImpl });
    await expect(plugin.fetch!('http://r/jobs/mf-manifest.json', {}, remoteInfo)).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://r/jobs/mf-manifest.json',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('bounds the remote entry script and busts caches after a failure', () => {
    const plugin = createResiliencePlugin({ remoteEntryTimeoutMs: 8000 });
    expect(plugin.createScript!({ url: 'http://r/jobs/remoteEntry.js', remoteInfo })).toEqual({
      timeout: 8000,
    });
    plugin.bustCaches('jobs');
    const result = plugin.createScript!({ url: 'http://r/jobs/remoteEntry.js', remoteInfo }) as {
      script: HTMLScriptElement;
      timeout: number;
    };
    expect(result.timeout).toBe(8000);
    expect(result.script.src).toBe('http://r/jobs/remoteEntry.js?mf-retry=1');
  });

  it('asks for a fresh manifest after a failure', async () => {
    const fetchImpl = jest.fn(() => Promise.resolve({ ok: true, status: 200 } as Response));
    const plugin = createResiliencePlugin({ fetchImpl });
    plugin.bustCaches('jobs');
    plugin.bustCaches('jobs');
    await plugin.fetch!('http://r/jobs/mf-manifest.json', {}, remoteInfo);
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://r/jobs/mf-manifest.json?mf-retry=2',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });
});

describe('withRetryParam', () => {
  it('adds the parameter before any hash and after any query', () => {
    expect(withRetryParam('/a.js', 0)).toBe('/a.js');
    expect(withRetryParam('/a.js?v=1#x', 3)).toBe('/a.js?v=1&mf-retry=3#x');
  });
});
