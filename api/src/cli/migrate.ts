import { ConfigError, loadConfig } from '../config.js';
import { openMigratedDatabase } from '../db/bootstrap.js';
import { createLogger } from '../logger.js';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openMigratedDatabase(config, log);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(
    `db:migrate failed: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
