import type { Sleep } from '../api/retryPolicy';
import type { Role } from '../api/types';
import type { LocationFailureMemory } from '../location/failureMemory';
import type { LocationServices } from '../location/services';
import type { JwtPayloadDecoder } from '../session/jwt';
import type { CrossTabLock, RenewalOutcome, SingleFlight } from '../session/renewal';
import type { SessionStore } from '../session/storage';
import type { Clock, SessionPolicy } from '../session/types';

/** The part of `localStorage` the app touches; injectable so tests never share a real one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Everything with a side effect or a clock that thunks need, passed as the thunk extra argument. The shell
 * gets browser implementations; tests and the standalone remotes can pass stubs.
 */
export interface AppServices {
  clock: Clock;
  decodeJwt: JwtPayloadDecoder;
  sessionPolicy: SessionPolicy;
  sessionStore: SessionStore;
  localStorage: KeyValueStorage;
  location: LocationServices;
  /** What location detection remembers for the browser session (default: sessionStorage). */
  locationMemory: LocationFailureMemory;
  /** Spec §8: the roles used when the public roles call fails. */
  rolesFallback: () => Role[];
  /** The api's HTTP transport (default: the global `fetch`); tests pass a fake. */
  fetchFn: FetchFn;
  /** Waits between api retries (default: real timers); tests pass one that does not wait. */
  sleep: Sleep;
  /** Shares one in-flight session renewal between concurrent requests of this store. */
  sessionRenewal: SingleFlight<RenewalOutcome>;
  /** Serialises renewals across the site's tabs (Web Locks in browsers; tests pass their own). */
  crossTabLock: CrossTabLock;
}

export type FetchFn = (input: RequestInfo, init?: RequestInit) => Promise<Response>;
