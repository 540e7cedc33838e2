import { BRAND } from '../brand';
import type { KeyValueStorage } from '../store/services';

/** The sessionStorage key that records "the IP lookup service failed in this browser session". */
export const IP_LOOKUP_FAILED_KEY = `${BRAND.slug}_location_ip_lookup_failed`;

/**
 * Remembers, for the browser session, that the IP lookup service could not be reached, so the next page does
 * not try (and fail, and log) again. Injected into {@link findLocation} so tests can use their own.
 */
export interface LocationFailureMemory {
  ipLookupFailed(): boolean;
  rememberIpLookupFailed(): void;
}

/**
 * The browser's sessionStorage, or null on the server, in a sandboxed frame or with storage disabled (where
 * merely reading `window.sessionStorage` throws). Looked up on each call, never at module load.
 */
function sessionStore(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The per-tab session memory. Without sessionStorage it remembers nothing, and every page tries once: the
 * lookup still fails quietly.
 */
export function createSessionFailureMemory(
  store: () => KeyValueStorage | null = sessionStore,
): LocationFailureMemory {
  return {
    ipLookupFailed() {
      try {
        return store()?.getItem(IP_LOOKUP_FAILED_KEY) === '1';
      } catch {
        return false;
      }
    },
    rememberIpLookupFailed() {
      try {
        store()?.setItem(IP_LOOKUP_FAILED_KEY, '1');
      } catch {
        // Storage full or blocked: the next page simply tries again.
      }
    },
  };
}
