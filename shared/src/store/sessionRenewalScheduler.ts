import { isAnyOf, type Middleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { renewSession } from '../session/renewal';
import type { WithSession } from '../session/selectors';
import { sessionReplaced, signOut } from '../session/sessionSlice';
import type { AppServices } from './services';

/** How long before expiry the access token is renewed, so a signed-in page never shows "signed out" in between. */
export const RENEW_AHEAD_MS = 60_000;
// setTimeout overflows above 2^31-1 ms and would fire at once.
const MAX_TIMER_MS = 2 ** 31 - 1;

const reschedulesRenewal = isAnyOf(sessionReplaced, signOut);

/**
 * Renews the access token shortly before it expires while the page is open (only when the api's refresh cookie
 * may exist). Browser-only: the store decides whether to install it, so server rendering starts no timers.
 * A plain middleware (see sessionPersistence.ts for why not the listener middleware).
 */
export function createSessionRenewalScheduler(
  services: Pick<AppServices, 'clock' | 'sessionStore'>,
): Middleware<object, WithSession, ThunkDispatch<WithSession, AppServices, UnknownAction>> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return (api) => (next) => (action) => {
    const result = next(action);
    if (!reschedulesRenewal(action)) return result;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const auth = api.getState().session.auth;
    if (!auth) return result;
    const lifetime = auth.expiresAt - services.clock();
    // A token shorter-lived than twice the margin is renewed at half its life instead.
    const wait = Math.min(Math.max(0, lifetime - Math.min(RENEW_AHEAD_MS, lifetime / 2)), MAX_TIMER_MS);
    timer = setTimeout(() => {
      timer = null;
      if (services.sessionStore.hasRefreshCookie()) void api.dispatch(renewSession());
    }, wait);
    return result;
  };
}
