import { sql, type Kysely } from 'kysely';
import type { DatabaseDriver } from './database.js';
import type { Database } from './schema.js';

/**
 * Runs `work` unless another process holds the lock named `name`, and answers whether it ran. On PostgreSQL a
 * session advisory lock (pg_try_advisory_lock on hashtext(name)), held on one pinned connection for the whole run
 * and released on it, so every api replica's sweep may tick but only one sweeps at a time; a replica that dies
 * mid-run loses its connection and with it the lock. PGlite is one process: no lock needed.
 */
export async function runExclusively(
  db: Kysely<Database>,
  driver: DatabaseDriver,
  name: string,
  work: () => Promise<unknown>,
): Promise<boolean> {
  if (driver !== 'postgres') {
    await work();
    return true;
  }
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(hashtext(${name})) as locked`.execute(connection);
    if (!rows[0]?.locked) return false;
    try {
      await work();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}
