import { RemoteRegistry } from '../remoteRegistry';
import type { FederationRuntime, RemoteLoadResult } from '../remoteRegistry';
import type { FailedRoutesModule } from '../resiliencePlugin';
import { createResiliencePlugin } from '../resiliencePlugin';
import { RemoteLoadError } from '../RemoteLoadError';
import { outcomeOf, reportRemoteLoad } from '../reportRemoteLoad';

const Page = () => null;
const routesModule = { routes: [{ path: '/jobs', Component: Page }] };

function fakeRuntime(): jest.Mocked<FederationRuntime> {
  return {
    registerRemotes: jest.fn(),
    registerPlugins: jest.fn(),
    loadRemote: jest.fn(),
  } as unknown as jest.Mocked<FederationRuntime>;
}

/** A clock the test moves by hand. */
function manualClock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('remote load reports', () => {
  it('the registry says how each load ended and how long it took, with the manifest share', async () => {
    const runtime = fakeRuntime();
    const clock = manualClock();
    const results: RemoteLoadResult[] = [];
    const failed: FailedRoutesModule = {
      routes: [],
      loadFailure: new RemoteLoadError('timeout', 'timed out'),
    };
    runtime.loadRemote
      .mockImplementationOnce(async () => {
        clock.advance(900);
        return failed;
      })
      .mockImplementationOnce(async () => {
        clock.advance(250);
        return routesModule;
      });
    const registry = new RemoteRegistry({
      runtime,
      fetchRemotes: jest.fn(),
      now: clock.now,
      manifestMsOf: (remote) => (remote === 'jobs' ? 40 : null),
      onLoadSettled: (result) => results.push(result),
    });
    registry.configure({ jobs: 'http://r/jobs/mf-manifest.json' });

    await expect(registry.load('jobs')).rejects.toMatchObject({ kind: 'timeout' });
    await registry.load('jobs');
    expect(results).toEqual([
      { remote: 'jobs', failure: 'timeout', totalMs: 900, manifestMs: 40 },
      { remote: 'jobs', failure: null, totalMs: 250, manifestMs: 40 },
    ]);
  });

  it('the resilience plugin times the manifest fetch once per load', async () => {
    const clock = manualClock();
    const fetchImpl = jest.fn(async (url: string) => {
      // build-info.json (the contract check, fetched alongside) answers at once and has no bearing on the time.
      if (url.endsWith('build-info.json')) return { ok: false, status: 404 } as Response;
      clock.advance(35);
      return { ok: true, status: 200 } as Response;
    });
    const plugin = createResiliencePlugin({ fetchImpl, now: clock.now });
    const remoteInfo = { name: 'jobs', entry: 'http://r/jobs/mf-manifest.json', type: 'global' };
    await plugin.fetch!('http://r/jobs/mf-manifest.json', {}, remoteInfo as never);
    expect(plugin.takeManifestMs('jobs')).toBe(35);
    // Taken: a later load that used the runtime's cached manifest reports none.
    expect(plugin.takeManifestMs('jobs')).toBeNull();
  });

  it('posts the report with keepalive, clamps timings, and ignores every failure', async () => {
    const fetchImpl = jest.fn(() => Promise.reject(new Error('offline')));
    reportRemoteLoad(
      { remote: 'jobs', outcome: outcomeOf(null), manifest_ms: 12.6, entry_ms: 9_999_999 },
      fetchImpl as unknown as typeof fetch,
    );
    expect(fetchImpl).toHaveBeenCalledWith('/api/client-metrics/remote-loads', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ remote: 'jobs', outcome: 'ok', manifest_ms: 13, entry_ms: 600_000 }),
      keepalive: true,
    });
    await Promise.resolve();
    const throwing = jest.fn(() => {
      throw new TypeError('blocked');
    });
    expect(() =>
      reportRemoteLoad(
        { remote: 'jobs', outcome: 'failed', manifest_ms: null, entry_ms: 5 },
        throwing as unknown as typeof fetch,
      ),
    ).not.toThrow();
  });

  it('maps failure kinds to the outcomes the api accepts', () => {
    expect(outcomeOf(null)).toBe('ok');
    expect(outcomeOf('timeout')).toBe('timeout');
    expect(outcomeOf('http')).toBe('failed');
    expect(outcomeOf('crashed')).toBe('failed');
  });
});
