import { resetRuntimeConfig } from '@prohive/shared';
import {
  createTestStore,
  answerInOrder,
  json,
  makeSignedInSession,
  makeTestUser,
} from '@prohive/shared/testing';
import { profileApi, readProviderProfile, type MeUser } from '../profileEndpoints';

function signedInStore() {
  return createTestStore({
    preloadedState: { session: makeSignedInSession(makeTestUser({ name: 'Old Name' })) },
  });
}

describe('readProviderProfile', () => {
  it('keeps null (no profile yet) as null', () => {
    expect(readProviderProfile(null)).toBeNull();
  });

  it('accepts services as slugs or references and fills defaults', () => {
    expect(
      readProviderProfile({ business_name: 'Acme', services: ['plumbing', { slug: 'hvac', title: 'HVAC' }] }),
    ).toEqual({
      business_name: 'Acme',
      bio: '',
      services: [
        { slug: 'plumbing', title: 'plumbing' },
        { slug: 'hvac', title: 'HVAC' },
      ],
      zip: '',
      city: undefined,
      state: undefined,
      radius_miles: 25,
      years_in_business: 0,
      photos: [],
      plan: undefined,
    });
  });
});

describe('profile endpoints', () => {
  beforeEach(() => resetRuntimeConfig());

  it('PATCH /me sends the changes with the bearer token and refreshes the session user', async () => {
    const updated: MeUser = {
      ...makeTestUser({ name: 'New Name', avatar: '/api/uploads/a1' }),
      phone: '555-0100',
    };
    const { requests } = answerInOrder(json({ data: updated }));
    const store = signedInStore();
    const result = await store.dispatch(
      profileApi.endpoints.updateMe.initiate({ name: 'New Name', avatar_upload_id: 'a1' }),
    );
    expect(result).toEqual({ data: updated });
    expect(requests[0]!.method).toBe('PATCH');
    expect(requests[0]!.url).toBe('http://localhost/api/me');
    expect(requests[0]!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(await requests[0]!.json()).toEqual({ name: 'New Name', avatar_upload_id: 'a1' });
    expect(store.getState().session.userState).toMatchObject({ name: 'New Name', avatar: '/api/uploads/a1' });
  });

  it('a rejected PATCH leaves the session user alone and carries the field errors', async () => {
    answerInOrder(json({ message: 'Invalid ZIP', errors: { zip: ['Enter a valid US ZIP code'] } }, 422));
    const store = signedInStore();
    const result = await store.dispatch(profileApi.endpoints.updateMe.initiate({ zip: '00000' }));
    expect(result.error).toMatchObject({
      status: 422,
      data: { errors: { zip: ['Enter a valid US ZIP code'] } },
    });
    expect(store.getState().session.userState?.name).toBe('Old Name');
  });

  it('password change and account deletion are single attempts even when the server fails', async () => {
    const { requests } = answerInOrder(json({ message: 'boom' }, 503), new Response(null, { status: 204 }));
    const store = signedInStore();
    const password = await store.dispatch(
      profileApi.endpoints.changePassword.initiate({
        current_password: 'old-password',
        password: 'new-password',
        password_confirmation: 'new-password',
      }),
    );
    expect(password.error).toMatchObject({ status: 503 });
    const deleted = await store.dispatch(
      profileApi.endpoints.deleteAccount.initiate({ password: 'pw', confirm: 'DELETE' }),
    );
    expect(deleted.error).toBeUndefined();
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/me/password',
      'DELETE /api/me',
    ]);
    expect(await requests[1]!.json()).toEqual({ password: 'pw', confirm: 'DELETE' });
  });

  it('reads a missing provider profile as null and saves one with PUT', async () => {
    const saved = {
      business_name: 'Acme Plumbing',
      bio: 'b',
      services: [{ slug: 'plumbing', title: 'Plumbing' }],
    };
    const { requests } = answerInOrder(json({ data: null }), json({ data: saved }));
    const store = signedInStore();
    const none = await store.dispatch(profileApi.endpoints.myProviderProfile.initiate());
    expect(none.data).toBeNull();
    const body = {
      business_name: 'Acme Plumbing',
      bio: 'b',
      services: ['plumbing'],
      zip: '78701',
      radius_miles: 20,
      years_in_business: 3,
      photo_ids: [],
    };
    const result = await store.dispatch(profileApi.endpoints.saveProviderProfile.initiate(body));
    expect(result.data?.services).toEqual([{ slug: 'plumbing', title: 'Plumbing' }]);
    expect(requests[1]!.method).toBe('PUT');
    expect(await requests[1]!.json()).toEqual(body);
  });

  it('lists and submits certificates', async () => {
    const certificate = {
      id: 4,
      kind: 'license',
      status: 'pending',
      upload_id: 'c1',
      created_at: '2026-11-22T06:00:00Z',
    };
    const { requests } = answerInOrder(json({ data: certificate }, 201));
    const store = signedInStore();
    const result = await store.dispatch(
      profileApi.endpoints.submitCertificate.initiate({ kind: 'license', upload_id: 'c1' }),
    );
    expect(result.data).toEqual(certificate);
    expect(requests[0]!.url).toBe('http://localhost/api/me/certificates');
    expect(await requests[0]!.json()).toEqual({ kind: 'license', upload_id: 'c1' });
  });
});
