import { createMemoryCookieJar, type MemoryCookieJar } from '../session/cookies';
import { createCookieSessionStore } from '../session/storage';
import { createSessionFailureMemory } from '../location/failureMemory';
import { DEFAULT_SESSION_POLICY } from '../session/types';
import { createAppStore, type AppStoreOptions } from '../store/createAppStore';
import type { AppServices } from '../store/services';
import { createMemoryStorage, createStubLocationServices } from './fixtures';

export interface TestStoreOptions extends Omit<AppStoreOptions, 'listenToWindow'> {
  /** The jar the session is stored in; inspect it to check cookies. */
  cookieJar?: MemoryCookieJar;
}

/**
 * A store wired to in-memory services: session cookies in a memory jar (domain `localhost`, not secure), a
 * memory `localStorage`, a location adapter that fails unless overridden (with a per-store session memory), api retries that do not wait, and no
 * window listeners. The api goes through the global `fetch` unless `services.fetchFn` is given. JWT decoding,
 * the session rules and the fallback roles are the real ones.
 */
export function createTestStore(options: TestStoreOptions = {}) {
  const given = options.services ?? {};
  const clock = given.clock ?? (() => Date.now());
  const cookieJar = options.cookieJar ?? createMemoryCookieJar(clock);
  const sessionPolicy = given.sessionPolicy ?? DEFAULT_SESSION_POLICY;
  // Per store, like a browser tab's sessionStorage, so tests never share what detection remembers.
  const locationMemoryStorage = createMemoryStorage();
  const services: Partial<AppServices> = {
    ...given,
    clock,
    sessionPolicy,
    sessionStore:
      given.sessionStore ??
      createCookieSessionStore({
        cookieDomain: 'localhost',
        cookieSecure: false,
        jar: cookieJar,
        policy: sessionPolicy,
      }),
    localStorage: given.localStorage ?? createMemoryStorage(),
    location: given.location ?? createStubLocationServices(),
    locationMemory: given.locationMemory ?? createSessionFailureMemory(() => locationMemoryStorage),
    // Retries still happen (the policy is real) but without waiting.
    sleep: given.sleep ?? (() => Promise.resolve()),
  };
  const store = createAppStore({
    preloadedState: options.preloadedState,
    services,
    listenToWindow: false,
    // No timers unless a test asks for them.
    renewAhead: options.renewAhead ?? false,
  });
  return Object.assign(store, { cookieJar });
}

export type TestStore = ReturnType<typeof createTestStore>;
