/**
 * Messaging and notification shapes (issue #12) several packages name: the realtime client here, the shell's
 * bell, the jobs remote's /messages, the account remote's dashboards and email preferences. Aliases of the
 * generated api types (types only: nothing here ships at run time).
 */
import type { JsonResponse, Schemas } from './contract';

export type AppNotification = Schemas['Notification'];
export type NotificationPage = JsonResponse<'/api/notifications', 'get'>;
export type UnreadCounts = Schemas['UnreadTotals'];
export type EmailPreferences = Schemas['EmailPreferences'];

export type ChatMessage = Schemas['Message'];
export type ConversationSummary = Schemas['ConversationSummary'];
/** One conversation with the other party's read position (read receipts). */
export type ConversationDetail = Schemas['Conversation'];
export type ConversationPage = JsonResponse<'/api/conversations', 'get'>;
export type MessagePage = JsonResponse<'/api/conversations/{id}/messages', 'get'>;

/** The realtime stream's event payloads (`GET /api/events`). */
export interface RealtimePayloads {
  notification: AppNotification;
  message: { conversation_id: number; message: ChatMessage };
  conversation_read: { conversation_id: number; reader_id: number; last_read_message_id: number };
  unread: UnreadCounts;
}
export type RealtimeEventType = keyof RealtimePayloads;
