import { useEffect } from 'react';
import { selectCurrentUser } from '../session/selectors';
import { useAppSelector, useAppStore } from '../store/hooks';
import type { RealtimeConnectionOptions } from './realtimeConnection';

export interface UseRealtimeEventsOptions {
  /** Test seams: timers and jitter for the reconnect loop. */
  timers?: RealtimeConnectionOptions['timers'];
  random?: RealtimeConnectionOptions['random'];
}

/**
 * Keeps one `GET /api/events` stream open while a user is signed in and feeds its events into the store. Mount
 * it once per tab (the shell does, in StartupEffects). Runs only in an effect, so server rendering opens
 * nothing; signing out (or another user signing in) closes the stream. The stream client is loaded when a user
 * is signed in, not with the page (see realtimeStream.ts).
 */
export function useRealtimeEvents(options: UseRealtimeEventsOptions = {}): void {
  const store = useAppStore();
  const userId = useAppSelector((state) => selectCurrentUser(state)?.id ?? null);
  const { timers, random } = options;

  useEffect(() => {
    if (userId === null) return;
    let stopped = false;
    let connection: { stop(): void } | undefined;
    import('./realtimeStream')
      .then(({ openRealtimeStream }) => {
        if (!stopped) connection = openRealtimeStream(store, { timers, random });
      })
      // The chunk could not be loaded (offline, a deploy in between): the page still works, the unread totals
      // were fetched with it; live updates start again with the next sign-in or page load.
      .catch(() => undefined);
    return () => {
      stopped = true;
      connection?.stop();
    };
  }, [store, userId, timers, random]);
}
