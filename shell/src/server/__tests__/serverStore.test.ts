import { api, setRuntimeConfig, getRuntimeConfig } from '@prohive/shared';
import { createRequestStore, serializableApiState } from '../serverStore';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    serverStoreProbe: build.query<{ ok: boolean }, string>({
      query: (zip) => `/server-store-probe?zip=${zip}`,
    }),
  }),
});

describe('the request store of a server render', () => {
  const realFetch = global.fetch;
  const config = getRuntimeConfig();
  let calls = 0;

  beforeEach(() => {
    calls = 0;
    setRuntimeConfig({ ...config, apiBaseUrl: 'http://api.test/api' });
    global.fetch = jest.fn(async () => {
      calls += 1;
      return new Response(
        JSON.stringify({ message: 'Unknown ZIP', errors: { zip: ['Enter a valid US ZIP code'] } }),
        {
          status: 422,
          headers: { 'content-type': 'application/json' },
        },
      );
    }) as typeof fetch;
  });

  afterEach(() => {
    global.fetch = realFetch;
    setRuntimeConfig(config);
  });

  it('keeps the error a query met: the next render pass draws it, as the browser will from the state', async () => {
    const { store, failed } = createRequestStore();
    const first = store.dispatch(probeApi.endpoints.serverStoreProbe.initiate('00000'));
    await first;
    const key = first.queryCacheKey;
    expect(store.getState().api.queries[key]?.status).toBe('rejected');
    expect(failed.has(key)).toBe(true);

    // The next pass mounts the page again and subscribes again: RTK would mark the query pending (the page
    // would be drawn loading, while the browser gets the error).
    const again = store.dispatch(probeApi.endpoints.serverStoreProbe.initiate('00000'));
    expect(store.getState().api.queries[key]?.status).toBe('rejected');
    again.abort();
    await again;
    expect(store.getState().api.queries[key]?.status).toBe('rejected');
    expect(store.getState().api.queries[key]?.error).toMatchObject({ status: 422 });
    expect(Object.keys(serializableApiState(store).queries)).toContain(key);
    first.unsubscribe();
    again.unsubscribe();
  });

  it('asks a query that succeeded or was never asked as usual', async () => {
    const { store, failed } = createRequestStore();
    const other = store.dispatch(probeApi.endpoints.serverStoreProbe.initiate('78701'));
    expect(store.getState().api.queries[other.queryCacheKey]?.status).toBe('pending');
    await other;
    expect(calls).toBe(1);
    expect([...failed]).toEqual([other.queryCacheKey]);
    other.unsubscribe();
  });
});
