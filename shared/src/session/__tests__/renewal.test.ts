/** @jest-environment ./src/testing/jsdomEnvironment.cjs */
import { api as apiSlice } from '../../api/apiSlice';
import { identityApi } from '../../api/identityEndpoints';
import { resetRuntimeConfig } from '../../config/runtimeConfig';
import { makeTestUser } from '../../testing/fixtures';
import { createTestStore, type TestStore } from '../../testing/testStore';
import { makeTestJwt } from '../../testing/tokens';
import { createMemoryCookieJar } from '../cookies';
import { createSingleFlight, resumeSession, type CrossTabLock } from '../renewal';
import { selectAuthToken, selectCurrentUser, selectIsSignedIn } from '../selectors';
import { signOut } from '../sessionSlice';
import { signIn } from '../thunks';

const user = makeTestUser({ name: 'Casey Customer' });
const HINT = 'prohive_refresh_hint';

function urlOf(input: RequestInfo): string {
  return typeof input === 'string' ? input : input.url;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A fake api: /api/auth/refresh answers with `refreshAnswers` in turn (default: a fresh token), /api/me
 * answers 200 only to the tokens it considers valid.
 */
function fakeApi(options: { refreshAnswers?: Array<() => Response | Promise<Response>> } = {}) {
  const valid = new Set<string>();
  const refreshCalls: RequestInit[] = [];
  const meCalls: Array<string | null> = [];
  const answers = [...(options.refreshAnswers ?? [])];
  const fetchFn = jest.fn(async (input: RequestInfo, init?: RequestInit) => {
    const url = urlOf(input);
    if (url.endsWith('/api/auth/refresh')) {
      refreshCalls.push(init ?? {});
      const answer = answers.shift();
      if (answer) return answer();
      const token = makeTestJwt({ expiresInSeconds: 900, claims: { jti: `t${refreshCalls.length}` } });
      valid.add(token);
      return json({ access_token: token, token_type: 'Bearer', expires_at: '', user });
    }
    if (url.includes('/api/me') || url.includes('/api/private/')) {
      const header = (input as Request).headers.get('Authorization');
      meCalls.push(header);
      const token = header?.replace(/^Bearer /, '') ?? '';
      return valid.has(token) ? json({ data: user }) : json({ message: 'Unauthenticated.' }, 401);
    }
    return json({ message: 'not faked' }, 404);
  });
  return { fetchFn, valid, refreshCalls, meCalls };
}

function withHint(jar = createMemoryCookieJar()) {
  jar.set(HINT, String(Date.now() + 86_400_000), { expires: new Date(Date.now() + 86_400_000) });
  return jar;
}

const sameTabOnly: CrossTabLock = (_name, task) => task();

function storeWith(api: ReturnType<typeof fakeApi>, cookieJar = withHint()): TestStore {
  return createTestStore({
    cookieJar,
    services: { fetchFn: api.fetchFn, crossTabLock: sameTabOnly, sessionRenewal: createSingleFlight() },
  });
}

/** Queries with distinct cache keys, so RTK Query's own de-duplication cannot hide a second refresh. */
const privateApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    privateThing: build.query<unknown, string>({ query: (name) => `/private/${name}` }),
  }),
});

async function privateThing(store: TestStore, name: string) {
  const request = store.dispatch(privateApi.endpoints.privateThing.initiate(name));
  try {
    return await request;
  } finally {
    request.unsubscribe();
  }
}

async function me(store: TestStore) {
  const request = store.dispatch(identityApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
  try {
    return await request;
  } finally {
    request.unsubscribe();
  }
}

describe('silent session renewal', () => {
  beforeEach(() => {
    resetRuntimeConfig();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('renews an expired access token before the request, once for concurrent requests (single flight)', async () => {
    const api = fakeApi();
    const store = storeWith(api);
    store.dispatch(signIn({ token: makeTestJwt({ expiresInSeconds: 1 }), userState: user }));
    // The token expires while the page sits open.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 5000);

    const results = await Promise.all([me(store), privateThing(store, 'a'), privateThing(store, 'b')]);

    expect(api.refreshCalls).toHaveLength(1);
    expect(results.map((result) => result.isSuccess)).toEqual([true, true, true]);
    const renewed = selectAuthToken(store.getState());
    expect(renewed && api.valid.has(renewed)).toBe(true);
    // The refresh call carries the cookie (same-origin) and the CSRF header, and nothing else of the session.
    expect(api.refreshCalls[0]).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: expect.objectContaining({ 'X-Requested-With': 'fetch' }),
    });
    // The spec's cookies now hold the renewed token.
    expect(store.cookieJar.get('prohive_auth')).toBe(renewed);
  });

  it('a 401 to a request sent with a token renews once and retries once', async () => {
    const api = fakeApi();
    const store = storeWith(api);
    // Live by its expiry, but the api no longer accepts it (revoked elsewhere).
    const stale = makeTestJwt({ expiresInSeconds: 600 });
    store.dispatch(signIn({ token: stale, userState: user }));

    const result = await me(store);

    expect(result.isSuccess).toBe(true);
    expect(api.refreshCalls).toHaveLength(1);
    expect(api.meCalls).toEqual([`Bearer ${stale}`, `Bearer ${selectAuthToken(store.getState())}`]);
  });

  it('does not loop: a retried request that is refused again is answered with its 401', async () => {
    const api = fakeApi();
    const store = storeWith(api);
    store.dispatch(signIn({ token: makeTestJwt({ expiresInSeconds: 600 }), userState: user }));
    api.fetchFn.mockImplementation(async (input: RequestInfo) => {
      if (urlOf(input).endsWith('/api/auth/refresh')) {
        api.refreshCalls.push({});
        return json({ access_token: makeTestJwt({ expiresInSeconds: 900 }), user });
      }
      return json({ message: 'Unauthenticated.' }, 401);
    });

    const result = await me(store);

    expect(result.isError).toBe(true);
    expect(api.refreshCalls).toHaveLength(1);
    expect(api.fetchFn).toHaveBeenCalledTimes(3);
  });

  it('signs out when the api refuses the refresh cookie', async () => {
    const api = fakeApi({
      refreshAnswers: [() => json({ message: 'Your session has expired. Please sign in again.' }, 401)],
    });
    const store = storeWith(api);
    store.dispatch(signIn({ token: makeTestJwt({ expiresInSeconds: 600 }), userState: user }));

    const result = await me(store);

    expect(result.isError).toBe(true);
    expect(api.refreshCalls).toHaveLength(1);
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.getState().session.userState).toBeNull();
    expect(store.cookieJar.get('prohive_auth')).toBeNull();
    expect(store.cookieJar.get('prohive_auth_state')).toBeNull();
    expect(store.cookieJar.get(HINT)).toBeNull();
  });

  it('a local sign-out (account deleted, logout) forgets the refresh hint, so no renewal follows', async () => {
    const api = fakeApi();
    const store = storeWith(api);
    store.dispatch(signIn({ token: makeTestJwt({ expiresInSeconds: 600 }), userState: user }));
    store.dispatch(signOut());
    expect(store.cookieJar.get(HINT)).toBeNull();
    await expect(store.dispatch(resumeSession())).resolves.toBe('not-needed');
    expect(api.refreshCalls).toHaveLength(0);
  });

  it('keeps the session when the api cannot be reached (offline is not a sign-out)', async () => {
    const api = fakeApi({ refreshAnswers: [() => Promise.reject(new TypeError('Failed to fetch'))] });
    const store = storeWith(api);
    const token = makeTestJwt({ expiresInSeconds: 600 });
    store.dispatch(signIn({ token, userState: user }));

    await me(store);

    expect(selectAuthToken(store.getState())).toBe(token);
  });

  it('never calls refresh without the refresh hint, nor for a 401 to a request sent without a token', async () => {
    const api = fakeApi();
    const store = storeWith(api, createMemoryCookieJar());
    store.dispatch(signIn({ token: makeTestJwt({ expiresInSeconds: 600 }), userState: user }));
    await me(store);
    expect(api.refreshCalls).toHaveLength(0);

    const signedOut = storeWith(api);
    api.fetchFn.mockImplementationOnce(async () => json({ message: 'These credentials do not match.' }, 401));
    const login = signedOut.dispatch(identityApi.endpoints.login.initiate({ email: 'a@b.c', password: 'x' }));
    await login;
    expect(api.refreshCalls).toHaveLength(0);
  });

  it('restores a session on page load from the refresh cookie when the access token is gone', async () => {
    const api = fakeApi();
    // Yesterday's visit: the spec's cookies expired with the access token, the hint is still there.
    const store = storeWith(api);
    expect(selectIsSignedIn(store.getState())).toBe(false);

    await expect(store.dispatch(resumeSession())).resolves.toBe('renewed');

    expect(selectCurrentUser(store.getState())).toEqual(user);
    expect(store.cookieJar.get('prohive_auth')).toBe(selectAuthToken(store.getState()));
  });

  it('page load without the refresh hint stays signed out without asking the api', async () => {
    const api = fakeApi();
    const store = storeWith(api, createMemoryCookieJar());
    await expect(store.dispatch(resumeSession())).resolves.toBe('not-needed');
    expect(api.fetchFn).not.toHaveBeenCalled();
  });

  it('adopts the token another tab stored while this one waited for the lock, without spending the cookie', async () => {
    const api = fakeApi();
    const jar = withHint();
    const store = storeWith(api, jar);
    store.dispatch(signIn({ token: makeTestJwt({ expiresInSeconds: 1 }), userState: user }));
    jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 5000);
    // The other tab renewed first and wrote the spec's cookies.
    const fromOtherTab = makeTestJwt({ expiresInSeconds: 900, now: Date.now() });
    api.valid.add(fromOtherTab);
    const expires = new Date(Date.now() + 900_000);
    jar.set('prohive_auth', fromOtherTab, { expires });
    jar.set('prohive_auth_type', 'Bearer', { expires });
    jar.set('prohive_auth_state', JSON.stringify(user), { expires });

    const result = await me(store);

    expect(result.isSuccess).toBe(true);
    expect(api.refreshCalls).toHaveLength(0);
    expect(selectAuthToken(store.getState())).toBe(fromOtherTab);
  });

  it('renews ahead of expiry while the page is open', async () => {
    jest.useFakeTimers({ now: Date.now() });
    try {
      const api = fakeApi();
      const store = createTestStore({
        cookieJar: withHint(),
        renewAhead: true,
        services: { fetchFn: api.fetchFn, crossTabLock: sameTabOnly },
      });
      store.dispatch(signIn({ token: makeTestJwt({ expiresInSeconds: 900 }), userState: user }));

      await jest.advanceTimersByTimeAsync(900_000 - 61_000);
      expect(api.refreshCalls).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(2000);
      expect(api.refreshCalls).toHaveLength(1);
      expect(selectIsSignedIn(store.getState())).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('createSingleFlight', () => {
  it('shares one run between concurrent callers and starts a new one afterwards', async () => {
    const flight = createSingleFlight<number>();
    let runs = 0;
    const task = () => Promise.resolve(++runs);
    await expect(Promise.all([flight.run(task), flight.run(task)])).resolves.toEqual([1, 1]);
    await expect(flight.run(task)).resolves.toBe(2);
  });
});
