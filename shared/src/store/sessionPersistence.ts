import { isAnyOf, type Middleware } from '@reduxjs/toolkit';
import type { WithSession } from '../session/selectors';
import { sessionReplaced, sessionUserUpdated, signOut } from '../session/sessionSlice';
import type { SessionStore } from '../session/storage';

const isSessionChange = isAnyOf(sessionReplaced, signOut, sessionUserUpdated);

/**
 * Spec §4: every session change is written to storage, right after the reducer applied it. A plain middleware
 * rather than Redux Toolkit's listener middleware: that one (1.2 KB gzip) was on every first visit for two
 * synchronous reactions. A storage that throws (full, blocked) is logged and never breaks the dispatch.
 */
export function createSessionPersistence(sessionStore: SessionStore): Middleware<object, WithSession> {
  return (api) => (next) => (action) => {
    const result = next(action);
    if (isSessionChange(action)) {
      try {
        sessionStore.write(api.getState().session);
        if (signOut.match(action)) sessionStore.forgetRefreshCookie();
      } catch (error) {
        console.error('[session] The session could not be stored.', error);
      }
    }
    return result;
  };
}
