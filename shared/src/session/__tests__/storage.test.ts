import { makeSignedInSession, makeTestUser } from '../../testing/fixtures';
import { makeTestJwt } from '../../testing/tokens';
import { createMemoryCookieJar } from '../cookies';
import { AuthError } from '../messages';
import {
  MAX_COOKIE_VALUE_BYTES,
  SESSION_COOKIE_NAMES,
  cookieScopeFor,
  createBrowserSessionStore,
  createCookieSessionStore,
  storableUserState,
} from '../storage';
import { SIGNED_OUT } from '../types';

const NOW = Date.UTC(2030, 5, 1);

describe('cookie session store', () => {
  it('uses the prohive cookie names', () => {
    expect(SESSION_COOKIE_NAMES).toEqual({
      auth: 'prohive_auth',
      type: 'prohive_auth_type',
      state: 'prohive_auth_state',
      refresh: 'prohive_auth_refresh',
      refreshTime: 'prohive_auth_refresh_time',
    });
  });

  it.each([
    [{}],
    [{ cookieDomain: 'prohive.example' }],
    [{ cookieSecure: true }],
    [{ cookieDomain: '', cookieSecure: false }],
  ])('refuses to start without domain and secure flag: %p', (options) => {
    expect(() => createCookieSessionStore(options)).toThrow(
      new AuthError(
        "authType 'cookie' requires 'cookieDomain' and 'cookieSecure' to be present in the param",
      ),
    );
  });

  it('writes token, type and user state expiring with the token, on the given domain', () => {
    const jar = createMemoryCookieJar(() => NOW);
    const store = createCookieSessionStore({ cookieDomain: 'prohive.example', cookieSecure: true, jar });
    const session = makeSignedInSession(makeTestUser({ name: 'Dana' }), { now: NOW, expiresInSeconds: 900 });
    store.write(session);
    const expected = { domain: 'prohive.example', secure: true, path: '/', expires: new Date(NOW + 900_000) };
    expect(jar.inspect('prohive_auth')).toEqual({ value: session.auth!.token, attributes: expected });
    expect(jar.inspect('prohive_auth_type')).toEqual({ value: 'Bearer', attributes: expected });
    expect(jar.inspect('prohive_auth_state')?.attributes).toEqual(expected);
    expect(JSON.parse(jar.get('prohive_auth_state')!)).toMatchObject({ name: 'Dana' });
    expect(jar.names()).toHaveLength(3);
  });

  it('reads back what it wrote', () => {
    const jar = createMemoryCookieJar(() => NOW);
    const store = createCookieSessionStore({ cookieDomain: 'localhost', cookieSecure: false, jar });
    const session = makeSignedInSession(makeTestUser(), { now: NOW });
    store.write(session);
    expect(store.read()).toEqual({
      authToken: session.auth!.token,
      authType: 'Bearer',
      userState: JSON.stringify(session.userState),
      refreshToken: null,
    });
  });

  it('removes the auth cookies when the state is signed out', () => {
    const jar = createMemoryCookieJar(() => NOW);
    const store = createCookieSessionStore({ cookieDomain: 'localhost', cookieSecure: false, jar });
    store.write(makeSignedInSession(makeTestUser(), { now: NOW }));
    store.write(SIGNED_OUT);
    expect(jar.names()).toEqual([]);
  });

  it('writes the refresh pair only when refresh is enabled', () => {
    const refresh = {
      token: makeTestJwt({ now: NOW, expiresInSeconds: 86_400 }),
      expiresAt: NOW + 86_400_000,
    };
    const session = { ...makeSignedInSession(makeTestUser(), { now: NOW }), refresh };
    const off = createMemoryCookieJar(() => NOW);
    createCookieSessionStore({ cookieDomain: 'localhost', cookieSecure: false, jar: off }).write(session);
    expect(off.get('prohive_auth_refresh')).toBeNull();

    const on = createMemoryCookieJar(() => NOW);
    const store = createCookieSessionStore({
      cookieDomain: 'localhost',
      cookieSecure: false,
      jar: on,
      policy: { refreshEnabled: true },
    });
    store.write(session);
    expect(on.inspect('prohive_auth_refresh')).toMatchObject({
      value: refresh.token,
      attributes: { expires: new Date(refresh.expiresAt) },
    });
    expect(on.get('prohive_auth_refresh_time')).toBe(String(refresh.expiresAt));
    store.removeAuth();
    expect(on.names().sort()).toEqual(['prohive_auth_refresh', 'prohive_auth_refresh_time']);
    store.removeAll();
    expect(on.names()).toEqual([]);
  });
});

describe('cookie scope from the page location', () => {
  it('uses the current host and is secure only under https', () => {
    expect(cookieScopeFor({ hostname: 'prohive.example', protocol: 'https:' })).toEqual({
      cookieDomain: 'prohive.example',
      cookieSecure: true,
    });
    expect(cookieScopeFor({ hostname: '127.0.0.1', protocol: 'http:' })).toEqual({
      cookieDomain: '127.0.0.1',
      cookieSecure: false,
    });
  });

  it('the browser store writes real cookies with the secure flag only under https', () => {
    const written: string[] = [];
    const fakeDocument = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    const jarFor = () => ({
      get: () => null,
      set: (name: string, value: string, attributes?: { secure?: boolean; domain?: string }) =>
        (fakeDocument.cookie = `${name}=${value}; domain=${attributes?.domain}${attributes?.secure ? '; secure' : ''}`),
      remove: () => undefined,
    });
    const session = makeSignedInSession(makeTestUser());
    createBrowserSessionStore({
      location: { hostname: 'prohive.example', protocol: 'http:' },
      jar: jarFor(),
    }).write(session);
    createBrowserSessionStore({
      location: { hostname: 'prohive.example', protocol: 'https:' },
      jar: jarFor(),
    }).write(session);
    expect(
      written
        .slice(0, 3)
        .every((cookie) => cookie.includes('domain=prohive.example') && !cookie.includes('secure')),
    ).toBe(true);
    expect(written.slice(3).every((cookie) => cookie.endsWith('; secure'))).toBe(true);
  });

  it('in jsdom (http://localhost) the default store writes host-scoped document cookies', () => {
    const store = createBrowserSessionStore();
    const session = makeSignedInSession(makeTestUser());
    store.write(session);
    expect(document.cookie).toContain(`prohive_auth=${session.auth!.token}`);
    expect(store.read().authType).toBe('Bearer');
    store.removeAll();
    expect(document.cookie).not.toContain('prohive_auth');
  });
});

describe('storableUserState', () => {
  it('keeps an ordinary user whole', () => {
    const user = makeTestUser({
      role: { id: 1, name: 'admin', guard_name: 'web', permissions: ['users.view', 'roles.manage'] },
    });
    expect(JSON.parse(storableUserState(user))).toEqual(user);
  });

  it('drops the permission names when the cookie would be too large for a browser', () => {
    const permissions = Array.from({ length: 400 }, (_, i) => `permission.number-${i}`);
    const user = makeTestUser({ role: { id: 1, name: 'admin', guard_name: 'web', permissions } });
    const stored = storableUserState(user);
    expect(encodeURIComponent(stored).length).toBeLessThanOrEqual(MAX_COOKIE_VALUE_BYTES);
    expect(JSON.parse(stored)).toEqual({ ...user, role: { id: 1, name: 'admin', guard_name: 'web' } });
  });
});
