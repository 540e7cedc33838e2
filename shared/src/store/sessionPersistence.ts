import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import type { WithSession } from '../session/selectors';
import { sessionReplaced, sessionUserUpdated, signOut } from '../session/sessionSlice';
import type { SessionStore } from '../session/storage';

/** Spec §4: every session change is written to storage, right after the reducer applied it. */
export function createSessionPersistence(sessionStore: SessionStore) {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(sessionReplaced, signOut, sessionUserUpdated),
    effect: (action, api) => {
      sessionStore.write((api.getState() as WithSession).session);
      if (signOut.match(action)) sessionStore.forgetRefreshCookie();
    },
  });
  return listener.middleware;
}
