import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { DatabaseDriver } from './db/database.js';
import type { Database } from './db/schema.js';
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
}

export interface ContextOptions {
  ctx: AppContext;
}
