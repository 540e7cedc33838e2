/** @jest-environment ./src/testing/jsdomEnvironment.cjs */
import { resetRuntimeConfig, setRuntimeConfig } from '../../config/runtimeConfig';
import { makeSignedInSession, makeTestUser } from '../../testing/fixtures';
import { createTestStore } from '../../testing/testStore';
import { api } from '../apiSlice';
import { KEEP_UNUSED_DATA_SECONDS, QUERY_FRESH_SECONDS } from '../constants';
import { identityApi } from '../identityEndpoints';
import { answerInOrder, json } from '../../testing/http';

const roles = [
  { id: 3, name: 'user', guard_name: 'web' },
  { id: 4, name: 'provider', guard_name: 'web' },
];

describe('the api slice', () => {
  beforeEach(() => resetRuntimeConfig());

  it('is mounted at reducerPath "api" with the spec caching settings', () => {
    expect(api.reducerPath).toBe('api');
    expect(QUERY_FRESH_SECONDS).toBe(30);
    expect(KEEP_UNUSED_DATA_SECONDS).toBe(300);
    expect(createTestStore().getState().api).toBeDefined();
  });

  it('GET /api/roles-public reads data.data, without cookies or Authorization when signed out', async () => {
    const { requests } = answerInOrder(json({ data: roles }));
    const store = createTestStore();
    const result = await store.dispatch(identityApi.endpoints.rolesPublic.initiate());
    expect(result.data).toEqual(roles);
    expect(requests[0]!.url).toBe('http://localhost/api/roles-public');
    expect(requests[0]!.credentials).toBe('omit');
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
    expect(requests[0]!.headers.get('Accept')).toBe('application/json');
  });

  it('sends the bearer token when signed in', async () => {
    const { requests } = answerInOrder(json({ data: makeTestUser() }));
    const session = makeSignedInSession(makeTestUser());
    const store = createTestStore({ preloadedState: { session } });
    const result = await store.dispatch(identityApi.endpoints.me.initiate());
    expect(result.data).toEqual(makeTestUser());
    expect(requests[0]!.headers.get('Authorization')).toBe(`Bearer ${session.auth!.token}`);
  });

  it('does not send an expired token', async () => {
    const { requests } = answerInOrder(json({ data: roles }));
    const session = makeSignedInSession(makeTestUser(), { expiresInSeconds: -1 });
    const store = createTestStore({ preloadedState: { session } });
    await store.dispatch(identityApi.endpoints.rolesPublic.initiate());
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
  });

  it('takes the base URL from the runtime config at request time', async () => {
    const { requests } = answerInOrder(json({ access_token: 't', user: makeTestUser() }));
    const store = createTestStore();
    setRuntimeConfig({ apiBaseUrl: 'https://api.prohive.example/v1' });
    await store.dispatch(identityApi.endpoints.login.initiate({ email: 'a@b.c', password: 'pw' }));
    expect(requests[0]!.url).toBe('https://api.prohive.example/v1/login');
    expect(requests[0]!.method).toBe('POST');
    expect(await requests[0]!.json()).toEqual({ email: 'a@b.c', password: 'pw' });
  });

  it('posts registration and Google payloads as JSON to their paths', async () => {
    const { requests } = answerInOrder(
      json({ access_token: 't', user: makeTestUser() }),
      json({ access_token: 't', user: makeTestUser() }),
    );
    const store = createTestStore();
    const registration = {
      name: 'Dana',
      email: 'dana@example.com',
      password: 'pw',
      password_confirmation: 'pw',
      roleId: 3,
    };
    await store.dispatch(identityApi.endpoints.register.initiate(registration));
    await store.dispatch(identityApi.endpoints.googleLogin.initiate({ id_token: 'gid', roleId: 4 }));
    expect(requests.map((r) => r.url)).toEqual([
      'http://localhost/api/register',
      'http://localhost/api/auth/google',
    ]);
    expect(await requests[0]!.json()).toEqual(registration);
    expect(await requests[1]!.json()).toEqual({ id_token: 'gid', roleId: 4 });
  });

  it('a 401 is logged and changes nothing else: the session stays, the call is not retried', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requests } = answerInOrder(json({ message: 'Unauthenticated.' }, 401));
    const session = makeSignedInSession(makeTestUser());
    const store = createTestStore({ preloadedState: { session } });
    const result = await store.dispatch(identityApi.endpoints.me.initiate());
    expect(result.error).toEqual({ status: 401, data: { message: 'Unauthenticated.' } });
    expect(requests).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('401'));
    expect(store.getState().session).toEqual(session);
    warn.mockRestore();
  });

  it('queries retry a 5xx (without waiting in tests) and then succeed', async () => {
    const { requests } = answerInOrder(json({}, 503), json({ data: roles }));
    const store = createTestStore();
    const result = await store.dispatch(identityApi.endpoints.rolesPublic.initiate());
    expect(requests).toHaveLength(2);
    expect(result.data).toEqual(roles);
  });

  it('a mutation answered with a 4xx is not retried', async () => {
    const { requests } = answerInOrder(json({ message: 'These credentials do not match our records.' }, 422));
    const store = createTestStore();
    const result = await store.dispatch(
      identityApi.endpoints.login.initiate({ email: 'a@b.c', password: 'x' }),
    );
    expect(requests).toHaveLength(1);
    expect('error' in result && result.error).toMatchObject({ status: 422 });
  });

  it('a malformed roles answer is a failure, not an empty list', async () => {
    const { requests } = answerInOrder(json({ data: { not: 'a list' } }));
    const store = createTestStore();
    const result = await store.dispatch(identityApi.endpoints.rolesPublic.initiate());
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({
      status: 'CUSTOM_ERROR',
      error: expect.stringContaining('data.data'),
    });
    expect(requests).toHaveLength(1);
  });
});
