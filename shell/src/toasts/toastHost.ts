import { useSyncExternalStore } from 'react';
import type { toast as toastApi } from 'react-toastify';

// react-toastify (~9 KB gzip) and the two toast containers are loaded when the first toast can happen, not
// with every page: on the visitor's first interaction (every toast in the site follows a click, a key or a
// form), or when the shell itself is about to show one. Toasts a remote emits before the containers are
// mounted are queued by react-toastify and shown when they are.

let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Asks for the toast containers; resolves once both are mounted (AppToasts reports it). */
export function requestToasts(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

/** Called by AppToasts once its containers are mounted. */
export function toastsMounted(): void {
  markMounted();
}

/** react-toastify's `toast`, once the containers that show it are mounted. */
export async function loadToast(): Promise<typeof toastApi> {
  await requestToasts();
  return (await import('react-toastify')).toast;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once toasts were asked for; always false on the server and while hydrating. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
