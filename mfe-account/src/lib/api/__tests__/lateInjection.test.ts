import { api, resetRuntimeConfig } from '@prohive/shared';
import {
  answerInOrder,
  createTestStore,
  json,
  makeSignedInSession,
  makeTestUser,
} from '@prohive/shared/testing';

// What lets this remote add or change an endpoint and ship without a new shell: the shell builds its store from
// @prohive/shared alone, and the remote's endpoints join that store's one api slice when the remote's code loads.
describe('endpoints owned by this remote', () => {
  beforeEach(() => resetRuntimeConfig());

  it('are injected into the store the shell created before the remote loaded, and work there', async () => {
    const certificate = {
      id: 9,
      kind: 'license',
      status: 'pending',
      upload_id: 'c1',
      url: '/api/uploads/c1',
      note: null,
      reviewed_at: null,
      created_at: '2026-11-22T06:00:00Z',
    };
    const { requests } = answerInOrder(json({ data: [certificate] }));
    const shellStore = createTestStore({
      preloadedState: { session: makeSignedInSession(makeTestUser()) },
    });
    // The shared singleton alone does not know the remote's endpoints.
    expect(Object.keys(api.endpoints)).not.toContain('myCertificates');

    // Loading the remote's module (federation does this at run time) injects them into the same slice.
    const { profileApi } = await import('../profileEndpoints');
    expect(Object.keys(api.endpoints)).toContain('myCertificates');

    const result = await shellStore.dispatch(profileApi.endpoints.myCertificates.initiate());
    expect(result.data).toEqual([certificate]);
    expect(requests[0]!.url).toBe('http://localhost/api/me/certificates');
    expect(profileApi.endpoints.myCertificates.select()(shellStore.getState()).data).toEqual([certificate]);
  });
});
