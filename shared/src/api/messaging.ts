/**
 * Messaging and notification shapes (issue #12) several packages name: the realtime client here, the shell's
 * bell, the jobs remote's /messages, the account remote's dashboards and email preferences. Conversations and
 * messages are aliases of the generated api types.
 *
 * TEMPORARY: the notification, unread and email-preference shapes are written by hand from the messaging
 * contract until the api branch that owns them regenerates `generated/openapi.ts`; then they become aliases.
 */
import type { JsonResponse, Schemas } from './contract';

export type NotificationKind =
  | 'bid_received'
  | 'bid_updated'
  | 'bid_withdrawn'
  | 'bid_accepted'
  | 'bid_declined'
  | 'job_completed'
  | 'message_received'
  | 'certificate_reviewed'
  | 'job_alert';

export interface AppNotification {
  id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  read_at: string | null;
  created_at: string;
}

export interface NotificationPage {
  data: AppNotification[];
  meta: { page: number; per_page: number; total: number; last_page: number; unread: number };
}

export interface UnreadCounts {
  messages: number;
  notifications: number;
}

export interface EmailPreferences {
  bids: boolean;
  messages: boolean;
  job_alerts: boolean;
}

export type ChatMessage = Schemas['Message'];
export type MessagePhoto = ChatMessage['photos'][number];
export type ConversationSummary = Schemas['ConversationSummary'];
/** One conversation with the other party's read position (read receipts). */
export type ConversationDetail = Schemas['Conversation'];
export type PageMeta = ConversationPage['meta'];
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
