import { api, getRuntimeConfig, setRuntimeConfig } from '@prohive/shared';
import { createTestStore, http, json, recordRequests, server } from '@prohive/shared/testing';
import { createRequestStore, serializableApiState } from '../../server/serverStore';
import { refetchViewerQueries, serverQueryKeysOf } from '../refetchViewerQueries';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    viewerProbeJob: build.query<{ viewer: string }, number>({
      query: (id) => `/viewer-probe/jobs/${id}`,
      providesTags: ['User'],
    }),
    viewerProbeProfile: build.query<{ viewer: string }, void>({
      query: () => '/viewer-probe/profile',
      providesTags: ['User'],
    }),
    viewerProbeList: build.query<{ items: number[] }, void>({
      query: () => '/viewer-probe/list',
    }),
  }),
});

describe('refetchViewerQueries after hydrating a signed-in visitor', () => {
  const config = getRuntimeConfig();
  let viewer = 'anonymous';

  beforeEach(() => {
    viewer = 'anonymous';
    setRuntimeConfig({ ...config, apiBaseUrl: 'http://api.test/api' });
    server.use(
      http.get('http://api.test/api/viewer-probe/jobs/:id', () => json({ viewer })),
      http.get('http://api.test/api/viewer-probe/profile', () => json({ viewer })),
      http.get('http://api.test/api/viewer-probe/list', () => json({ items: [1, 2] })),
    );
  });

  afterEach(() => setRuntimeConfig(config));

  it("asks again only the server's queries that depend on the viewer, not what the browser fetched itself", async () => {
    // The server's render, signed out: a job (viewer-dependent) and a list (not).
    const { store: serverStore } = createRequestStore();
    const job = serverStore.dispatch(probeApi.endpoints.viewerProbeJob.initiate(7));
    const list = serverStore.dispatch(probeApi.endpoints.viewerProbeList.initiate());
    await Promise.all([job, list]);
    job.unsubscribe();
    list.unsubscribe();
    const serverApi = JSON.parse(JSON.stringify(serializableApiState(serverStore))) as unknown;

    // The browser starts from that state, the visitor signs in and the browser fetches the profile itself.
    const browser = createTestStore({
      preloadedState: { api: { ...api.reducer(undefined, { type: 'init' }), ...(serverApi as object) } },
    });
    const shownJob = browser.dispatch(probeApi.endpoints.viewerProbeJob.initiate(7));
    const shownList = browser.dispatch(probeApi.endpoints.viewerProbeList.initiate());
    viewer = 'ada';
    const profile = browser.dispatch(probeApi.endpoints.viewerProbeProfile.initiate());
    await profile;

    const requests = recordRequests();
    expect(refetchViewerQueries(browser, serverQueryKeysOf(serverApi))).toBe(1);
    await Promise.all(browser.dispatch(api.util.getRunningQueriesThunk()));

    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/viewer-probe/jobs/7']);
    expect(probeApi.endpoints.viewerProbeJob.select(7)(browser.getState()).data).toEqual({ viewer: 'ada' });
    [shownJob, shownList, profile].forEach((subscription) => subscription.unsubscribe());
  });

  it('asks nothing when the server sent no data', () => {
    const browser = createTestStore();
    expect(refetchViewerQueries(browser, serverQueryKeysOf(undefined))).toBe(0);
  });
});
