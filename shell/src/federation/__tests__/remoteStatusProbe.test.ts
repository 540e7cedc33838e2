import { createRemoteStatusRegistry } from '@prohive/shared';
import { entryUrlOf, probeRemote } from '../remoteStatusProbe';

function clock(...ticks: number[]) {
  let index = 0;
  return () => ticks[Math.min(index++, ticks.length - 1)] ?? 0;
}

describe('probing a remote', () => {
  it('finds the entry next to the manifest or under its publicPath', () => {
    expect(
      entryUrlOf('http://cdn.test/admin/mf-manifest.json', {
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
      }),
    ).toBe('http://cdn.test/admin/remoteEntry.js');
    expect(
      entryUrlOf('/jobs/mf-manifest.json', {
        publicPath: 'http://x.test/j/',
        remoteEntry: { name: 'e.js', path: 'static' },
      }),
    ).toBe('http://x.test/j/static/e.js');
  });

  it('records the manifest URL, build, timings and check time', async () => {
    const statuses = createRemoteStatusRegistry(['admin']);
    const fetchImpl = jest.fn(async (url: string) =>
      url.endsWith('mf-manifest.json')
        ? new Response(
            JSON.stringify({
              metaData: {
                buildInfo: { buildVersion: '0.1.0' },
                publicPath: 'auto',
                remoteEntry: { name: 'remoteEntry.js', path: '' },
              },
            }),
            { headers: { 'last-modified': 'Wed, 25 Nov 2026 20:00:00 GMT' } },
          )
        : new Response('/* entry */'),
    );
    await probeRemote(statuses, 'admin', 'http://cdn.test/admin/mf-manifest.json', {
      fetchImpl,
      now: clock(0, 40, 50, 75),
    });
    expect(statuses.list()[0]).toMatchObject({
      manifestUrl: 'http://cdn.test/admin/mf-manifest.json',
      buildVersion: '0.1.0',
      buildTime: '2026-11-25T20:00:00.000Z',
      manifestMs: 40,
      entryMs: 25,
      error: null,
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://cdn.test/admin/remoteEntry.js',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('marks a remote whose manifest fails', async () => {
    const statuses = createRemoteStatusRegistry(['jobs']);
    await probeRemote(statuses, 'jobs', '/jobs/mf-manifest.json', {
      fetchImpl: async () => new Response('nope', { status: 503 }),
    });
    expect(statuses.list()[0]).toMatchObject({ state: 'failed', error: expect.stringContaining('503') });
  });
});
