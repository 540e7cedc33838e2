import type { NotificationKind } from '../../db/schema.js';
import { publishEvent, type Db } from '../events/index.js';
import { toNotification, type UnreadTotals } from './presenter.js';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path inside the site the notification opens. */
  link: string;
  /** Ids the notification is about (job_id, bid_id...), kept for later features; never shown as is. */
  data?: Record<string, unknown>;
}

/** How many unread messages a user has; the conversations module provides it (see countUnreadMessagesWith). */
export type UnreadMessageCounter = (db: Db, userId: number) => Promise<number>;

// The conversations module depends on this one (it creates message notifications), so it cannot be imported
// here; app.ts hands its counter in instead. Until then, no conversations means no unread messages.
let unreadMessages: UnreadMessageCounter = async () => 0;

/** Wires the unread-messages total of `unread` events and GET /api/me/unread (called once by app.ts). */
export function countUnreadMessagesWith(counter: UnreadMessageCounter): void {
  unreadMessages = counter;
}

export async function unreadNotificationCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function unreadTotals(db: Db, userId: number): Promise<UnreadTotals> {
  const [messages, notifications] = await Promise.all([
    unreadMessages(db, userId),
    unreadNotificationCount(db, userId),
  ]);
  return { messages, notifications };
}

/** Tells the user's open tabs their unread totals changed (in the caller's transaction, like every event). */
export async function publishUnreadTotals(db: Db, userId: number): Promise<void> {
  await publishEvent(db, userId, 'unread', await unreadTotals(db, userId));
}

/**
 * Stores an in-app notification and publishes it (a `notification` event, then the new `unread` totals), all in
 * the caller's transaction, so a change that rolls back notifies nobody.
 */
export async function createNotification(db: Db, input: NewNotification): Promise<void> {
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: input.userId,
      kind: input.kind,
      title: input.title.slice(0, 200),
      body: input.body.slice(0, 2000),
      link: input.link,
      data: JSON.stringify(input.data ?? {}),
    })
    .returning(['id', 'kind', 'title', 'body', 'link', 'read_at', 'created_at'])
    .executeTakeFirstOrThrow();
  await publishEvent(db, input.userId, 'notification', toNotification(row));
  await publishUnreadTotals(db, input.userId);
}
