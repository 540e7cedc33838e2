import type { AuthUser } from '../api/types';
import type { LocationServices } from '../location/services';
import type { KeyValueStorage } from '../store/services';
import type { SessionState } from '../session/types';
import { makeTestJwt } from './tokens';

/** A signed-in customer; override any field. */
export function makeTestUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 1,
    name: 'Casey Customer',
    email: 'casey@example.com',
    role: { id: 3, name: 'user', guard_name: 'web', permissions: [] },
    current_subscription: null,
    certificates_status: { license: 'none', insurance: 'none', background: 'none' },
    avatar: null,
    phone: null,
    zip: '10001',
    ...overrides,
  };
}

/** A live session for `user`, to pass as `preloadedState.session`. */
export function makeSignedInSession(
  user: AuthUser = makeTestUser(),
  options: { expiresInSeconds?: number; now?: number } = {},
): SessionState {
  const now = options.now ?? Date.now();
  const expiresInSeconds = options.expiresInSeconds ?? 3600;
  return {
    auth: {
      token: makeTestJwt({ now, expiresInSeconds, claims: { sub: String(user.id) } }),
      type: 'Bearer',
      expiresAt: (Math.floor(now / 1000) + expiresInSeconds) * 1000,
    },
    refresh: null,
    userState: user,
    isSignIn: true,
  };
}

/** A Map-backed stand-in for `localStorage`, with a peek at its contents. */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { snapshot(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    snapshot: () => Object.fromEntries(items),
  };
}

const unavailable = (what: string) => () => Promise.reject(new Error(`${what} is stubbed out in tests`));

/**
 * A location adapter that never touches the network or the browser. By default every source fails (so a
 * detection ends in 'Location access not available'); override the methods a test needs.
 */
export function createStubLocationServices(overrides: Partial<LocationServices> = {}): LocationServices {
  return {
    permission: () => Promise.resolve('unsupported'),
    currentPosition: unavailable('Browser geolocation'),
    ipLookup: unavailable('IP lookup'),
    reverseGeocode: unavailable('Reverse geocoding'),
    ...overrides,
  };
}
