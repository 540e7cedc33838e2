import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Every statement on the conversations, messages, message_photos and conversation_reports tables. */

type Db = Kysely<Database> | Transaction<Database>;
export type ConversationRow = Selectable<Database['conversations']>;
export type MessageRow = Selectable<Database['messages']>;

export function findConversation(db: Db, id: number): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockConversation(
  trx: Transaction<Database>,
  id: number,
): Promise<ConversationRow | undefined> {
  return trx.selectFrom('conversations').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function conversationOf(
  db: Db,
  jobId: number,
  providerId: number,
): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('conversations')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
}

/**
 * The conversation of the job and provider, created when there is none; `created` says which. Concurrent
 * openers meet on the unique (job_id, provider_id) and both get the one row.
 */
export async function ensureConversation(
  db: Db,
  row: { job_id: number; customer_id: number; provider_id: number },
  now: Date,
): Promise<{ conversation: ConversationRow; created: boolean }> {
  const inserted = await db
    .insertInto('conversations')
    .values({ ...row, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.columns(['job_id', 'provider_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { conversation: inserted, created: true };
  const existing = await conversationOf(db, row.job_id, row.provider_id);
  if (!existing) throw new Error('conversation vanished while opening it');
  return { conversation: existing, created: false };
}

export async function conversationIdsForJob(
  db: Db,
  jobId: number,
  providerIds: number[],
): Promise<Map<number, number>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('conversations')
    .select(['id', 'provider_id'])
    .where('job_id', '=', jobId)
    .where('provider_id', 'in', providerIds)
    .execute();
  return new Map(rows.map((row) => [row.provider_id, row.id]));
}

/**
 * Inserts a message with its photos and moves the conversation on: its last message and activity time, and the
 * sender's read position (you have read what you wrote). The caller holds the conversation's row lock.
 */
export async function insertMessage(
  trx: Transaction<Database>,
  conversation: ConversationRow,
  senderId: number,
  body: string,
  photoIds: string[],
  now: Date,
): Promise<MessageRow> {
  const message = await trx
    .insertInto('messages')
    .values({ conversation_id: conversation.id, sender_id: senderId, body, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (photoIds.length > 0) {
    await trx
      .insertInto('message_photos')
      .values(photoIds.map((upload_id, position) => ({ message_id: message.id, upload_id, position })))
      .execute();
  }
  const readColumn =
    senderId === conversation.customer_id ? 'customer_last_read_message_id' : 'provider_last_read_message_id';
  await trx
    .updateTable('conversations')
    .set({ last_message_id: message.id, updated_at: now, [readColumn]: message.id })
    .where('id', '=', conversation.id)
    .execute();
  return message;
}

/** How many of the given uploads are the sender's message photos not yet on a message. */
export async function countUsableMessagePhotos(
  db: Db,
  senderId: number,
  uploadIds: string[],
): Promise<number> {
  if (uploadIds.length === 0) return 0;
  const rows = await db
    .selectFrom('uploads')
    .select('uploads.id')
    .where('uploads.id', 'in', uploadIds)
    .where('uploads.user_id', '=', senderId)
    .where('uploads.purpose', '=', 'message_photo')
    .where('uploads.content_type', '=', 'image/webp')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('message_photos')
            .select('message_id')
            .whereRef('message_photos.upload_id', '=', 'uploads.id'),
        ),
      ),
    )
    .execute();
  return rows.length;
}

export function messagesPage(
  db: Db,
  conversationId: number,
  page: { offset: number; limit: number },
): Promise<MessageRow[]> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countMessages(db: Db, conversationId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** The photo upload ids of each of the given messages, in the order sent. */
export async function photosOfMessages(db: Db, messageIds: number[]): Promise<Map<number, string[]>> {
  const photos = new Map<number, string[]>();
  if (messageIds.length === 0) return photos;
  const rows = await db
    .selectFrom('message_photos')
    .select(['message_id', 'upload_id'])
    .where('message_id', 'in', messageIds)
    .orderBy('message_id')
    .orderBy('position')
    .execute();
  for (const row of rows) photos.set(row.message_id, [...(photos.get(row.message_id) ?? []), row.upload_id]);
  return photos;
}

export async function messageInConversation(
  db: Db,
  conversationId: number,
  messageId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('id', '=', messageId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Moves the reader's read position forward to `messageId` (never back: an older tab cannot unread). */
export async function advanceReadPosition(
  db: Db,
  conversation: ConversationRow,
  readerId: number,
  messageId: number,
): Promise<boolean> {
  const column =
    readerId === conversation.customer_id ? 'customer_last_read_message_id' : 'provider_last_read_message_id';
  const result = await db
    .updateTable('conversations')
    .set({ [column]: messageId })
    .where('id', '=', conversation.id)
    .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<', messageId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setBlocked(
  db: Db,
  conversation: ConversationRow,
  userId: number,
  at: Date | null,
): Promise<void> {
  const column = userId === conversation.customer_id ? 'customer_blocked_at' : 'provider_blocked_at';
  await db
    .updateTable('conversations')
    .set({ [column]: at })
    .where('id', '=', conversation.id)
    .$if(at !== null, (query) => query.where(column, 'is', null))
    .execute();
}

export function insertReport(
  db: Db,
  report: { conversation_id: number; reporter_id: number; reason: string },
  now: Date,
) {
  return db
    .insertInto('conversation_reports')
    .values({ ...report, created_at: now })
    .returning(['id', 'conversation_id', 'reason', 'status', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** One inbox row: the conversation as `viewerId` sees it. */
export interface SummaryRow {
  id: number;
  job_id: number;
  job_title: string;
  customer_id: number;
  other_id: number;
  other_name: string;
  other_business_name: string | null;
  other_avatar_url: string | null;
  other_avatar_upload_id: string | null;
  last_message_id: number | null;
  last_body: string | null;
  last_sender_id: number | null;
  last_created_at: Date | null;
  unread_count: number;
  my_blocked_at: Date | null;
  their_blocked_at: Date | null;
  other_last_read_message_id: number | null;
  hidden_at: Date | null;
  updated_at: Date;
}

function summaries(db: Db, viewerId: number) {
  const isCustomer = sql<boolean>`c.customer_id = ${viewerId}`;
  return db
    .selectFrom('conversations as c')
    .innerJoin('jobs as j', 'j.id', 'c.job_id')
    .innerJoin('users as other', (join) =>
      join.on(sql<boolean>`other.id = case when ${isCustomer} then c.provider_id else c.customer_id end`),
    )
    .leftJoin('provider_profiles as profile', (join) =>
      join.onRef('profile.user_id', '=', 'other.id').onRef('profile.user_id', '=', 'c.provider_id'),
    )
    .leftJoin('messages as last', 'last.id', 'c.last_message_id')
    .select([
      'c.id',
      'c.job_id',
      'j.title as job_title',
      'c.customer_id',
      'other.id as other_id',
      'other.name as other_name',
      'profile.business_name as other_business_name',
      'other.avatar_url as other_avatar_url',
      'other.avatar_upload_id as other_avatar_upload_id',
      'c.last_message_id',
      'last.body as last_body',
      'last.sender_id as last_sender_id',
      'last.created_at as last_created_at',
      'c.updated_at',
      'c.hidden_at',
      sql<Date | null>`case when ${isCustomer} then c.customer_blocked_at else c.provider_blocked_at end`.as(
        'my_blocked_at',
      ),
      sql<Date | null>`case when ${isCustomer} then c.provider_blocked_at else c.customer_blocked_at end`.as(
        'their_blocked_at',
      ),
      sql<
        number | null
      >`case when ${isCustomer} then c.provider_last_read_message_id else c.customer_last_read_message_id end`.as(
        'other_last_read_message_id',
      ),
      // A conversation a moderator hid has nothing left to read.
      sql<number>`(select count(*)::int from messages m
        where c.hidden_at is null and m.conversation_id = c.id and m.sender_id <> ${viewerId}
          and m.id > coalesce(case when ${isCustomer} then c.customer_last_read_message_id
                                   else c.provider_last_read_message_id end, 0))`.as('unread_count'),
    ])
    .where((eb) => eb.or([eb('c.customer_id', '=', viewerId), eb('c.provider_id', '=', viewerId)]));
}

export function summaryOf(db: Db, viewerId: number, conversationId: number): Promise<SummaryRow | undefined> {
  return summaries(db, viewerId).where('c.id', '=', conversationId).executeTakeFirst();
}

export function summariesPage(
  db: Db,
  viewerId: number,
  page: { offset: number; limit: number },
): Promise<SummaryRow[]> {
  return summaries(db, viewerId)
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countConversationsOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('conversations')
    .select(sql<number>`count(*)::int`.as('count'))
    .where((eb) => eb.or([eb('customer_id', '=', userId), eb('provider_id', '=', userId)]))
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Messages the user has not read across all their conversations: the other party's messages after the user's
 * read position. One count per side, so each reads its own (customer_id / provider_id) index.
 */
export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const side = (asCustomer: boolean) =>
    sql<number>`(select count(*)::int from conversations c join messages m on m.conversation_id = c.id
      where ${asCustomer ? sql`c.customer_id` : sql`c.provider_id`} = ${userId} and m.sender_id <> ${userId}
        and c.hidden_at is null
        and m.id > coalesce(${
          asCustomer ? sql`c.customer_last_read_message_id` : sql`c.provider_last_read_message_id`
        }, 0))`;
  const row = await sql<{ total: number }>`select ${side(true)} + ${side(false)} as total`.execute(db);
  return Number(row.rows[0]?.total ?? 0);
}
