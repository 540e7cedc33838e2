/** @jest-environment ./src/testing/jsdomEnvironment.cjs */
import { resetRuntimeConfig } from '../../config/runtimeConfig';
import { createMemoryStorage, makeSignedInSession, makeTestUser } from '../../testing/fixtures';
import { createTestStore } from '../../testing/testStore';
import { makeExpiredTestJwt, makeTestJwt } from '../../testing/tokens';
import { createMemoryCookieJar } from '../cookies';
import { AUTH_MESSAGES, AuthError } from '../messages';
import { selectAuthToken, selectCurrentUser, selectIsSignedIn } from '../selectors';
import { sessionUserUpdated, signOut } from '../sessionSlice';
import { LOGOUT_LOCAL_STORAGE_KEYS, logout, signIn } from '../thunks';

const user = makeTestUser({ name: 'Pat Provider', role: { id: 4, name: 'provider', guard_name: 'web' } });

describe('session in the store', () => {
  beforeEach(() => resetRuntimeConfig());

  it('signIn stores the session and writes the cookies', () => {
    const store = createTestStore();
    const token = makeTestJwt({ expiresInSeconds: 600 });
    store.dispatch(signIn({ token, type: 'Bearer', userState: user }));
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectCurrentUser(store.getState())).toEqual(user);
    expect(selectAuthToken(store.getState())).toBe(token);
    expect(store.cookieJar.get('prohive_auth')).toBe(token);
    expect(store.cookieJar.get('prohive_auth_type')).toBe('Bearer');
    expect(JSON.parse(store.cookieJar.get('prohive_auth_state')!)).toEqual(user);
  });

  it.each([
    ['expired', makeExpiredTestJwt(), AUTH_MESSAGES.authExpired],
    ['garbage', 'garbage', AUTH_MESSAGES.unparsable],
  ])(
    'signIn with a %s token throws the spec error, signs out and clears storage',
    (_label, token, message) => {
      const store = createTestStore();
      store.dispatch(signIn({ token: makeTestJwt(), userState: user }));
      expect(() => store.dispatch(signIn({ token, userState: user }))).toThrow(new AuthError(message));
      expect(store.getState().session).toEqual({
        auth: null,
        refresh: null,
        userState: null,
        isSignIn: false,
      });
      expect(store.cookieJar.names()).toEqual([]);
    },
  );

  it('signOut clears state and cookies', () => {
    const store = createTestStore();
    store.dispatch(signIn({ token: makeTestJwt(), userState: user }));
    store.dispatch(signOut());
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.cookieJar.names()).toEqual([]);
  });

  it('an updated user is written through to the state cookie', () => {
    const store = createTestStore();
    store.dispatch(signIn({ token: makeTestJwt(), userState: user }));
    store.dispatch(sessionUserUpdated({ ...user, avatar: '/a.png' }));
    expect(JSON.parse(store.cookieJar.get('prohive_auth_state')!).avatar).toBe('/a.png');
  });

  it('restores the session from cookies when the store is created', () => {
    const first = createTestStore();
    first.dispatch(signIn({ token: makeTestJwt(), userState: user }));
    const second = createTestStore({ cookieJar: first.cookieJar });
    expect(selectCurrentUser(second.getState())).toEqual(user);
  });

  it('drops expired cookies at start-up', () => {
    const now = Date.now();
    const jar = createMemoryCookieJar(() => now);
    jar.set('prohive_auth', makeTestJwt({ now, expiresInSeconds: -5 }));
    jar.set('prohive_auth_type', 'Bearer');
    jar.set('prohive_auth_state', JSON.stringify(user));
    const store = createTestStore({ cookieJar: jar, services: { clock: () => now } });
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(jar.names()).toEqual([]);
  });

  it('a session counts as signed in only while expiresAt is in the future', () => {
    const store = createTestStore({
      preloadedState: { session: makeSignedInSession(user, { expiresInSeconds: 60 }) },
    });
    const expiresAt = store.getState().session.auth!.expiresAt;
    expect(selectIsSignedIn(store.getState(), expiresAt - 1)).toBe(true);
    expect(selectIsSignedIn(store.getState(), expiresAt)).toBe(false);
    expect(selectCurrentUser(store.getState(), expiresAt)).toBeNull();
    expect(selectAuthToken(store.getState(), expiresAt)).toBeNull();
  });

  describe('logout', () => {
    const legacyKeys = {
      isAuthenticated: 'true',
      userType: 'provider',
      userName: 'Pat',
      userEmail: 'p@x',
      authToken: 't',
      theme: 'dark',
    };

    it('calls POST /api/auth/logout (cookie and token), signs out, clears the legacy keys and reports the toast and target', async () => {
      const fetchFn = jest.fn((_input: RequestInfo, _init?: RequestInit) =>
        Promise.resolve(new Response(null, { status: 204 })),
      );
      const localStorage = createMemoryStorage(legacyKeys);
      const store = createTestStore({ services: { fetchFn, localStorage } });
      const token = makeTestJwt();
      store.dispatch(signIn({ token, userState: user }));

      const outcome = await store.dispatch(logout()).unwrap();

      expect(outcome).toEqual({ message: 'Logged out successfully', redirectTo: '/' });
      const request = fetchFn.mock.calls[0]![0] as Request;
      expect(request.method).toBe('POST');
      expect(request.url).toBe('http://localhost/api/auth/logout');
      expect(request.credentials).toBe('same-origin');
      expect(request.headers.get('X-Requested-With')).toBe('fetch');
      expect(request.headers.get('Authorization')).toBe(`Bearer ${token}`);
      expect(selectIsSignedIn(store.getState())).toBe(false);
      expect(store.cookieJar.names()).toEqual([]);
      expect(localStorage.snapshot()).toEqual({ theme: 'dark' });
      expect(LOGOUT_LOCAL_STORAGE_KEYS).toEqual([
        'isAuthenticated',
        'userType',
        'userName',
        'userEmail',
        'authToken',
      ]);
    });

    it('still signs out when the server call fails, without retrying it', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const fetchFn = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
      const localStorage = createMemoryStorage(legacyKeys);
      const store = createTestStore({ services: { fetchFn, localStorage } });
      store.dispatch(signIn({ token: makeTestJwt(), userState: user }));

      await expect(store.dispatch(logout()).unwrap()).resolves.toMatchObject({ redirectTo: '/' });
      expect(fetchFn).toHaveBeenCalledTimes(1);
      expect(selectIsSignedIn(store.getState())).toBe(false);
      expect(localStorage.getItem('authToken')).toBeNull();
      warn.mockRestore();
    });
  });
});
