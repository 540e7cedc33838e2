import { openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrator.js';
import { createPostgresDatabase } from './databases.js';
import { POSTGRES_TEMPLATE_ENV } from './database-templates.js';

export interface ScratchDatabase {
  /** Connection string of the new, migrated database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A migrated prohive_test_<random> database that tests open themselves (several pools, or through a proxy),
 * dropped by drop(). Use inside describeOnPostgres. Inside a run of scripts/run-tests.mjs it is a copy of the
 * run's migrated template.
 */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const template = process.env[POSTGRES_TEMPLATE_ENV] ?? null;
  const database = await createPostgresDatabase(template);
  if (!template) {
    const migrating = await openDatabase({ databaseUrl: database.url, pgliteDir: null });
    await migrate(migrating.db);
    await migrating.close();
  }
  return { url: database.url, drop: database.drop };
}
