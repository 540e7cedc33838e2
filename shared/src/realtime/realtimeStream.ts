import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/apiSlice';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { renewSession } from '../session/renewal';
import { selectAuthorizationHeader } from '../session/selectors';
import type { AppStore } from '../store/createAppStore';
import type { RootState } from '../store/rootReducer';
import type { AppServices } from '../store/services';
import { applyRealtimeEvent, decodeRealtimeEvent } from './applyRealtimeEvent';
import {
  createRealtimeConnection,
  type RealtimeConnection,
  type RealtimeConnectionOptions,
} from './realtimeConnection';

export const REALTIME_EVENTS_PATH = '/events';

const readServices: ThunkAction<AppServices, RootState, AppServices, UnknownAction> = (_d, _g, services) =>
  services;

/**
 * Opens the signed-in user's `GET /api/events` stream and feeds its events into the store. Loaded on demand by
 * useRealtimeEvents (its own chunk): a visitor who is not signed in never downloads the stream client.
 */
export function openRealtimeStream(
  store: AppStore,
  options: Pick<RealtimeConnectionOptions, 'timers' | 'random'>,
): RealtimeConnection {
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
    timers: options.timers,
    random: options.random,
  });
  connection.start();
  return connection;
}
