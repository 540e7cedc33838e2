import { api, resetRuntimeConfig } from '@prohive/shared';
import { answerWith, createTestStore, json } from '@prohive/shared/testing';
import { jobSearchApi } from '../jobSearchEndpoint';

const page = { data: [], meta: { page: 1, per_page: 6, total: 0, last_page: 1 } };

describe('site search’s job query', () => {
  beforeEach(() => resetRuntimeConfig());

  it('sends the trimmed words and the page size, and leaves out a blank term', async () => {
    const { requests } = answerWith(() => json(page));
    const store = createTestStore();
    await store.dispatch(jobSearchApi.endpoints.blogJobSearch.initiate({ q: ' burst pipe ', per_page: 6 }));
    await store.dispatch(jobSearchApi.endpoints.blogJobSearch.initiate({ q: '  ', per_page: 6 }));
    expect(requests.map((request) => request.url)).toEqual([
      'http://localhost/api/jobs?q=burst+pipe&per_page=6',
      'http://localhost/api/jobs?per_page=6',
    ]);
  });

  it('is refetched when the job list tag is invalidated (a job posted in the jobs remote)', async () => {
    const { requests } = answerWith(() => json(page));
    const store = createTestStore();
    const search = store.dispatch(jobSearchApi.endpoints.blogJobSearch.initiate({ q: 'leak', per_page: 6 }));
    await search;
    store.dispatch(api.util.invalidateTags([{ type: 'Job', id: 'LIST' }]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(2);
    search.unsubscribe();
  });
});
