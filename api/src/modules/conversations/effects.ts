import { sql } from 'kysely';
import { publishEvent, type Db } from '../events/index.js';
import { createNotification, publishUnreadTotals } from '../notifications/index.js';
import { composeEmail, enqueueEmail, withdrawPendingEmails } from '../outbox/index.js';
import type { ConversationRow } from './repository.js';
import type { Message } from './schemas.js';
import { preview } from './text.js';

/**
 * What a new message or a read tells the people in the conversation: realtime events to their open tabs, an
 * in-app notification and a batched email. Everything runs in the caller's transaction, so a message that
 * rolls back tells nobody.
 */

/** "New message" emails: at most one per conversation and recipient in each window of this many minutes. */
export const EMAIL_WINDOW_MINUTES = 15;
/** A new-message email waits this long and is withdrawn if the recipient reads the conversation meanwhile. */
export const EMAIL_GRACE_MINUTES = 5;

const MINUTE_MS = 60_000;

export function emailKeyPrefix(conversationId: number, recipientId: number): string {
  return `message:${conversationId}:${recipientId}:`;
}

export function emailKey(conversationId: number, recipientId: number, now: Date): string {
  const window = Math.floor(now.getTime() / (EMAIL_WINDOW_MINUTES * MINUTE_MS));
  return `${emailKeyPrefix(conversationId, recipientId)}${window}`;
}

export function otherParticipant(conversation: ConversationRow, userId: number): number {
  return userId === conversation.customer_id ? conversation.provider_id : conversation.customer_id;
}

interface Context {
  senderName: string;
  recipientName: string;
  recipientEmail: string;
  recipientDeleted: boolean;
  jobTitle: string;
}

async function contextOf(db: Db, conversation: ConversationRow, senderId: number, recipientId: number) {
  const row = await db
    .selectFrom('users as sender')
    .innerJoin('users as recipient', (join) => join.on(sql<boolean>`recipient.id = ${recipientId}`))
    .innerJoin('jobs', (join) => join.on(sql<boolean>`jobs.id = ${conversation.job_id}`))
    .leftJoin('provider_profiles as profile', 'profile.user_id', 'sender.id')
    .select([
      'sender.name as sender_name',
      'profile.business_name as sender_business',
      'recipient.name as recipient_name',
      'recipient.email as recipient_email',
      'recipient.deleted_at as recipient_deleted_at',
      'jobs.title as job_title',
    ])
    .where('sender.id', '=', senderId)
    .executeTakeFirstOrThrow();
  const context: Context = {
    senderName: row.sender_business ?? row.sender_name,
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    recipientDeleted: row.recipient_deleted_at !== null,
    jobTitle: row.job_title,
  };
  return context;
}

/** Unread messages of the recipient in this conversation, the new one included. */
async function unreadHere(db: Db, conversation: ConversationRow, recipientId: number): Promise<number> {
  const readColumn =
    recipientId === conversation.customer_id
      ? 'customer_last_read_message_id'
      : 'provider_last_read_message_id';
  const row = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('messages.conversation_id', '=', conversation.id)
    .where('messages.sender_id', '<>', recipientId)
    .where(sql<boolean>`messages.id > coalesce(conversations.${sql.ref(readColumn)}, 0)`)
    .executeTakeFirstOrThrow();
  return row.count;
}

function newMessageEmail(context: Context, message: Message, link: string) {
  const count = message.photos.length;
  const photos = count === 0 ? '' : ` (and ${count} photo${count === 1 ? '' : 's'})`;
  const heading = `New message from ${context.senderName}`;
  return {
    subject: `${heading} about "${preview(context.jobTitle, 80)}"`,
    // composeEmail escapes every value in the HTML part: the message is the sender's text, never markup.
    ...composeEmail({
      heading,
      paragraphs: [
        `Hi ${context.recipientName}, ${context.senderName} wrote about "${context.jobTitle}"${photos}:`,
        preview(message.body, 500),
      ],
      action: { label: 'Reply on Prohive', url: link },
    }),
  };
}

export interface MessageNotice {
  conversation: ConversationRow;
  message: Message;
  /** The site's origin, for the email's link. */
  siteOrigin: string;
  now: Date;
  /**
   * A bid's first message: the bids side already notifies and emails about the bid itself, so this one only
   * reaches the open tabs.
   */
  quiet?: boolean;
}

/**
 * A new message: a `message` event to both participants (the sender's other tabs show it too) and the new unread
 * totals to the recipient; unless quiet, the first message of an unread run also notifies the recipient in the
 * app and queues one "new message" email (batched, delayed, withdrawn on read: see EMAIL_* above).
 */
export async function announceMessage(db: Db, notice: MessageNotice): Promise<void> {
  const { conversation, message, now } = notice;
  const senderId = message.sender_id;
  const recipientId = otherParticipant(conversation, senderId);
  const payload = { conversation_id: conversation.id, message };
  await publishEvent(db, senderId, 'message', payload);
  await publishEvent(db, recipientId, 'message', payload);

  const startsUnreadRun = !notice.quiet && (await unreadHere(db, conversation, recipientId)) === 1;
  if (!startsUnreadRun) {
    await publishUnreadTotals(db, recipientId);
    return;
  }
  const context = await contextOf(db, conversation, senderId, recipientId);
  const path = `/messages/${conversation.id}`;
  // createNotification also publishes the recipient's new unread totals.
  await createNotification(db, {
    userId: recipientId,
    kind: 'message_received',
    title: `New message from ${context.senderName}`,
    body: preview(message.body, 140),
    link: path,
    data: { conversation_id: conversation.id, job_id: conversation.job_id, message_id: message.id },
  });
  if (context.recipientDeleted) return;
  const email = newMessageEmail(context, message, `${notice.siteOrigin}${path}`);
  await enqueueEmail(db, {
    userId: recipientId,
    to: context.recipientEmail,
    category: 'messages',
    ...email,
    idempotencyKey: emailKey(conversation.id, recipientId, now),
    notBefore: new Date(now.getTime() + EMAIL_GRACE_MINUTES * MINUTE_MS),
  });
}

/**
 * The reader moved their read position: the other party's tabs show the read receipt, the reader's tabs their
 * new unread totals, and a "new message" email still waiting for them is withdrawn.
 */
export async function announceRead(
  db: Db,
  conversation: ConversationRow,
  readerId: number,
  lastReadMessageId: number,
): Promise<void> {
  await publishEvent(db, otherParticipant(conversation, readerId), 'conversation_read', {
    conversation_id: conversation.id,
    reader_id: readerId,
    last_read_message_id: lastReadMessageId,
  });
  await publishUnreadTotals(db, readerId);
  await withdrawPendingEmails(db, emailKeyPrefix(conversation.id, readerId));
}
