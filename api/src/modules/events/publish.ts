import type { Kysely, Transaction } from 'kysely';
import type { Database, UserEventType } from '../../db/schema.js';

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * The channel every api process LISTENs on (migration 0010's trigger notifies it). The payload is only the user
 * id: it wakes that user's streams, which then read their rows from user_events (the log is the truth).
 */
export const USER_EVENTS_CHANNEL = 'prohive_user_events';

/**
 * Appends an event to the user's log in the caller's transaction. The row's final id is drawn and the listeners
 * are notified at commit (migration 0010), so streams hear of it only after commit, in commit order, and never
 * of a rolled-back event.
 */
export async function publishEvent(
  db: Db,
  userId: number,
  type: UserEventType,
  payload: object,
): Promise<void> {
  await db
    .insertInto('user_events')
    .values({ user_id: userId, type, payload: JSON.stringify(payload) })
    .execute();
}
