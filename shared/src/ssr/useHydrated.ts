import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration, true once the browser has taken the page over (and at once in a
 * page the browser renders itself). For the few things only a browser can draw — content that needs the DOM
 * to be made safe, a map — so the server's HTML and the hydrating render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
