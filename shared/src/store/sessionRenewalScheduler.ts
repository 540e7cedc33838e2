import { createListenerMiddleware, isAnyOf, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { renewSession } from '../session/renewal';
import type { WithSession } from '../session/selectors';
import { sessionReplaced, signOut } from '../session/sessionSlice';
import type { AppServices } from './services';

/** How long before expiry the access token is renewed, so a signed-in page never shows "signed out" in between. */
export const RENEW_AHEAD_MS = 60_000;
// setTimeout overflows above 2^31-1 ms and would fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Renews the access token shortly before it expires while the page is open (only when the api's refresh cookie
 * may exist). Browser-only: the store decides whether to install it, so server rendering starts no timers.
 */
export function createSessionRenewalScheduler(services: Pick<AppServices, 'clock' | 'sessionStore'>) {
  const listener = createListenerMiddleware<
    WithSession,
    ThunkDispatch<WithSession, AppServices, UnknownAction>
  >();
  let timer: ReturnType<typeof setTimeout> | null = null;
  listener.startListening({
    matcher: isAnyOf(sessionReplaced, signOut),
    effect: (_action, api) => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const auth = api.getState().session.auth;
      if (!auth) return;
      const lifetime = auth.expiresAt - services.clock();
      // A token shorter-lived than twice the margin is renewed at half its life instead.
      const wait = Math.min(Math.max(0, lifetime - Math.min(RENEW_AHEAD_MS, lifetime / 2)), MAX_TIMER_MS);
      timer = setTimeout(() => {
        timer = null;
        if (services.sessionStore.hasRefreshCookie()) void api.dispatch(renewSession());
      }, wait);
    },
  });
  return listener.middleware;
}
