import { buildApp } from './app.js';
import { ConfigError, loadConfig, productionProblems } from './config.js';
import { openMigratedDatabase } from './db/bootstrap.js';
import { MigrationError } from './db/migrator.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { createLogger } from './logger.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
    const unsafe = productionProblems(config);
    if (unsafe.length > 0) throw new ConfigError(unsafe);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);

  let database;
  try {
    database = await openMigratedDatabase(config, log);
  } catch (error) {
    const message =
      error instanceof MigrationError
        ? error.message
        : `Cannot open the database: ${(error as Error).message}`;
    log.fatal({ err: error }, message);
    console.error(`prohive-api: ${message}`);
    process.exit(1);
  }

  if (config.seedOnEmpty) {
    const seeded = await seedIfEmpty(database.db, {
      passwordCost: config.passwordHashing,
      campaigns: { siteOrigin: config.siteOrigins[0] ?? '', tokenTtlMs: config.campaignTokenTtlMs },
    });
    if (seeded) log.info(seeded, 'seeded demo data into the empty database');
  }

  const app = await buildApp({
    config,
    db: database.db,
    driver: database.driver,
    listen: database.listen,
    poolStats: database.poolStats,
    logger: log,
    runOutboxWorker: true,
    runCampaignFanOut: true,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // Drain: new connections are refused (the gateway retries them on another replica), requests on connections
    // already open are still served (app.ts: return503OnClosing), event streams end with a short retry, the email worker finishes its current row,
    // in-flight requests finish.
    log.info({ signal, replica: config.replicaId }, 'shutting down: draining in-flight requests');
    const timer = setTimeout(() => {
      log.error(
        { timeoutMs: config.shutdownTimeoutMs },
        'in-flight requests did not finish in time; exiting',
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    // close() stops accepting and waits for in-flight requests, but a keep-alive connection whose request
    // finishes after that stays open until the client drops it; closing idle ones as they appear ends it.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    sweep.unref();
    // Refuse new connections now, not after the preClose hooks (ending streams, handing back the email batch),
    // so that as few requests as possible arrive at a process that is going away. A refused connection was never sent anywhere, so nginx
    // retries it on another replica whatever its method. Fastify's own close() later tolerates the server
    // being closed already.
    app.server.close();
    app
      .close()
      .then(() => database.close())
      .then(() => {
        log.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) =>
      `Prohive api listening on ${address}/api (database: ${database.driver} ${database.location})`,
  });
}

// A promise nobody awaited failed: the process state is unknown, so log it and stop rather than limp on.
process.on('unhandledRejection', (reason) => {
  console.error('prohive-api: unhandled rejection', reason);
  process.exit(1);
});

main().catch((error: unknown) => {
  console.error('prohive-api failed to start:', error);
  process.exit(1);
});
