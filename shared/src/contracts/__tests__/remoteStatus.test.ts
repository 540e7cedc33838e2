import { createRemoteStatusRegistry } from '../remoteStatus';

describe('the remote status registry', () => {
  it('merges updates per remote in the given order and tells subscribers', async () => {
    const registry = createRemoteStatusRegistry(['marketing', 'jobs', 'admin']);
    const listener = jest.fn();
    const unsubscribe = registry.subscribe(listener);
    registry.update('admin', { state: 'loading' });
    registry.update('marketing', { manifestUrl: '/m/mf-manifest.json' });
    registry.update('admin', { state: 'loaded', manifestMs: 12 });
    expect(registry.list().map((status) => [status.name, status.state, status.manifestMs])).toEqual([
      ['marketing', 'unknown', null],
      ['admin', 'loaded', 12],
    ]);
    expect(listener).toHaveBeenCalledTimes(3);
    const before = registry.list();
    unsubscribe();
    registry.update('jobs', {});
    expect(listener).toHaveBeenCalledTimes(3);
    expect(registry.list()).not.toBe(before);

    expect(registry.canRecheck()).toBe(false);
    await expect(registry.recheck()).resolves.toBeUndefined();
    const recheck = jest.fn(() => Promise.resolve());
    registry.setRechecker(recheck);
    await registry.recheck();
    expect(recheck).toHaveBeenCalledTimes(1);
  });
});
