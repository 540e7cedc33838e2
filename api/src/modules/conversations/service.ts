import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { forbidden, notFound, validationFailed } from '../../http-errors.js';
import { bidOf, type BidConversationInput, type BidConversations, type JobGate } from '../bids/index.js';
import { isListedProvider } from '../providers/index.js';
import { announceMessage, announceRead } from './effects.js';
import { toConversation, toMessage, toSummary } from './presenter.js';
import type { MessageLimiter } from './rate-limit.js';
import {
  advanceReadPosition,
  conversationIdsForJob,
  countConversationsOf,
  countMessages,
  countUnreadMessages,
  countUsableMessagePhotos,
  ensureConversation,
  findConversation,
  insertMessage,
  insertReport,
  lockConversation,
  messageInConversation,
  messagesPage,
  photosOfMessages,
  setBlocked,
  summariesPage,
  summaryOf,
  type ConversationRow,
} from './repository.js';
import type {
  Conversation,
  ConversationSummary,
  Message,
  OpenConversationInput,
  SendMessageInput,
} from './schemas.js';
import { charCount, cleanMessageText, messageTextProblem } from './text.js';

type Db = Kysely<Database> | Transaction<Database>;

/** What the conversation services need from the app. */
export interface ConversationDeps {
  db: Kysely<Database>;
  jobs: JobGate;
  limiter: MessageLimiter;
  /** The site's origin, for links in emails. */
  siteOrigin: string;
}

// A stranger cannot tell a conversation exists: whoever is not in it gets the same 404 as for a missing one.
const notFoundConversation = () => notFound('Conversation not found.');

function isParticipant(conversation: ConversationRow, userId: number): boolean {
  return conversation.customer_id === userId || conversation.provider_id === userId;
}

async function participantConversation(db: Db, id: number, userId: number): Promise<ConversationRow> {
  const conversation = await findConversation(db, id);
  if (!conversation || !isParticipant(conversation, userId)) throw notFoundConversation();
  return conversation;
}

export const HIDDEN_NOTICE =
  'A moderator hid this conversation after a report. Its messages are no longer shown and no new ones can be sent.';

/** Why the user cannot post here now, or null. */
function blockedProblem(conversation: ConversationRow, userId: number): string | null {
  if (conversation.hidden_at) return HIDDEN_NOTICE;
  const mine =
    userId === conversation.customer_id ? conversation.customer_blocked_at : conversation.provider_blocked_at;
  const theirs =
    userId === conversation.customer_id ? conversation.provider_blocked_at : conversation.customer_blocked_at;
  if (mine) return 'You blocked this conversation. Unblock it to send messages.';
  if (theirs) return 'You can no longer send messages in this conversation: the other person blocked it.';
  return null;
}

async function summaryFor(db: Db, userId: number, id: number): Promise<Conversation> {
  const row = await summaryOf(db, userId, id);
  if (!row) throw notFoundConversation();
  return toConversation(row);
}

export function conversationFor(db: Db, userId: number, id: number): Promise<Conversation> {
  return summaryFor(db, userId, id);
}

export async function listConversations(
  db: Db,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ conversations: ConversationSummary[]; total: number }> {
  const [rows, total] = await Promise.all([
    summariesPage(db, userId, page),
    countConversationsOf(db, userId),
  ]);
  return { conversations: rows.map(toSummary), total };
}

export async function listMessages(
  db: Db,
  userId: number,
  id: number,
  page: { offset: number; limit: number },
): Promise<{ messages: Message[]; total: number }> {
  const conversation = await participantConversation(db, id, userId);
  // Hidden by a moderator: the thread stays in the inbox (with hidden_by_moderator) but shows nothing.
  if (conversation.hidden_at) return { messages: [], total: 0 };
  const [rows, total] = await Promise.all([messagesPage(db, id, page), countMessages(db, id)]);
  const photos = await photosOfMessages(
    db,
    rows.map((row) => row.id),
  );
  return { messages: rows.map((row) => toMessage(row, photos.get(row.id) ?? [])), total };
}

/** The cleaned text and photos of a message, or a 422 naming each field that is wrong. */
async function checkedMessage(
  db: Db,
  senderId: number,
  body: string,
  photoIds: readonly string[] = [],
): Promise<{ text: string; photoIds: string[] }> {
  const errors: Record<string, string[]> = {};
  const text = cleanMessageText(body);
  const problem = messageTextProblem(text);
  if (problem) errors.body = [problem];
  const ids = photoIds.map((id) => id.toLowerCase());
  if (ids.length > 0 && (await countUsableMessagePhotos(db, senderId, ids)) !== ids.length) {
    errors.photo_ids = ['Some photos are not your message photo uploads, or were already sent.'];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { text, photoIds: ids };
}

const photoTaken = () => validationFailed({ photo_ids: ['Some photos were already sent.'] });

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}

/**
 * Posts under the conversation's row lock, re-checking the block there so a block and a send racing each other
 * never let a message through after the block.
 */
async function postLocked(
  deps: ConversationDeps,
  trx: Transaction<Database>,
  conversationId: number,
  senderId: number,
  message: { text: string; photoIds: string[] },
  now: Date,
): Promise<Message> {
  const locked = await lockConversation(trx, conversationId);
  if (!locked) throw notFoundConversation();
  const blocked = blockedProblem(locked, senderId);
  if (blocked) throw forbidden(blocked);
  const row = await insertMessage(trx, locked, senderId, message.text, message.photoIds, now);
  const sent = toMessage(row, message.photoIds);
  await announceMessage(trx, { conversation: locked, message: sent, siteOrigin: deps.siteOrigin, now });
  return sent;
}

async function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>) {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    // Two messages sending the same photo at once: the second meets message_photos' unique upload.
    if (isUniqueViolation(error)) throw photoTaken();
    throw error;
  }
}

export async function sendMessage(
  deps: ConversationDeps,
  conversationId: number,
  senderId: number,
  input: SendMessageInput,
  now: Date,
): Promise<Message> {
  const conversation = await participantConversation(deps.db, conversationId, senderId);
  const blocked = blockedProblem(conversation, senderId);
  if (blocked) throw forbidden(blocked);
  const message = await checkedMessage(deps.db, senderId, input.body, input.photo_ids);
  await deps.limiter.check(senderId);
  const sent = await inTransaction(deps.db, (trx) =>
    postLocked(deps, trx, conversationId, senderId, message, now),
  );
  await deps.limiter.sent(senderId);
  return sent;
}

const PROVIDER_NOT_AVAILABLE =
  'You can write to professionals who bid on this job, or ask any listed professional for a quote while the job is open.';

/**
 * The job's owner opens (or returns to) the conversation with a provider: one who bid on the job, or, to
 * request a quote, any listed provider while the job is open. With a body, it is sent as a message.
 */
export async function openConversation(
  deps: ConversationDeps,
  ownerId: number,
  input: OpenConversationInput,
  now: Date,
): Promise<{ conversation: Conversation; created: boolean }> {
  const { db } = deps;
  const job = await deps.jobs.find(db, input.job_id, now);
  if (!job) throw notFound('Job not found.');
  if (job.customer_id !== ownerId) throw forbidden("Only the job's owner can start a conversation about it.");
  const existing = await findExisting(db, job.id, input.provider_id);
  if (!existing) {
    const eligible =
      input.provider_id !== ownerId &&
      ((await bidOf(db, job.id, input.provider_id)) !== null ||
        (job.status === 'open' && (await isListedProvider(db, input.provider_id))));
    if (!eligible) throw validationFailed({ provider_id: [PROVIDER_NOT_AVAILABLE] });
  }
  let message: { text: string; photoIds: string[] } | null = null;
  if (input.body !== undefined) {
    if (existing) {
      const blocked = blockedProblem(existing, ownerId);
      if (blocked) throw forbidden(blocked);
    }
    message = await checkedMessage(db, ownerId, input.body);
    await deps.limiter.check(ownerId);
  }
  const opened = await inTransaction(db, async (trx) => {
    const { conversation, created } = await ensureConversation(
      trx,
      { job_id: job.id, customer_id: ownerId, provider_id: input.provider_id },
      now,
    );
    if (message) await postLocked(deps, trx, conversation.id, ownerId, message, now);
    return { id: conversation.id, created };
  });
  if (message) await deps.limiter.sent(ownerId);
  return { conversation: await summaryFor(db, ownerId, opened.id), created: opened.created };
}

async function findExisting(db: Db, jobId: number, providerId: number): Promise<ConversationRow | undefined> {
  const ids = await conversationIdsForJob(db, jobId, [providerId]);
  const id = ids.get(providerId);
  return id === undefined ? undefined : findConversation(db, id);
}

/** Moves the reader's read position to the given message (default: the latest); never backwards. */
export async function markRead(
  db: Kysely<Database>,
  userId: number,
  conversationId: number,
  lastReadMessageId: number | undefined,
): Promise<void> {
  const conversation = await participantConversation(db, conversationId, userId);
  if (
    lastReadMessageId !== undefined &&
    !(await messageInConversation(db, conversationId, lastReadMessageId))
  ) {
    throw validationFailed({ last_read_message_id: ['That message is not in this conversation.'] });
  }
  const target = lastReadMessageId ?? conversation.last_message_id;
  if (target === null) return;
  await db.transaction().execute(async (trx) => {
    if (await advanceReadPosition(trx, conversation, userId, target)) {
      await announceRead(trx, conversation, userId, target);
    }
  });
}

export async function setBlock(
  db: Kysely<Database>,
  userId: number,
  conversationId: number,
  blocked: boolean,
  now: Date,
): Promise<ConversationSummary> {
  const conversation = await participantConversation(db, conversationId, userId);
  await setBlocked(db, conversation, userId, blocked ? now : null);
  return toSummary((await summaryOf(db, userId, conversationId))!);
}

export async function reportConversation(
  db: Kysely<Database>,
  userId: number,
  conversationId: number,
  rawReason: string,
  now: Date,
) {
  await participantConversation(db, conversationId, userId);
  const reason = cleanMessageText(rawReason);
  const length = charCount(reason);
  if (length < 3 || length > 500) {
    throw validationFailed({ reason: ['Tell us in 3 to 500 characters what is wrong.'] });
  }
  const row = await insertReport(db, { conversation_id: conversationId, reporter_id: userId, reason }, now);
  return { ...row, created_at: row.created_at.toISOString() };
}

/** Unread messages of the user across all their conversations (GET /api/me/unread, `unread` events). */
export function unreadMessageCount(db: Db, userId: number): Promise<number> {
  return countUnreadMessages(db, userId);
}

/**
 * The bids module's port (bids/conversation-port.ts): a bid opens the conversation with the job's owner in the
 * bid's transaction, and its message becomes a message of it, unless either side has blocked the other.
 */
export function bidConversations(siteOrigin: string): BidConversations {
  return {
    async openForBid(trx: Transaction<Database>, input: BidConversationInput): Promise<number> {
      const { conversation } = await ensureConversation(
        trx,
        { job_id: input.jobId, customer_id: input.customerId, provider_id: input.providerId },
        input.now,
      );
      const text = cleanMessageText(input.message);
      if (text === '' || messageTextProblem(text)) return conversation.id;
      const locked = await lockConversation(trx, conversation.id);
      if (!locked || blockedProblem(locked, input.providerId)) return conversation.id;
      const row = await insertMessage(trx, locked, input.providerId, text, [], input.now);
      await announceMessage(trx, {
        conversation: locked,
        message: toMessage(row, []),
        siteOrigin,
        now: input.now,
        quiet: true,
      });
      return conversation.id;
    },
    idsForJob: conversationIdsForJob,
  };
}
