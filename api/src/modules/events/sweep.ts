import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A client offline longer than this resumes from what is left; the notifications list still has it all. */
export const EVENT_RETENTION_DAYS = 7;
// Any fixed number works if every process uses it; distinct from the migrator's and the commit-order lock.
const SWEEP_LOCK_KEY = 7_230_418_553;

/**
 * Deletes events older than the retention. Every api process schedules it; the transaction-level try-lock makes
 * the others skip a run already under way instead of deleting the same rows twice over.
 */
export async function sweepOldEvents(db: Kysely<Database>, now: Date = new Date()): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked
    `.execute(trx);
    if (!rows[0]?.locked) return null;
    const cutoff = new Date(now.getTime() - EVENT_RETENTION_DAYS * 86_400_000);
    const result = await trx.deleteFrom('user_events').where('created_at', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
