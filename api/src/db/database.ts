import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import { lockPgliteDir } from './pglite-lock.js';
import { PLAN_ONCE_OPTIONS, preparingPool } from './prepared-statements.js';
import type { Database } from './schema.js';

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  driver: DatabaseDriver;
  /** Where the data lives, without credentials, for logs. */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseTarget {
  /** node-postgres connection string; null selects embedded PGlite. */
  databaseUrl: string | null;
  /** Folder for PGlite's files; null keeps PGlite in memory (tests). */
  pgliteDir: string | null;
}

function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.databaseUrl) {
    // A server that stops answering (not refusing) must not hold requests forever: after this they fail,
    // and the error handler answers 503 with Retry-After.
    const connectionTimeoutMillis = 10_000;
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10, connectionTimeoutMillis });
    // Statements planned once (db/prepared-statements.ts) run on a few connections of their own.
    const planOnce = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 4,
      connectionTimeoutMillis,
      options: PLAN_ONCE_OPTIONS,
    });
    // An idle client losing its server must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    planOnce.on('error', () => undefined);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparingPool(pool, planOnce) }),
    });
    return {
      db,
      driver: 'postgres',
      location: redactUrl(target.databaseUrl),
      close: () => db.destroy(),
    };
  }

  let unlock = async () => undefined as void;
  if (target.pgliteDir) {
    await mkdir(target.pgliteDir, { recursive: true });
    unlock = await lockPgliteDir(target.pgliteDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(target.pgliteDir ?? undefined);
  } catch (error) {
    await unlock();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    driver: 'pglite',
    location: target.pgliteDir ?? 'memory',
    close: async () => {
      await db.destroy();
      await pglite.close();
      await unlock();
    },
  };
}

/** The embedded database lives in its own sub-folder so the data folder can also hold the signing key. */
export function pgliteDirFor(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export async function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
