import { resetRuntimeConfig } from '@prohive/shared';
import { answerInOrder, createTestStore, json } from '@prohive/shared/testing';
import { jobsZipLookupApi } from '../zipLookupEndpoint';

describe('the jobs remote’s ZIP lookup', () => {
  beforeEach(() => resetRuntimeConfig());

  it('answers the place of a trimmed ZIP', async () => {
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
    const result = await store.dispatch(jobsZipLookupApi.endpoints.jobsZipLookup.initiate(' 78701 '));
    expect(requests[0]!.url).toBe('http://localhost/api/locations/zip/78701');
    expect(result.data).toEqual(place);
  });

  it('a ZIP that is not found is an error result carrying the api message', async () => {
    answerInOrder(json({ message: 'We could not find ZIP code 00000.' }, 404));
    const store = createTestStore();
    const result = await store.dispatch(jobsZipLookupApi.endpoints.jobsZipLookup.initiate('00000'));
    expect(result.error).toMatchObject({
      status: 404,
      data: { message: 'We could not find ZIP code 00000.' },
    });
  });
});
