export { createSseParser, type SseEvent, type SseParser, type SseParserHandlers } from './sseParser';
export {
  REALTIME_BASE_DELAY_MS,
  REALTIME_IDLE_TIMEOUT_MS,
  REALTIME_MAX_DELAY_MS,
  createRealtimeConnection,
  reconnectDelay,
  type RealtimeConnection,
  type RealtimeConnectionOptions,
  type RealtimeTimers,
} from './realtimeConnection';
export {
  applyRealtimeEvent,
  decodeRealtimeEvent,
  realtimeEventReceived,
  type RealtimeEvent,
} from './applyRealtimeEvent';
export { unreadApi, useUnreadCountsQuery } from './unreadEndpoint';
export { REALTIME_EVENTS_PATH, useRealtimeEvents, type UseRealtimeEventsOptions } from './useRealtimeEvents';
