import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { api } from '../api/apiSlice';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { renewSession } from '../session/renewal';
import { selectAuthorizationHeader, selectCurrentUser } from '../session/selectors';
import { useAppSelector, useAppStore } from '../store/hooks';
import type { RootState } from '../store/rootReducer';
import type { AppServices } from '../store/services';
import { applyRealtimeEvent, decodeRealtimeEvent } from './applyRealtimeEvent';
import { createRealtimeConnection, type RealtimeConnectionOptions } from './realtimeConnection';

export const REALTIME_EVENTS_PATH = '/events';

const readServices: ThunkAction<AppServices, RootState, AppServices, UnknownAction> = (_d, _g, services) =>
  services;

export interface UseRealtimeEventsOptions {
  /** Test seams: timers and jitter for the reconnect loop. */
  timers?: RealtimeConnectionOptions['timers'];
  random?: RealtimeConnectionOptions['random'];
}

/**
 * Keeps one `GET /api/events` stream open while a user is signed in and feeds its events into the store. Mount
 * it once per tab (the shell does, in StartupEffects). Runs only in an effect, so server rendering opens
 * nothing; signing out (or another user signing in) closes the stream.
 */
export function useRealtimeEvents(options: UseRealtimeEventsOptions = {}): void {
  const store = useAppStore();
  const userId = useAppSelector((state) => selectCurrentUser(state)?.id ?? null);
  const { timers, random } = options;

  useEffect(() => {
    if (userId === null) return;
    const services = store.dispatch(readServices);
    const connection = createRealtimeConnection({
      url: () => `${getRuntimeConfig().apiBaseUrl}${REALTIME_EVENTS_PATH}`,
      authorization: () => selectAuthorizationHeader(store.getState()),
      renew: () => store.dispatch(renewSession()),
      fetchFn: services.fetchFn,
      // A fresh stream (no Last-Event-ID) starts at the api's latest event: anything between the page's first
      // fetch of the totals and this moment would be missed, so they are fetched again. A resumed stream
      // replays what it missed instead.
      onOpen: ({ resumed }) => {
        if (!resumed) store.dispatch(api.util.invalidateTags([{ type: 'Notification', id: 'UNREAD' }]));
      },
      onEvent: (frame) => {
        const event = decodeRealtimeEvent(frame);
        if (event) applyRealtimeEvent(store.dispatch, event);
      },
      timers,
      random,
    });
    connection.start();
    return () => connection.stop();
  }, [store, userId, timers, random]);
}
