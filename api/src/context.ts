import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { DatabaseDriver } from './db/database.js';
import type { Database } from './db/schema.js';
import type { CounterStore } from './lib/counter-store.js';
import type { Metrics } from './lib/metrics.js';
import type { Redis } from './lib/redis.js';
import type { PasswordHasher } from './modules/auth/index.js';
import type { SessionService } from './modules/auth/index.js';
import type { AccessTokens } from './modules/auth/index.js';
import type { RoleCatalog } from './modules/roles/index.js';

/** What route modules need from the outside world, built once by buildApp. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  driver: DatabaseDriver;
  tokens: AccessTokens;
  sessions: SessionService;
  /** argon2id hashing shared by sign-in and the account's password change. */
  passwords: PasswordHasher;
  roles: RoleCatalog;
  /** Fixed-window counters of every rate limit: Redis shared by the replicas when REDIS_URL is set, else memory. */
  counters: CounterStore;
  /** The REDIS_URL client, or null when the api runs on its own. */
  redis: Redis | null;
  metrics: Metrics;
  /** Set once SIGTERM starts the drain: /api/ready answers 503 so the gateway stops sending. */
  lifecycle: { draining: boolean };
}

export interface ContextOptions {
  ctx: AppContext;
}
