import { avatarOf, photoOf } from '../uploads/index.js';
import type { MessageRow, SummaryRow } from './repository.js';
import type { Conversation, ConversationSummary, Message } from './schemas.js';
import { preview } from './text.js';

/** Conversations and messages as the api shows them; no queries here: the service loads, these present. */

export function toMessage(row: MessageRow, photoIds: string[]): Message {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    body: row.body,
    photos: photoIds.map(photoOf),
    created_at: row.created_at.toISOString(),
  };
}

export function toSummary(row: SummaryRow): ConversationSummary {
  const otherIsCustomer = row.other_id === row.customer_id;
  return {
    id: row.id,
    job: { id: row.job_id, title: row.job_title },
    other_party: {
      id: row.other_id,
      name: row.other_business_name ?? row.other_name,
      avatar_url: avatarOf({
        avatar_upload_id: row.other_avatar_upload_id,
        avatar_url: row.other_avatar_url,
      }),
      role: otherIsCustomer ? 'customer' : 'provider',
    },
    // A hidden conversation shows no text from it, in the inbox either.
    last_message:
      row.hidden_at !== null ||
      row.last_message_id === null ||
      row.last_body === null ||
      row.last_sender_id === null
        ? null
        : {
            id: row.last_message_id,
            body: preview(row.last_body),
            sender_id: row.last_sender_id,
            created_at: (row.last_created_at ?? row.updated_at).toISOString(),
          },
    unread_count: row.unread_count,
    blocked_by_me: row.my_blocked_at !== null,
    blocked_by_them: row.their_blocked_at !== null,
    hidden_by_moderator: row.hidden_at !== null,
    updated_at: row.updated_at.toISOString(),
  };
}

export function toConversation(row: SummaryRow): Conversation {
  return { ...toSummary(row), other_last_read_message_id: row.other_last_read_message_id };
}
