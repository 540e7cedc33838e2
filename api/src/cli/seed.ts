import { ConfigError, loadConfig } from '../config.js';
import { openMigratedDatabase } from '../db/bootstrap.js';
import { clearDemoData, DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from '../db/seed/seed.js';
import { createLogger } from '../logger.js';

/**
 * `npm run db:seed`: loads the demo data into an empty database. `-- --reset` first removes all users and
 * their data (reference data stays), for a development database that has drifted.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openMigratedDatabase(config, log);
  try {
    if (process.argv.includes('--reset')) await clearDemoData(database.db);
    const summary = await seedIfEmpty(database.db, {
      passwordCost: config.passwordHashing,
      campaigns: { siteOrigin: config.siteOrigins[0] ?? '', tokenTtlMs: config.campaignTokenTtlMs },
    });
    if (!summary) {
      console.log(
        'The database already has users; nothing seeded. Run `npm run db:seed -- --reset` to replace them with demo data.',
      );
      return;
    }
    console.log(
      `Seeded ${summary.users} users (${summary.providers} providers), ${summary.jobs} jobs, ${summary.bids} bids, ` +
        `${summary.reviews} reviews, ${summary.subscriptions} subscriptions.`,
    );
    console.log(`Demo accounts (password ${DEMO_PASSWORD}): ${Object.values(DEMO_ACCOUNTS).join(', ')}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `db:seed failed: ${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
