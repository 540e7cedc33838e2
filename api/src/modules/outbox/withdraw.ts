import type { Db } from '../events/index.js';

/**
 * Takes back emails not yet sent whose idempotency key starts with `keyPrefix` (a "new message" email the
 * recipient made pointless by reading the conversation first). A row the worker is sending is locked by it and
 * no longer pending once this runs, so it is never withdrawn half-sent. Answers how many were withdrawn.
 */
export async function withdrawPendingEmails(db: Db, keyPrefix: string): Promise<number> {
  const escaped = keyPrefix.replace(/[\\%_]/g, (char) => `\\${char}`);
  const result = await db
    .deleteFrom('email_outbox')
    .where('idempotency_key', 'like', `${escaped}%`)
    .where('status', '=', 'pending')
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
