import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { pgliteListen, postgresListen, type Listen } from './notifications-listener.js';
import { PGliteDialect } from './pglite-dialect.js';
import { lockPgliteDir } from './pglite-lock.js';
import { PLAN_ONCE_OPTIONS, preparingPool } from './prepared-statements.js';
import type { PoolStats } from '../lib/metrics.js';
import type { Database } from './schema.js';

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  driver: DatabaseDriver;
  /** Where the data lives, without credentials, for logs. */
  location: string;
  /** LISTEN/NOTIFY on this database (a dedicated connection on PostgreSQL, in-process on PGlite). */
  listen: Listen;
  /** The main pool's connections (node-postgres); absent on PGlite, which has one in-process connection. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

export type { Listen } from './notifications-listener.js';

export interface DatabaseTarget {
  /** node-postgres connection string; null selects embedded PGlite. */
  databaseUrl: string | null;
  /** Folder for PGlite's files; null keeps PGlite in memory (tests). */
  pgliteDir: string | null;
  /** Where opening the embedded database reports what it is doing (it can take a while after a crash). */
  log?: Pick<Logger, 'info' | 'warn'>;
  /** PGlite on disk: how often to checkpoint (PGLITE_CHECKPOINT_EVERY_MS unless a test shortens it). */
  checkpointEveryMs?: number;
  /**
   * PGlite: start from this dump of a data folder (`dumpDataDir()`) instead of an empty cluster. The api tests
   * clone one migrated database this way rather than running initdb and every migration per suite.
   */
  pgliteDataDump?: Blob;
}

/**
 * PGlite runs PostgreSQL without its background checkpointer, so nothing bounds the write-ahead log between
 * opens: after a kill -9 the next start replays everything written since the last clean close (measured: 6 s
 * for 385 MB of WAL against 1.1 s with a checkpoint just before the kill). A checkpoint this often keeps the
 * replay to about this much work.
 */
export const PGLITE_CHECKPOINT_EVERY_MS = 60_000;
/** While the embedded database opens, a line this often says it is still working. */
const OPEN_PROGRESS_EVERY_MS = 5_000;

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
    // Nor may a checked-out one: when the connection drops mid-query, node-postgres rejects the query (the
    // request answers 503) and also emits 'error' on the client, which the pool only listens to while the client
    // is idle. Unheard, that event would be an uncaught exception taking the whole replica down.
    for (const each of [pool, planOnce]) each.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparingPool(pool, planOnce) }),
    });
    return {
      db,
      driver: 'postgres',
      location: redactUrl(target.databaseUrl),
      listen: postgresListen(target.databaseUrl),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }

  let unlock = async () => undefined as void;
  const log = target.log;
  if (target.pgliteDir) {
    await mkdir(target.pgliteDir, { recursive: true });
    unlock = await lockPgliteDir(target.pgliteDir, (pid) =>
      log?.warn(
        { pid, location: target.pgliteDir },
        `the embedded database was not closed cleanly (process ${pid} stopped without closing it); ` +
          'PostgreSQL is replaying its write-ahead log, which can take a while',
      ),
    );
  }
  const startedAt = Date.now();
  if (target.pgliteDir) log?.info({ location: target.pgliteDir }, 'opening the embedded database (PGlite)');
  const progress = setInterval(
    () =>
      log?.info(
        { seconds: Math.round((Date.now() - startedAt) / 1000) },
        'still opening the embedded database (recovering or initialising its files)',
      ),
    OPEN_PROGRESS_EVERY_MS,
  );
  progress.unref();
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      dataDir: target.pgliteDir ?? undefined,
      loadDataDir: target.pgliteDataDump,
    });
  } catch (error) {
    await unlock();
    throw error;
  } finally {
    clearInterval(progress);
  }
  if (target.pgliteDir) {
    log?.info({ ms: Date.now() - startedAt }, 'embedded database open');
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  let checkpoint: NodeJS.Timeout | undefined;
  if (target.pgliteDir) {
    // Through Kysely, so it waits its turn on PGlite's one connection instead of landing inside a transaction.
    checkpoint = setInterval(() => {
      sql`checkpoint`.execute(db).catch((error: unknown) => log?.warn({ err: error }, 'checkpoint failed'));
    }, target.checkpointEveryMs ?? PGLITE_CHECKPOINT_EVERY_MS);
    checkpoint.unref();
  }
  return {
    db,
    driver: 'pglite',
    location: target.pgliteDir ?? 'memory',
    listen: pgliteListen(pglite, db),
    close: async () => {
      clearInterval(checkpoint);
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
