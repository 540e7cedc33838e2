// The admin's Re-check runs the status probe, which is loaded only when asked for (not part of a first visit).
import { remoteStatusRegistry } from '@prohive/shared';
import { http, HttpResponse, resetFederationRuntimeMock, server } from '@prohive/shared/testing';
import { setupFederation } from '../setupFederation';

describe('the remotes re-check', () => {
  beforeEach(() => resetFederationRuntimeMock());

  it("measures every configured remote's manifest and entry when asked", async () => {
    server.use(
      http.get('http://remotes.test/jobs/mf-manifest.json', () =>
        HttpResponse.json({
          metaData: { buildInfo: { buildVersion: '7' }, remoteEntry: { name: 'remoteEntry.js' } },
        }),
      ),
      http.get('http://remotes.test/jobs/remoteEntry.js', () => new HttpResponse('/* entry */')),
    );
    await setupFederation({ jobs: 'http://remotes.test/jobs/mf-manifest.json' });
    expect(remoteStatusRegistry.canRecheck()).toBe(true);
    await remoteStatusRegistry.recheck();
    const jobs = remoteStatusRegistry.list().find((status) => status.name === 'jobs');
    expect(jobs).toMatchObject({ buildVersion: '7', error: null });
    expect(jobs?.entryMs).toEqual(expect.any(Number));
    const blog = remoteStatusRegistry.list().find((status) => status.name === 'blog');
    expect(blog).toMatchObject({ manifestUrl: null, error: '/remotes.json has no entry for it' });
  });
});
