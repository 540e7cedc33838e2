/** @jest-environment ./src/testing/jsdomEnvironment.cjs */
import { resetRuntimeConfig } from '../../config/runtimeConfig';
import { createTestStore } from '../../testing/testStore';
import type { JobSummary, ProviderCard } from '../jobsEndpoints';
import { providersApi } from '../providersEndpoints';
import { applySaved, isSavedIn, savedApi, savedItemUrl, type SavedItems } from '../savedEndpoints';
import { answerWith, json } from '../../testing/http';

const noContent = () => new Response(null, { status: 204 });

const path = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
};

const provider = (id: number) => ({ id, business_name: `Pro ${id}` }) as ProviderCard;
const job = (id: number) => ({ id, title: `Job ${id}` }) as JobSummary;

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
    expect(isSavedIn(items, 'job', 5)).toBe(true);
    expect(isSavedIn(items, 'provider', 5)).toBe(false);
    expect(isSavedIn(undefined, 'job', 5)).toBe(false);
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

  it('applies the change at once and rolls it back when the api refuses', async () => {
    let release: (response: Response) => void = () => undefined;
    answerWith((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/saved') return json({ data: { providers: [provider(1)], jobs: [] } });
      if (pathname === '/api/providers/1') return json({ data: { ...provider(1), saved: true } });
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    const store = createTestStore();
    const list = store.dispatch(savedApi.endpoints.saved.initiate());
    const profile = store.dispatch(providersApi.endpoints.provider.initiate(1));
    await Promise.all([list, profile]);

    const pending = store.dispatch(
      savedApi.endpoints.setSaved.initiate({ kind: 'provider', id: 1, saved: false }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(savedApi.endpoints.saved.select()(store.getState()).data?.providers).toEqual([]);
    expect(providersApi.endpoints.provider.select(1)(store.getState()).data?.saved).toBe(false);

    release(json({ message: 'Not found.' }, 404));
    const result = await pending;
    expect(result.error).toMatchObject({ status: 404 });
    expect(savedApi.endpoints.saved.select()(store.getState()).data?.providers).toEqual([provider(1)]);
    expect(providersApi.endpoints.provider.select(1)(store.getState()).data?.saved).toBe(true);
    list.unsubscribe();
    profile.unsubscribe();
  });
});
