import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema.js';

/** Committed .sql files; the build copies them next to the compiled migrator. */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;
// Held around the whole run (adoption of an old ledger, checksum check, Kysely's migrator), so two api
// processes starting together see one consistent ledger. Any fixed number works if every process uses it.
const MIGRATION_LOCK_KEY = 7_230_418_551;

export interface MigrationFile {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/** `0007_payments`: the name Kysely's ledger and our messages use. */
export const labelOf = (file: Pick<MigrationFile, 'version' | 'name'>): string =>
  `${String(file.version).padStart(4, '0')}_${file.name}`;

export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    throw new MigrationError(`Cannot read the migrations folder ${dir}`, { cause: error });
  }
  const files: MigrationFile[] = [];
  for (const fileName of names.filter((name) => name.endsWith('.sql')).sort()) {
    const match = FILE_PATTERN.exec(fileName);
    if (!match) throw new MigrationError(`Migration file "${fileName}" is not named NNNN_snake_case.sql`);
    const text = await readFile(path.join(dir, fileName), 'utf8');
    files.push({
      version: Number(match[1]),
      name: match[2] ?? fileName,
      sql: text,
      checksum: createHash('sha256').update(text).digest('hex'),
    });
  }
  files.forEach((file, index) => {
    if (file.version !== index + 1) {
      throw new MigrationError(
        `Migration versions must run 1, 2, 3… without gaps; found ${file.version} at ${index + 1}`,
      );
    }
  });
  return files;
}

/**
 * Kysely's migrator runs our committed SQL files. Each file's `up` also records its checksum in
 * `schema_migrations` inside the same transaction: Kysely's ledger has names only, and an applied file that
 * was edited afterwards must stop the run rather than leave databases that differ silently.
 */
class SqlFileProvider implements MigrationProvider {
  constructor(private readonly files: readonly MigrationFile[]) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      this.files.map((file): [string, Migration] => [
        labelOf(file),
        {
          up: async (db) => {
            await sql.raw(file.sql).execute(db);
            await sql`
              insert into schema_migrations (version, name, checksum)
              values (${file.version}, ${file.name}, ${file.checksum})`.execute(db);
          },
        },
      ]),
    );
  }
}

export interface MigrationReport {
  applied: string[];
  alreadyApplied: number;
}

async function ensureChecksumLedger(db: Kysely<Database>): Promise<void> {
  await sql`
    create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`.execute(db);
}

/**
 * Databases migrated before Kysely's migrator was adopted have only `schema_migrations`. Kysely's ledger is
 * filled from it once, with the same timestamps, so those databases carry on without re-running anything.
 */
async function adoptOldLedger(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ exists: boolean }>`
    select to_regclass('kysely_migration') is not null as exists`.execute(db);
  if (rows[0]?.exists) return;
  await sql`
    create table kysely_migration (
      name varchar(255) not null primary key,
      timestamp varchar(255) not null
    )`.execute(db);
  await sql`
    insert into kysely_migration (name, timestamp)
    select lpad(version::text, 4, '0') || '_' || name,
           to_char(applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from schema_migrations`.execute(db);
}

async function verifyChecksums(db: Kysely<Database>, files: readonly MigrationFile[]): Promise<number> {
  const applied = await db.selectFrom('schema_migrations').selectAll().orderBy('version').execute();
  for (const row of applied) {
    const file = files.find((candidate) => candidate.version === row.version);
    if (!file) {
      throw new MigrationError(
        `The database has migration ${row.version} (${row.name}) that this build does not know; is the api older than the database?`,
      );
    }
    if (file.checksum !== row.checksum) {
      throw new MigrationError(
        `Migration ${row.version} (${row.name}) was changed after it was applied; add a new migration instead of editing it.`,
      );
    }
  }
  return applied.length;
}

/**
 * Applies pending migrations in order with Kysely's migrator: all pending files in one transaction, so a
 * failing file leaves the database as it was before the run. Refuses to run if an applied file was edited.
 */
export async function migrate(db: Kysely<Database>, dir: string = MIGRATIONS_DIR): Promise<MigrationReport> {
  const files = await readMigrations(dir);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      await ensureChecksumLedger(connection);
      await adoptOldLedger(connection);
      const alreadyApplied = await verifyChecksums(connection, files);

      const migrator = new Migrator({ db: connection, provider: new SqlFileProvider(files) });
      const { error, results = [] } = await migrator.migrateToLatest();
      if (error !== undefined) {
        const failed = results.find((result) => result.status === 'Error');
        const reason = error instanceof Error ? error.message : String(error);
        throw new MigrationError(
          failed
            ? `Migration ${failed.migrationName} failed and was rolled back: ${reason}`
            : `Migrations could not run: ${reason}`,
          { cause: error },
        );
      }
      return {
        applied: results
          .filter((result) => result.status === 'Success')
          .map((result) => result.migrationName),
        alreadyApplied,
      };
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}
