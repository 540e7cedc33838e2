import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrator.js';
import { POSTGRES_ADMIN_URL } from './databases.js';

export interface ScratchDatabase {
  /** Connection string of the new, migrated database. */
  url: string;
  drop(): Promise<void>;
}

/**
 * A migrated prohive_test_<random> database that tests open themselves (several pools, or through a proxy),
 * dropped by drop(). Use inside describeOnPostgres.
 */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `prohive_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const migrating = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
  await migrate(migrating.db);
  await migrating.close();
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
