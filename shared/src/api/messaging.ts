/**
 * Messaging and notification shapes (issue #12) several packages name: the realtime client here, the shell's
 * bell, the jobs remote's /messages, the account remote's dashboards and email preferences.
 *
 * TEMPORARY hand-written copy of docs MSG-CONTRACT until the api branches regenerate
 * `generated/openapi.ts`; then these become aliases of the generated types.
 */
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

export interface MessagePhoto {
  /** An upload id (uuid). */
  id: string;
  url: string;
  thumb_url: string;
}

export interface ChatMessage {
  id: number;
  conversation_id: number;
  sender_id: number;
  body: string;
  photos: MessagePhoto[];
  created_at: string;
}

export interface ConversationSummary {
  id: number;
  job: { id: number; title: string };
  other_party: { id: number; name: string; avatar_url: string | null; role: 'customer' | 'provider' };
  last_message: { id: number; body: string; sender_id: number; created_at: string } | null;
  unread_count: number;
  blocked_by_me: boolean;
  blocked_by_them: boolean;
  updated_at: string;
}

export interface ConversationDetail extends ConversationSummary {
  other_last_read_message_id: number | null;
}

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface ConversationPage {
  data: ConversationSummary[];
  meta: PageMeta;
}

export interface MessagePage {
  data: ChatMessage[];
  meta: PageMeta;
}

/** The realtime stream's event payloads (`GET /api/events`). */
export interface RealtimePayloads {
  notification: AppNotification;
  message: { conversation_id: number; message: ChatMessage };
  conversation_read: { conversation_id: number; reader_id: number; last_read_message_id: number };
  unread: UnreadCounts;
}
export type RealtimeEventType = keyof RealtimePayloads;
