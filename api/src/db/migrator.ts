import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Committed .sql files; the build copies them next to the compiled migrator. */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;
// Any fixed number works; it only has to be the same for every api process sharing a database.
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

export interface MigrationReport {
  applied: string[];
  alreadyApplied: number;
}

/**
 * Applies pending migrations in order, each in its own transaction, holding an advisory lock so two api
 * processes starting together do not race. Refuses to run if an applied file was edited afterwards.
 */
export async function migrate(db: Kysely<Database>, dir: string = MIGRATIONS_DIR): Promise<MigrationReport> {
  const files = await readMigrations(dir);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      await sql`
        create table if not exists schema_migrations (
          version integer primary key,
          name text not null,
          checksum text not null,
          applied_at timestamptz not null default now()
        )`.execute(connection);
      const applied = await connection
        .selectFrom('schema_migrations')
        .selectAll()
        .orderBy('version')
        .execute();
      const appliedByVersion = new Map(applied.map((row) => [row.version, row]));
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

      const report: MigrationReport = { applied: [], alreadyApplied: applied.length };
      for (const file of files.filter((candidate) => !appliedByVersion.has(candidate.version))) {
        const label = `${String(file.version).padStart(4, '0')}_${file.name}`;
        try {
          await connection.transaction().execute(async (trx) => {
            await sql.raw(file.sql).execute(trx);
            await trx
              .insertInto('schema_migrations')
              .values({ version: file.version, name: file.name, checksum: file.checksum })
              .execute();
          });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new MigrationError(`Migration ${label} failed and was rolled back: ${reason}`, {
            cause: error,
          });
        }
        report.applied.push(label);
      }
      return report;
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}
