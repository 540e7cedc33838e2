import { BRAND } from '../brand';
import { createDocumentCookieJar, type CookieJar } from './cookies';
import { AUTH_MESSAGES, AuthError } from './messages';
import {
  DEFAULT_SESSION_POLICY,
  type SessionPolicy,
  type SessionState,
  type SessionUser,
  type StoredSession,
} from './types';

/** Spec §4 cookie names (`{product}_auth…`); the refresh pair is written only when refresh is enabled. */
export const SESSION_COOKIE_NAMES = {
  auth: `${BRAND.slug}_auth`,
  type: `${BRAND.slug}_auth_type`,
  state: `${BRAND.slug}_auth_state`,
  refresh: `${BRAND.slug}_auth_refresh`,
  refreshTime: `${BRAND.slug}_auth_refresh_time`,
} as const;

/**
 * Set (and cleared) by the api next to its HttpOnly refresh cookie, which scripts cannot see: it holds no
 * secret, only when the refresh cookie expires, so the site knows a silent renewal is worth trying.
 */
export const REFRESH_HINT_COOKIE = `${BRAND.slug}_refresh_hint`;

/**
 * Browsers silently drop a cookie over 4096 bytes (name, value and attributes), which would sign the user out
 * on the next page load; we stay below with room for the attributes.
 */
export const MAX_COOKIE_VALUE_BYTES = 3800;

/**
 * The user state as stored. If it is too big for a cookie, the role's permission names are left out: they are
 * the only unbounded part, and the public role list carries them anyway.
 */
export function storableUserState(userState: SessionUser): string {
  const full = JSON.stringify(userState);
  if (encodeURIComponent(full).length <= MAX_COOKIE_VALUE_BYTES) return full;
  const slim = JSON.stringify({
    ...userState,
    role: userState.role && { ...userState.role, permissions: undefined },
  });
  if (encodeURIComponent(slim).length > MAX_COOKIE_VALUE_BYTES) {
    console.warn(
      '[session] The user state is too large for a cookie; the session will not survive a reload.',
    );
  }
  return slim;
}

/** Where the session lives between page loads. Every state change is written through {@link SessionStore.write}. */
export interface SessionStore {
  read(): StoredSession;
  /** Writes the state: cookies for what is present, removal for what is not. */
  write(state: SessionState): void;
  removeAll(): void;
  removeAuth(): void;
  /** Whether the api's refresh cookie may still be there (its readable hint has not expired). */
  hasRefreshCookie(): boolean;
  /**
   * Drops the hint after a sign-out, so no renewal is tried with a refresh cookie the api has revoked (the
   * HttpOnly cookie itself is out of a script's reach; the api clears it when it can).
   */
  forgetRefreshCookie(): void;
}

export interface CookieSessionStoreOptions {
  cookieDomain?: string;
  cookieSecure?: boolean;
  jar?: CookieJar;
  policy?: SessionPolicy;
}

/**
 * Session storage in cookies expiring with the token. Like react-auth-kit, it refuses to start without an
 * explicit domain and secure flag, so nobody ships auth cookies with accidental defaults.
 */
export function createCookieSessionStore(options: CookieSessionStoreOptions): SessionStore {
  const { cookieDomain, cookieSecure } = options;
  if (typeof cookieDomain !== 'string' || cookieDomain === '' || typeof cookieSecure !== 'boolean') {
    throw new AuthError(AUTH_MESSAGES.cookieConfig);
  }
  const jar = options.jar ?? createDocumentCookieJar();
  const policy = options.policy ?? DEFAULT_SESSION_POLICY;
  const scope = { domain: cookieDomain, secure: cookieSecure };
  const names = SESSION_COOKIE_NAMES;

  const removeAuth = () => {
    for (const name of [names.auth, names.type, names.state]) jar.remove(name, scope);
  };
  const removeRefresh = () => {
    for (const name of [names.refresh, names.refreshTime]) jar.remove(name, scope);
  };

  return {
    read: () => ({
      authToken: jar.get(names.auth),
      authType: jar.get(names.type),
      userState: jar.get(names.state),
      refreshToken: policy.refreshEnabled ? jar.get(names.refresh) : null,
    }),
    write: (state) => {
      if (state.auth) {
        const expires = new Date(state.auth.expiresAt);
        jar.set(names.auth, state.auth.token, { ...scope, expires });
        jar.set(names.type, state.auth.type, { ...scope, expires });
        if (state.userState) jar.set(names.state, storableUserState(state.userState), { ...scope, expires });
        else jar.remove(names.state, scope);
      } else {
        removeAuth();
      }
      if (policy.refreshEnabled && state.refresh) {
        const expires = new Date(state.refresh.expiresAt);
        jar.set(names.refresh, state.refresh.token, { ...scope, expires });
        jar.set(names.refreshTime, String(state.refresh.expiresAt), { ...scope, expires });
      } else {
        removeRefresh();
      }
    },
    removeAll: () => {
      removeAuth();
      removeRefresh();
    },
    removeAuth,
    hasRefreshCookie: () => jar.get(REFRESH_HINT_COOKIE) !== null,
    // The api sets the hint host-only (no Domain attribute), so it is removed the same way.
    forgetRefreshCookie: () => jar.remove(REFRESH_HINT_COOKIE, { path: '/', secure: cookieSecure }),
  };
}

/** Spec §4: the cookie domain is the current host; cookies are secure only under https. */
export function cookieScopeFor(location: Pick<Location, 'hostname' | 'protocol'>): {
  cookieDomain: string;
  cookieSecure: boolean;
} {
  return { cookieDomain: location.hostname, cookieSecure: location.protocol === 'https:' };
}

/** The store the site uses: cookies scoped to the page's own host. */
export function createBrowserSessionStore(
  options: {
    location?: Pick<Location, 'hostname' | 'protocol'>;
    jar?: CookieJar;
    policy?: SessionPolicy;
  } = {},
): SessionStore {
  return createCookieSessionStore({
    ...cookieScopeFor(options.location ?? window.location),
    jar: options.jar,
    policy: options.policy,
  });
}
