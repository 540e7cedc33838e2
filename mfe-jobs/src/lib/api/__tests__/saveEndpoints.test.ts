import { api, resetRuntimeConfig, type JobSummary, type ProviderCard } from '@prohive/shared';
import { answerWith, createTestStore, json } from '@prohive/shared/testing';
import { jobsApi } from '../jobsEndpoints';
import { providersApi } from '../providersEndpoints';
import { isSavedIn, saveApi } from '../saveEndpoints';

const noContent = () => new Response(null, { status: 204 });

const path = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
};

const provider = (id: number) => ({ id, business_name: `Pro ${id}` }) as ProviderCard;
const job = (id: number) => ({ id, title: `Job ${id}` }) as JobSummary;

// Stands in for the account remote's /saved list, which this remote cannot import: it only shares the tag.
const accountList = api.injectEndpoints({
  endpoints: (build) => ({
    jobsTestAccountSaved: build.query<unknown, void>({
      query: () => '/saved?account',
      providesTags: ['Saved'],
    }),
  }),
});

/** A mutation answer held until `release` is called, to look at the optimistic state in between. */
function holdMutations() {
  const held = { release: (_response: Response) => undefined as void };
  return {
    held,
    answer: () =>
      new Promise<Response>((resolve) => {
        held.release = resolve;
      }),
  };
}

describe('isSavedIn', () => {
  it('looks in the list of the right kind', () => {
    const items = { providers: [provider(1)], jobs: [job(5)] };
    expect(isSavedIn(items, 'job', 5)).toBe(true);
    expect(isSavedIn(items, 'provider', 5)).toBe(false);
    expect(isSavedIn(undefined, 'job', 5)).toBe(false);
  });
});

describe('the jobs remote’s save endpoints', () => {
  beforeEach(() => resetRuntimeConfig());

  it('saves a provider into the list and its profile at once, and rolls both back when the api refuses', async () => {
    const { held, answer } = holdMutations();
    answerWith((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/saved') return json({ data: { providers: [], jobs: [] } });
      if (pathname === '/api/providers/1') return json({ data: { ...provider(1), saved: false } });
      return answer();
    });
    const store = createTestStore();
    const list = store.dispatch(saveApi.endpoints.jobsSavedItems.initiate());
    const profile = store.dispatch(providersApi.endpoints.provider.initiate(1));
    await Promise.all([list, profile]);

    const pending = store.dispatch(
      saveApi.endpoints.jobsSetSaved.initiate({ kind: 'provider', id: 1, saved: true, item: provider(1) }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(saveApi.endpoints.jobsSavedItems.select()(store.getState()).data?.providers).toEqual([
      provider(1),
    ]);
    expect(providersApi.endpoints.provider.select(1)(store.getState()).data?.saved).toBe(true);

    held.release(json({ message: 'Not found.' }, 404));
    expect((await pending).error).toMatchObject({ status: 404 });
    expect(saveApi.endpoints.jobsSavedItems.select()(store.getState()).data?.providers).toEqual([]);
    expect(providersApi.endpoints.provider.select(1)(store.getState()).data?.saved).toBe(false);
    list.unsubscribe();
    profile.unsubscribe();
  });

  it("unsaves a job in its detail at once, then refetches it and the account remote's list", async () => {
    const { held, answer } = holdMutations();
    const { requests } = answerWith((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/jobs/5') return json({ data: { id: 5, viewer: { saved: true } } });
      if (pathname === '/api/saved') return json({ data: { providers: [], jobs: [job(5)] } });
      return answer();
    });
    const store = createTestStore();
    const detail = store.dispatch(jobsApi.endpoints.job.initiate(5));
    const other = store.dispatch(accountList.endpoints.jobsTestAccountSaved.initiate());
    await Promise.all([detail, other]);

    const pending = store.dispatch(
      saveApi.endpoints.jobsSetSaved.initiate({ kind: 'job', id: 5, saved: false }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(jobsApi.endpoints.job.select(5)(store.getState()).data?.viewer.saved).toBe(false);

    held.release(noContent());
    expect((await pending).error).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.slice(2).map(path).sort()).toEqual([
      'DELETE /api/saved/jobs/5',
      'GET /api/jobs/5',
      'GET /api/saved?account',
    ]);
    detail.unsubscribe();
    other.unsubscribe();
  });
});
