// The stream client itself (connection, parser, event decoding) is loaded on demand by useRealtimeEvents when a
// user is signed in, so only its types are exported here.
export type { SseEvent, SseParser, SseParserHandlers } from './sseParser';
export type { RealtimeConnection, RealtimeConnectionOptions, RealtimeTimers } from './realtimeConnection';
export { realtimeEventReceived, type RealtimeEvent } from './realtimeEvent';
export { unreadApi, useUnreadCountsQuery } from './unreadEndpoint';
export { useRealtimeEvents, type UseRealtimeEventsOptions } from './useRealtimeEvents';
