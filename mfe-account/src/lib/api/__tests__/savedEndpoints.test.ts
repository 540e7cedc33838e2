import {
  api,
  resetRuntimeConfig,
  type JobSummary,
  type ProviderCard,
  type SavedItems,
} from '@prohive/shared';
import { answerWith, createTestStore, json } from '@prohive/shared/testing';
import { applySaved, savedApi, savedItemUrl } from '../savedEndpoints';

const noContent = () => new Response(null, { status: 204 });

const path = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
};

const provider = (id: number) => ({ id, business_name: `Pro ${id}` }) as ProviderCard;
const job = (id: number) => ({ id, title: `Job ${id}` }) as JobSummary;

// Stands in for the jobs remote's profile endpoint, which this remote cannot import: it only shares the tag.
const otherRemote = api.injectEndpoints({
  endpoints: (build) => ({
    accountTestProvider: build.query<{ id: number }, number>({
      query: (id) => `/providers/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Provider', id }],
    }),
  }),
});

describe('saved rules', () => {
  const items: SavedItems = { providers: [provider(1)], jobs: [job(5)] };

  it('adds an item once, removes it, and leaves the other kind alone', () => {
    const added = applySaved(items, { kind: 'provider', id: 2, saved: true, item: provider(2) });
    expect(added.providers.map((p) => p.id)).toEqual([2, 1]);
    expect(applySaved(added, { kind: 'provider', id: 2, saved: true, item: provider(2) })).toBe(added);
    expect(applySaved(items, { kind: 'job', id: 5, saved: false })).toEqual({
      providers: [provider(1)],
      jobs: [],
    });
  });

  it('builds the item urls', () => {
    expect(savedItemUrl('provider', 3)).toBe('/saved/providers/3');
    expect(savedItemUrl('job', 4)).toBe('/saved/jobs/4');
  });
});

describe('saved endpoints', () => {
  beforeEach(() => resetRuntimeConfig());

  it('PUT saves and DELETE unsaves, then the list is refetched', async () => {
    let list: SavedItems = { providers: [], jobs: [] };
    const { requests } = answerWith((request) => {
      if (request.method === 'GET') return json({ data: list });
      return noContent();
    });
    const store = createTestStore();
    const subscription = store.dispatch(savedApi.endpoints.saved.initiate());
    await subscription;
    list = { providers: [provider(3)], jobs: [] };
    const saved = await store.dispatch(
      savedApi.endpoints.setSaved.initiate({ kind: 'provider', id: 3, saved: true, item: provider(3) }),
    );
    expect(saved.error).toBeUndefined();
    await store.dispatch(savedApi.endpoints.setSaved.initiate({ kind: 'job', id: 8, saved: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.map(path)).toEqual([
      'GET /api/saved',
      'PUT /api/saved/providers/3',
      'GET /api/saved',
      'DELETE /api/saved/jobs/8',
      'GET /api/saved',
    ]);
    subscription.unsubscribe();
  });

  it('applies the change to the list at once and rolls it back when the api refuses', async () => {
    let release: (response: Response) => void = () => undefined;
    answerWith((request) => {
      if (new URL(request.url).pathname === '/api/saved')
        return json({ data: { providers: [provider(1)], jobs: [] } });
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    const store = createTestStore();
    const list = store.dispatch(savedApi.endpoints.saved.initiate());
    await list;

    const pending = store.dispatch(
      savedApi.endpoints.setSaved.initiate({ kind: 'provider', id: 1, saved: false }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(savedApi.endpoints.saved.select()(store.getState()).data?.providers).toEqual([]);

    release(json({ message: 'Not found.' }, 404));
    const result = await pending;
    expect(result.error).toMatchObject({ status: 404 });
    expect(savedApi.endpoints.saved.select()(store.getState()).data?.providers).toEqual([provider(1)]);
    list.unsubscribe();
  });

  it("refreshes another remote's cached profile through its Provider tag, only after a success", async () => {
    let answer = noContent;
    const { requests } = answerWith((request) => {
      if (request.method === 'GET') return json({ id: 4 });
      return answer();
    });
    const store = createTestStore();
    const profile = store.dispatch(otherRemote.endpoints.accountTestProvider.initiate(4));
    await profile;

    answer = () => json({ message: 'Not found.' }, 404);
    await store.dispatch(savedApi.endpoints.setSaved.initiate({ kind: 'provider', id: 4, saved: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.map(path)).toEqual(['GET /api/providers/4', 'DELETE /api/saved/providers/4']);

    answer = noContent;
    await store.dispatch(savedApi.endpoints.setSaved.initiate({ kind: 'provider', id: 4, saved: false }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.slice(2).map(path)).toEqual(['DELETE /api/saved/providers/4', 'GET /api/providers/4']);
    profile.unsubscribe();
  });
});
