import { randomBytes } from 'node:crypto';
import { after, before, beforeEach, describe } from 'node:test';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrator.js';

/** The server the real-PostgreSQL tests use: PG_TEST_URL, else the local trust-auth server. */
export const POSTGRES_ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function probePostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgresProblem = await probePostgres();
const underCi = process.env.CI === 'true';

export type DatabaseKind = 'pglite' | 'postgres';

/** A throwaway database: in-memory PGlite, or a fresh prohive_test_<random> database dropped afterwards. */
export async function createTestDatabase(
  kind: DatabaseKind,
): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
    return { ...handle, drop: () => handle.close() };
  }
  const name = `prohive_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface DatabaseSuite {
  kind: DatabaseKind;
  /** The migrated database shared by the tests of this suite. */
  readonly handle: DatabaseHandle;
}

/**
 * Runs the same tests on embedded PGlite and on the real PostgreSQL. One migrated database per suite;
 * users and everything hanging off them are truncated before each test. Without a reachable PostgreSQL
 * the second suite is skipped locally but fails under CI=true, so CI can never pass by skipping.
 */
export function describeEachDatabase(name: string, body: (suite: DatabaseSuite) => void): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    const skip =
      kind === 'postgres' && postgresProblem && !underCi
        ? `PostgreSQL not reachable at ${POSTGRES_ADMIN_URL} (${postgresProblem}); set PG_TEST_URL or start it`
        : false;
    describe(`${name} [${kind}]`, { skip }, () => {
      let handle: (DatabaseHandle & { drop(): Promise<void> }) | null = null;
      const suite: DatabaseSuite = {
        kind,
        get handle() {
          if (!handle) throw new Error('database not ready');
          return handle;
        },
      };
      before(async () => {
        if (kind === 'postgres' && postgresProblem) {
          throw new Error(
            `CI=true but PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: ${postgresProblem}`,
          );
        }
        handle = await createTestDatabase(kind);
        await migrate(handle.db);
      });
      beforeEach(async () => {
        if (handle) await sql`truncate users, audit_log restart identity cascade`.execute(handle.db);
      });
      after(async () => {
        await handle?.drop();
      });
      body(suite);
    });
  }
}

/**
 * Tests that need the real PostgreSQL (several processes on one database): skipped locally when it is not
 * reachable, failing under CI=true, like the PostgreSQL half of describeEachDatabase.
 */
export function describeOnPostgres(name: string, body: () => void): void {
  const skip =
    postgresProblem && !underCi
      ? `PostgreSQL not reachable at ${POSTGRES_ADMIN_URL} (${postgresProblem}); set PG_TEST_URL or start it`
      : false;
  describe(`${name} [postgres]`, { skip }, () => {
    before(() => {
      if (postgresProblem) {
        throw new Error(
          `CI=true but PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}: ${postgresProblem}`,
        );
      }
    });
    body();
  });
}
