import { api } from '../api/apiSlice';
import type { AppNotification, RealtimeEventType } from '../api/messaging';
import type { AppDispatch } from '../store/createAppStore';
import type { SseEvent } from './sseParser';
import { realtimeEventReceived, type RealtimeEvent } from './realtimeEvent';
import { unreadApi } from './unreadEndpoint';

export { realtimeEventReceived, type RealtimeEvent };

const KNOWN_TYPES: ReadonlySet<string> = new Set<RealtimeEventType>([
  'notification',
  'message',
  'conversation_read',
  'unread',
]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a stream frame as one of the contract's events; anything else (new types, bad JSON) is skipped. */
export function decodeRealtimeEvent(frame: SseEvent): RealtimeEvent | null {
  if (!KNOWN_TYPES.has(frame.event)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(frame.data);
  } catch {
    return null;
  }
  if (!isObject(payload)) return null;
  if (
    (frame.event === 'message' || frame.event === 'conversation_read') &&
    typeof payload.conversation_id !== 'number'
  ) {
    return null;
  }
  if (
    frame.event === 'unread' &&
    (typeof payload.messages !== 'number' || typeof payload.notifications !== 'number')
  ) {
    return null;
  }
  return { type: frame.event, id: frame.id, payload } as RealtimeEvent;
}

const JOB_LINK = /^\/job\/(\d+)(?:[/?#]|$)/;

/**
 * A bid or job notification means that job and its bids changed: the page showing them (the owner comparing
 * bids, the pro watching their bid) refetches without a reload. Bids are invalidated by type because the
 * jobs remote keys them per job and per viewer, and only a handful are ever on screen.
 */
function jobTagsOf(notification: AppNotification) {
  const match = JOB_LINK.exec(notification.link);
  const bidKind = notification.kind.startsWith('bid_');
  if (!match || (!bidKind && notification.kind !== 'job_completed')) return [];
  const jobTag = { type: 'Job' as const, id: Number(match[1]) };
  return bidKind ? [jobTag, 'Bid' as const] : [jobTag];
}

/**
 * Brings the one RTK Query cache up to date. Lists and threads are invalidated by tag (their endpoints live in
 * the remotes that own them, §27, so shared cannot name them); the unread totals, whose endpoint lives here,
 * are written in place.
 */
export function applyRealtimeEvent(dispatch: AppDispatch, event: RealtimeEvent): void {
  dispatch(realtimeEventReceived(event));
  switch (event.type) {
    case 'notification':
      dispatch(api.util.invalidateTags([{ type: 'Notification', id: 'LIST' }, ...jobTagsOf(event.payload)]));
      break;
    case 'message': {
      const id = event.payload.conversation_id;
      dispatch(
        api.util.invalidateTags([
          { type: 'Message', id },
          { type: 'Conversation', id },
          { type: 'Conversation', id: 'LIST' },
        ]),
      );
      break;
    }
    case 'conversation_read': {
      const id = event.payload.conversation_id;
      dispatch(
        api.util.invalidateTags([
          { type: 'Conversation', id },
          { type: 'Conversation', id: 'LIST' },
        ]),
      );
      break;
    }
    case 'unread':
      dispatch(
        unreadApi.util.upsertQueryData('unreadCounts', undefined, {
          messages: event.payload.messages,
          notifications: event.payload.notifications,
        }),
      );
      break;
  }
}
