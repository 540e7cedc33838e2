import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before, beforeEach, describe } from 'node:test';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrator.js';
import type { Database } from '../../src/db/schema.js';
import {
  PGLITE_TEMPLATE_ENV,
  POSTGRES_ADMIN_URL,
  POSTGRES_TEMPLATE_ENV,
  probePostgres,
  RUN_ENV,
  testDatabasePrefix,
} from './database-templates.js';

export { POSTGRES_ADMIN_URL };

const postgresProblem = await probePostgres();
const underCi = process.env.CI === 'true';

export type DatabaseKind = 'pglite' | 'postgres';

export type TestDatabase = DatabaseHandle & { drop(): Promise<void> };

/** `prohive_test_[<run>_]<random>`: inside a run of scripts/run-tests.mjs, the run drops it at the end. */
function newDatabaseName(): string {
  return `${testDatabasePrefix()}${randomBytes(6).toString('hex')}`;
}

function urlOf(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * Creates `name` (from `template` when given) and returns what drop() does with it. Inside a run, drop() only
 * closes: DROP DATABASE waits for a checkpoint (seconds on a loaded machine), so the run drops its databases
 * together at the end (database-templates.ts removeTemplates).
 */
export async function createPostgresDatabase(
  template: string | null = null,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = newDatabaseName();
  await adminQuery(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const droppedByRun = process.env[RUN_ENV] !== undefined;
  return {
    name,
    url: urlOf(name),
    drop: async () => {
      if (!droppedByRun) await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A throwaway database: in-memory PGlite, or a fresh prohive_test_<random> database dropped afterwards. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
    return { ...handle, drop: () => handle.close() };
  }
  return openPostgres(await createPostgresDatabase());
}

async function openPostgres(database: { url: string; drop(): Promise<void> }): Promise<TestDatabase> {
  const handle = await openDatabase({ databaseUrl: database.url, pgliteDir: null });
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A throwaway database with the committed schema. Inside a run of scripts/run-tests.mjs it is a copy of the
 * run's template, which the run migrated for real once per database kind; a file run on its own migrates.
 */
export async function createMigratedTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const file = process.env[PGLITE_TEMPLATE_ENV];
    if (file) {
      pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
      const handle = await openDatabase({
        databaseUrl: null,
        pgliteDir: null,
        pgliteDataDump: await pgliteTemplate,
      });
      return { ...handle, drop: () => handle.close() };
    }
  } else {
    const template = process.env[POSTGRES_TEMPLATE_ENV];
    if (template) return openPostgres(await createPostgresDatabase(template));
  }
  const handle = await createTestDatabase(kind);
  await migrate(handle.db);
  return handle;
}

/** The tables the per-test reset empties: these two and, transitively, every table referencing them. */
const RESET_ROOTS = ['users', 'audit_log'];

/**
 * Builds the statement that resets a suite's database between tests to what
 * `truncate users, audit_log restart identity cascade` leaves: the same tables (found the way TRUNCATE's
 * CASCADE finds them) emptied and their owned sequences restarted. TRUNCATE replaces every table's files,
 * about a second per test on PostgreSQL for the 31 tables; deleting the few rows a test wrote takes
 * milliseconds. One statement with a DELETE per table: foreign keys (including the users/uploads and
 * conversations/messages cycles) are checked at its end, when every referencing row is gone too.
 */
async function resetStatement(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ tables: string[]; sequences: number[] }>`
    with recursive closure(rel) as (
      select unnest(${sql.raw(`array[${RESET_ROOTS.map((table) => `'${table}'::regclass`).join(', ')}]`)})
      union
      select c.conrelid::regclass from pg_constraint c join closure on c.confrelid = closure.rel
      where c.contype = 'f'
    )
    select
      (select array_agg(rel::text order by rel::text) from closure) as tables,
      (select coalesce(array_agg(d.objid::int order by d.objid), '{}')
        from pg_depend d join closure on d.refobjid = closure.rel
        join pg_class s on s.oid = d.objid
        where d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i') and s.relkind = 'S') as sequences
  `.execute(db);
  const { tables, sequences } = rows[0]!;
  const deletes = tables.map((table, index) => `d${index} as (delete from ${table})`).join(', ');
  const restart =
    sequences.length === 0
      ? ''
      : `; select setval(seqrelid, seqstart, false) from pg_sequence where seqrelid in (${sequences.join(', ')})`;
  return `with ${deletes} select 1${restart}`;
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
export function describeEachDatabase(
  name: string,
  body: (suite: DatabaseSuite) => void,
  options: {
    /** Run every committed migration on this suite's database instead of copying the run's template. */
    migrateFresh?: boolean;
  } = {},
): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    const skip =
      kind === 'postgres' && postgresProblem && !underCi
        ? `PostgreSQL not reachable at ${POSTGRES_ADMIN_URL} (${postgresProblem}); set PG_TEST_URL or start it`
        : false;
    describe(`${name} [${kind}]`, { skip }, () => {
      let handle: TestDatabase | null = null;
      let reset = '';
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
        if (options.migrateFresh) {
          handle = await createTestDatabase(kind);
          await migrate(handle.db);
        } else {
          handle = await createMigratedTestDatabase(kind);
        }
        reset = await resetStatement(handle.db);
      });
      beforeEach(async () => {
        if (handle) await sql.raw(reset).execute(handle.db);
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
