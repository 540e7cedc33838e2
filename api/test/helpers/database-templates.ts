// Migrated templates for one run of the api tests. scripts/run-tests.mjs prepares them before the test files
// start (scripts/test-databases.ts) and removes them afterwards; the test processes find them through the
// environment. Running a test file on its own (no run) falls back to migrating per suite.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrator.js';
import { PGliteDialect } from '../../src/db/pglite-dialect.js';
import type { Database } from '../../src/db/schema.js';

/** The run's id: names every PostgreSQL database the run creates, so its clean-up drops exactly those. */
export const RUN_ENV = 'PROHIVE_TEST_RUN';
/** Name of the run's migrated PostgreSQL template database. */
export const POSTGRES_TEMPLATE_ENV = 'PROHIVE_TEST_PG_TEMPLATE';
/** File holding the run's migrated PGlite data folder (`dumpDataDir('none')`). */
export const PGLITE_TEMPLATE_ENV = 'PROHIVE_TEST_PGLITE_TEMPLATE';

/** The server the real-PostgreSQL tests use: PG_TEST_URL, else the local trust-auth server. */
export const POSTGRES_ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Why PostgreSQL cannot be used, or null when it answers. */
export async function probePostgres(adminUrl: string = POSTGRES_ADMIN_URL): Promise<string | null> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
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

const RUN_ID = /^[a-z0-9]{4,16}$/;

/** `prohive_test_<run>_` during a run, so the run's clean-up finds its databases; `prohive_test_` alone. */
export function testDatabasePrefix(runId: string | undefined = process.env[RUN_ENV]): string {
  if (runId === undefined) return 'prohive_test_';
  if (!RUN_ID.test(runId)) throw new Error(`${RUN_ENV} must match ${RUN_ID}, got "${runId}"`);
  return `prohive_test_${runId}_`;
}

const runFolder = (runId: string) => path.join(tmpdir(), `prohive-test-${runId}`);

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates one PostgreSQL database for real and turns it into a template. `create database … template` copies
 * it in a fraction of a migration's time; it refuses while anyone is connected to the template, so the template
 * stops accepting connections once migrated.
 */
async function preparePostgresTemplate(adminUrl: string, runId: string): Promise<string> {
  const name = `${testDatabasePrefix(runId)}template`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), pgliteDir: null });
  try {
    await migrate(handle.db);
  } finally {
    await handle.close();
  }
  await withAdmin(adminUrl, (admin) =>
    admin.query(`alter database ${name} with is_template true allow_connections false`),
  );
  return name;
}

/** Migrates one in-memory PGlite for real and writes its data folder for the suites to start from. */
async function preparePgliteTemplate(runId: string): Promise<string> {
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrate(db);
    // Uncompressed: loading it is measurably faster than a gzip of a tenth of the size.
    const dump = await pglite.dumpDataDir('none');
    const file = path.join(runFolder(runId), 'pglite-template.tar');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await db.destroy();
    await pglite.close();
  }
}

/**
 * Prepares the run's templates and returns the environment the test processes need. PostgreSQL is optional
 * here: when it is unreachable its suites skip (or fail under CI) exactly as without a template.
 */
export async function prepareTemplates(
  adminUrl: string,
  runId: string,
  postgresReachable: boolean,
): Promise<Record<string, string>> {
  testDatabasePrefix(runId);
  const [postgres, pglite] = await Promise.all([
    postgresReachable ? preparePostgresTemplate(adminUrl, runId) : Promise.resolve(null),
    preparePgliteTemplate(runId),
  ]);
  return {
    [RUN_ENV]: runId,
    [PGLITE_TEMPLATE_ENV]: pglite,
    ...(postgres ? { [POSTGRES_TEMPLATE_ENV]: postgres } : {}),
  };
}

/**
 * Drops every database of the run (the template and the suites' copies, which the suites leave behind because
 * each DROP DATABASE waits for a checkpoint) and removes the PGlite template. The drops run a few at a time:
 * concurrent drops share the checkpoints they wait for.
 */
export async function removeTemplates(
  adminUrl: string,
  runId: string,
  postgresReachable: boolean,
): Promise<number> {
  const prefix = testDatabasePrefix(runId);
  await rm(runFolder(runId), { recursive: true, force: true });
  if (!postgresReachable) return 0;
  const names = await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [prefix],
    );
    return rows.map((row) => row.datname);
  });
  const queue = [...names];
  const dropper = () =>
    withAdmin(adminUrl, async (admin) => {
      for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
        // PostgreSQL refuses to drop a database still marked as a template.
        await admin.query(`alter database ${name} is_template false`);
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    });
  await Promise.all(Array.from({ length: Math.min(4, names.length) }, dropper));
  return names.length;
}
