import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, UserEventType } from '../../db/schema.js';

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * The channel every api process LISTENs on. The payload is only the user id: a notification wakes the
 * streams of that user, which then read their rows from user_events (the log is the truth; NOTIFY only wakes).
 */
export const USER_EVENTS_CHANNEL = 'prohive_user_events';

/**
 * Appends an event to the user's log in the caller's transaction. NOTIFY is transactional in PostgreSQL (and in
 * PGlite, which is PostgreSQL), so listeners hear of it only after commit and never of a rolled-back event.
 */
export async function publishEvent(
  db: Db,
  userId: number,
  type: UserEventType,
  payload: object,
): Promise<void> {
  await sql`
    with inserted as (
      insert into user_events (user_id, type, payload)
      values (${userId}, ${type}, ${JSON.stringify(payload)}::jsonb)
      returning user_id
    )
    select pg_notify(${USER_EVENTS_CHANNEL}, user_id::text) from inserted
  `.execute(db);
}
