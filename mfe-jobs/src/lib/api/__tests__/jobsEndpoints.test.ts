import { api, resetRuntimeConfig } from '@prohive/shared';
import { answerWith, createTestStore, json } from '@prohive/shared/testing';
import { jobsApi, jobsListUrl } from '../jobsEndpoints';

const path = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
};

const page = { data: [], meta: { page: 1, per_page: 12, total: 0, last_page: 1 } };

// Stands in for the account dashboard's list of the caller's jobs, injected by mfe-account (which this remote
// cannot import): it only shares the `{ type: 'Job', id: 'MINE' }` tag.
const dashboard = api.injectEndpoints({
  endpoints: (build) => ({
    jobsTestMyJobs: build.query<unknown, void>({
      query: () => '/jobs/mine',
      providesTags: [{ type: 'Job', id: 'MINE' }],
    }),
  }),
});

describe('jobsListUrl', () => {
  it('leaves out empty values and sends the filters the contract names', () => {
    expect(jobsListUrl()).toBe('/jobs');
    expect(
      jobsListUrl({
        category: 'plumbing',
        q: '  leak ',
        zip: '78701',
        radius: 10,
        budget_min: 100,
        budget_max: 500,
        posted_within: 7,
        sort: 'distance',
        page: 2,
        per_page: 12,
      }),
    ).toBe(
      '/jobs?category=plumbing&q=leak&zip=78701&radius=10&budget_min=100&budget_max=500&posted_within=7&sort=distance&page=2&per_page=12',
    );
  });

  it('drops a radius without a ZIP, since the api ignores it', () => {
    expect(jobsListUrl({ radius: 50, q: '' })).toBe('/jobs');
  });
});

describe('jobs endpoints', () => {
  beforeEach(() => resetRuntimeConfig());

  it('posts a job once, without retrying a server failure, and unwraps data', async () => {
    const { requests } = answerWith(() => json({ message: 'boom' }, 503));
    const store = createTestStore();
    const body = {
      category: 'plumbing',
      service_type: 'home' as const,
      title: 'Fix a leak',
      description: 'The kitchen sink drips all night long.',
      timing: 'asap' as const,
      zip: '78701',
    };
    const failed = await store.dispatch(jobsApi.endpoints.createJob.initiate(body));
    expect(failed.error).toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
    expect(path(requests[0]!)).toBe('POST /api/jobs');
    expect(await requests[0]!.json()).toEqual(body);
  });

  it('bid actions go to the right urls and do not send the job id in the body', async () => {
    const bid = { id: 9, job_id: 4, status: 'accepted' };
    const { requests } = answerWith(() => json({ data: bid }));
    const store = createTestStore();
    await store.dispatch(
      jobsApi.endpoints.createBid.initiate({ jobId: 4, amount_cents: 25000, message: 'Can do Tuesday' }),
    );
    await store.dispatch(jobsApi.endpoints.updateBid.initiate({ id: 9, jobId: 4, amount_cents: 20000 }));
    await store.dispatch(jobsApi.endpoints.withdrawBid.initiate({ id: 9, jobId: 4 }));
    const accepted = await store.dispatch(jobsApi.endpoints.acceptBid.initiate({ id: 9, jobId: 4 }));
    await store.dispatch(jobsApi.endpoints.declineBid.initiate({ id: 10, jobId: 4 }));
    await store.dispatch(jobsApi.endpoints.createReview.initiate({ jobId: 4, rating: 5, body: 'Great' }));
    expect(accepted.data).toEqual(bid);
    expect(requests.map(path)).toEqual([
      'POST /api/jobs/4/bids',
      'PATCH /api/bids/9',
      'POST /api/bids/9/withdraw',
      'POST /api/bids/9/accept',
      'POST /api/bids/10/decline',
      'POST /api/jobs/4/review',
    ]);
    expect(await requests[0]!.json()).toEqual({ amount_cents: 25000, message: 'Can do Tuesday' });
    expect(await requests[1]!.json()).toEqual({ amount_cents: 20000 });
    expect(await requests[5]!.json()).toEqual({ rating: 5, body: 'Great' });
  });

  it("accepting a bid refetches the job, its bids and the account remote's list of my jobs", async () => {
    const job = { id: 4, status: 'open', viewer: { is_owner: true } };
    const { requests } = answerWith((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/jobs/4') return json({ data: job });
      if (pathname === '/api/jobs/4/bids') return json({ data: [] });
      if (pathname === '/api/jobs/mine') return json(page);
      return json({ data: { id: 9, job_id: 4, status: 'accepted' } });
    });
    const store = createTestStore();
    const subscriptions = [
      store.dispatch(jobsApi.endpoints.job.initiate(4)),
      store.dispatch(jobsApi.endpoints.jobBids.initiate(4)),
      store.dispatch(dashboard.endpoints.jobsTestMyJobs.initiate()),
    ];
    await Promise.all(subscriptions);
    expect(requests).toHaveLength(3);
    await store.dispatch(jobsApi.endpoints.acceptBid.initiate({ id: 9, jobId: 4 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = requests.slice(3).map(path).sort();
    expect(after).toEqual([
      'GET /api/jobs/4',
      'GET /api/jobs/4/bids',
      'GET /api/jobs/mine',
      'POST /api/bids/9/accept',
    ]);
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });

  it('the job list sends its query', async () => {
    const { requests } = answerWith(() => json(page));
    const store = createTestStore();
    await store.dispatch(jobsApi.endpoints.jobs.initiate({ category: 'hvac', page: 3 }));
    expect(requests.map(path)).toEqual(['GET /api/jobs?category=hvac&page=3']);
  });

  it('a 404 job is an error result carrying the api message', async () => {
    answerWith(() => json({ message: 'Job not found.' }, 404));
    const store = createTestStore();
    const result = await store.dispatch(jobsApi.endpoints.job.initiate(999));
    expect(result.error).toMatchObject({ status: 404, data: { message: 'Job not found.' } });
  });
});
