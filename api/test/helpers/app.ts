import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type App, type BuildAppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/database.js';
import type { Database } from '../../src/db/schema.js';
import type { PublishingLimits } from '../../src/lib/publishing-limits.js';
import type { AuthRateLimits } from '../../src/modules/auth/attempt-limiter.js';
import { PasswordHasher } from '../../src/modules/auth/passwords.js';

/** argon2id at its cheapest legal cost: tests exercise the logic, not the hardness. */
export const TEST_PASSWORD_COST = { memoryCost: 64, timeCost: 1, parallelism: 1 };
export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-bytes-long!!';
export const TEST_GOOGLE_CLIENT_ID = 'prohive-test.apps.googleusercontent.com';

/** Limits high enough that only the rate-limit tests ever meet them. */
export const GENEROUS_LIMITS: AuthRateLimits = {
  loginPerIp: { max: 100_000, windowSeconds: 60 },
  loginFailuresPerIp: { max: 100_000, windowSeconds: 60 },
  loginFailuresPerIpAndEmail: { max: 100_000, windowSeconds: 60 },
  loginFailuresPerEmail: { max: 100_000, windowSeconds: 60 },
  loginFailuresPerIpAndEmailUnderAttack: 100_000,
  registerPerIp: { max: 100_000, windowSeconds: 60 },
  registerPerEmail: { max: 100_000, windowSeconds: 60 },
  registerEmailTakenPerIp: { max: 100_000, windowSeconds: 60 },
};

/** Publishing caps only the limit tests meet (they pass DEFAULT_PUBLISHING_LIMITS or their own). */
export const GENEROUS_PUBLISHING_LIMITS: PublishingLimits = {
  jobsPerDay: 100_000,
  newAccountOpenJobs: 100_000,
  newAccountDays: 7,
  bidsPerDay: 100_000,
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig(
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'prohive-api-test-')),
      JWT_SECRET: TEST_JWT_SECRET,
      NODE_ENV: 'test',
      GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9/unused-jwks',
    },
    process.cwd(),
  );
  return {
    ...base,
    passwordHashing: TEST_PASSWORD_COST,
    publishingLimits: GENEROUS_PUBLISHING_LIMITS,
    ...overrides,
  };
}

export async function buildTestApp(
  handle: DatabaseHandle,
  options: Partial<Omit<BuildAppOptions, 'db' | 'driver'>> = {},
): Promise<App> {
  return buildApp({
    config: options.config ?? testConfig(),
    db: handle.db,
    driver: handle.driver,
    listen: handle.listen,
    rateLimits: GENEROUS_LIMITS,
    ...options,
  });
}

export const DEFAULT_PASSWORD = 'correct-horse-battery';
const hasher = new PasswordHasher(TEST_PASSWORD_COST);

export interface CreatedUser {
  id: number;
  email: string;
  password: string;
}

let emailCounter = 0;

/** Inserts a user directly (any role, including admin roles that cannot self-register). */
export async function createUser(
  db: Kysely<Database>,
  fields: {
    roleId: number;
    email?: string;
    password?: string;
    status?: 'active' | 'suspended';
    name?: string;
  },
): Promise<CreatedUser> {
  emailCounter += 1;
  const email = fields.email ?? `person${emailCounter}-${fields.roleId}@example.com`;
  const password = fields.password ?? DEFAULT_PASSWORD;
  const row = await db
    .insertInto('users')
    .values({
      name: fields.name ?? `Test Person ${emailCounter}`,
      email,
      password_hash: await hasher.hash(password),
      role_id: fields.roleId,
      status: fields.status ?? 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, password };
}

export async function login(app: App, email: string, password: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
}

/** Signs a user in through the api and returns the bearer header for later requests. */
export async function bearerFor(app: App, user: CreatedUser): Promise<{ authorization: string }> {
  const response = await login(app, user.email, user.password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { authorization: `Bearer ${response.json<{ access_token: string }>().access_token}` };
}
