import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * The site's origin for canonical URLs and JSON-LD, read without touching `window` during a server render:
 * null on the server (and while hydrating), the browser's origin afterwards.
 */
export function useSiteOrigin(): string | null {
  return useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => null,
  );
}
