import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { openDatabase, pgliteDirFor, type DatabaseHandle } from './database.js';
import { migrate } from './migrator.js';

/** Opens the configured database (node-postgres when DATABASE_URL is set, else PGlite in DATA_DIR) and migrates it. */
export async function openMigratedDatabase(config: Config, log: Logger): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? null : pgliteDirFor(config.dataDir),
    log,
  });
  try {
    const report = await migrate(handle.db);
    log.info(
      {
        driver: handle.driver,
        location: handle.location,
        applied: report.applied,
        alreadyApplied: report.alreadyApplied,
      },
      report.applied.length > 0
        ? `applied ${report.applied.length} migration(s)`
        : 'database schema is up to date',
    );
    return handle;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}
