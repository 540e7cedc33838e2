import { resetRuntimeConfig } from '@prohive/shared';
import { answerInOrder, createTestStore, json } from '@prohive/shared/testing';
import { schedulingApi } from '../schedulingEndpoints';

describe('the scheduling assistant’s endpoints', () => {
  beforeEach(() => resetRuntimeConfig());

  it('looks up a trimmed ZIP and answers its place', async () => {
    const place = {
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      state_name: 'Texas',
      latitude: 30.27,
      longitude: -97.74,
      city_path: '/tx/austin',
    };
    const { requests } = answerInOrder(json({ data: place }));
    const store = createTestStore();
    const result = await store.dispatch(schedulingApi.endpoints.schedulingZipLookup.initiate(' 78701 '));
    expect(requests[0]!.url).toBe('http://localhost/api/locations/zip/78701');
    expect(result.data).toEqual(place);
  });

  it('reads the provider’s bids, a full page of 100', async () => {
    const page = { data: [], meta: { page: 1, per_page: 100, total: 0, last_page: 1 } };
    const { requests } = answerInOrder(json(page));
    const store = createTestStore();
    const result = await store.dispatch(schedulingApi.endpoints.schedulingMyBids.initiate());
    expect(requests[0]!.url).toBe('http://localhost/api/bids/mine?per_page=100');
    expect(result.data).toEqual(page);
  });
});
