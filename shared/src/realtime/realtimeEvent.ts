import { createAction } from '@reduxjs/toolkit';
import type { RealtimeEventType, RealtimePayloads } from '../api/messaging';

// Apart from the stream client (loaded on demand), so a screen can listen for events without downloading it.
export type RealtimeEvent = {
  [K in RealtimeEventType]: { type: K; id: string | null; payload: RealtimePayloads[K] };
}[RealtimeEventType];

/**
 * Every decoded stream event, dispatched as an action too, so a screen (the open thread) or a toast can react
 * without opening a second stream.
 */
export const realtimeEventReceived = createAction<RealtimeEvent>('realtime/eventReceived');
