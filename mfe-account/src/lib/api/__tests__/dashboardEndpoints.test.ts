import { resetRuntimeConfig } from '@prohive/shared';
import { answerWith, createTestStore, json } from '@prohive/shared/testing';
import { dashboardApi } from '../dashboardEndpoints';

const path = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
};

const page = { data: [], meta: { page: 1, per_page: 12, total: 0, last_page: 1 } };

describe('the dashboard lists', () => {
  beforeEach(() => resetRuntimeConfig());

  it('send their page and leave out what is not given', async () => {
    const { requests } = answerWith(() => json(page));
    const store = createTestStore();
    await store.dispatch(dashboardApi.endpoints.matchingJobs.initiate({ page: 2 }));
    await store.dispatch(dashboardApi.endpoints.myBids.initiate());
    await store.dispatch(dashboardApi.endpoints.myJobs.initiate({ page: 1, per_page: 5 }));
    expect(requests.map(path)).toEqual([
      'GET /api/jobs/matching?page=2',
      'GET /api/bids/mine',
      'GET /api/jobs/mine?page=1&per_page=5',
    ]);
  });

  it('the category list unwraps data', async () => {
    const categories = [{ id: 1, slug: 'plumbing', title: 'Plumbing' }];
    answerWith(() => json({ data: categories }));
    const store = createTestStore();
    const result = await store.dispatch(dashboardApi.endpoints.accountServiceCategories.initiate());
    expect(result.data).toEqual(categories);
  });
});
