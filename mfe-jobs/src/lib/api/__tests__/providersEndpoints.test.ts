import { resetRuntimeConfig } from '@prohive/shared';
import { answerWith, createTestStore, json } from '@prohive/shared/testing';
import { providersApi, providersListUrl } from '../providersEndpoints';

const path = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
};

const emptyPage = { data: [], meta: { page: 1, per_page: 12, total: 0, last_page: 1 } };

describe('providersListUrl', () => {
  it('sends the contract filters and leaves out blanks', () => {
    expect(providersListUrl()).toBe('/providers');
    expect(
      providersListUrl({ search: ' leak repair ', category: 'plumbing', zip: '78701', radius: 50, page: 2 }),
    ).toBe('/providers?search=leak+repair&category=plumbing&zip=78701&radius=50&page=2');
  });

  it('drops a radius without a ZIP', () => {
    expect(providersListUrl({ radius: 10, search: '  ', zip: ' ' })).toBe('/providers');
  });
});

describe('providers endpoints', () => {
  beforeEach(() => resetRuntimeConfig());

  it('lists, unwraps a profile and pages its reviews', async () => {
    const profile = { id: 7, business_name: 'Ace Plumbing', saved: false };
    const { requests } = answerWith((request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/providers/7') return json({ data: profile });
      return json(emptyPage);
    });
    const store = createTestStore();
    const list = await store.dispatch(providersApi.endpoints.providers.initiate({ zip: '10001' }));
    const one = await store.dispatch(providersApi.endpoints.provider.initiate(7));
    const reviews = await store.dispatch(
      providersApi.endpoints.providerReviews.initiate({ id: 7, page: 2, per_page: 5 }),
    );
    expect(list.data).toEqual(emptyPage);
    expect(one.data).toEqual(profile);
    expect(reviews.data).toEqual(emptyPage);
    expect(requests.map(path)).toEqual([
      'GET /api/providers?zip=10001',
      'GET /api/providers/7',
      'GET /api/providers/7/reviews?page=2&per_page=5',
    ]);
  });

  it('an unknown provider is a 404 error result with the api message', async () => {
    answerWith(() => json({ message: 'Provider not found.' }, 404));
    const store = createTestStore();
    const result = await store.dispatch(providersApi.endpoints.provider.initiate(404));
    expect(result.error).toMatchObject({ status: 404, data: { message: 'Provider not found.' } });
  });

  it('a 422 on zip is passed through with the field errors', async () => {
    const body = { message: 'Invalid', errors: { zip: ['Enter a valid US ZIP code'] } };
    answerWith(() => json(body, 422));
    const store = createTestStore();
    const result = await store.dispatch(providersApi.endpoints.providers.initiate({ zip: '00000' }));
    expect(result.error).toMatchObject({ status: 422, data: body });
  });
});
