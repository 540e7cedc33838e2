import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LimitRule } from './lib/attempt-limiter.js';
import { DEFAULT_PUBLISHING_LIMITS, type PublishingLimits } from './lib/publishing-limits.js';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from './modules/auth/attempt-limiter.js';

export interface PasswordHashingCost {
  /** argon2id memory in KiB. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the folder holding the embedded database and the generated signing key. */
  dataDir: string;
  /** node-postgres connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** HMAC key for access tokens; null means "generate once and keep it in dataDir". */
  jwtSecret: string | null;
  jwtTtlSeconds: number;
  siteOrigins: string[];
  googleClientId: string | null;
  googleJwksUrl: string;
  seedOnEmpty: boolean;
  logLevel: string;
  nodeEnv: string;
  passwordHashing: PasswordHashingCost;
  bodyLimitBytes: number;
  authRateLimits: AuthRateLimits;
  /** Caps on what one account may post (lib/publishing-limits.ts). */
  publishingLimits: PublishingLimits;
  /** Fastify's trustProxy: which hops' X-Forwarded-For to believe when reading the client IP. */
  trustProxy: boolean | string[];
  /** Stripe secret key; null selects the built-in test-mode checkout. */
  stripeSecretKey: string | null;
  /** Signing secret of the Stripe webhook endpoint; null answers the webhook with 404. */
  stripeWebhookSecret: string | null;
  /** Where the Stripe client sends requests (a local fake in tests); null is Stripe's own api. */
  stripeApiBase: { protocol: 'http' | 'https'; host: string; port: number } | null;
  /** Stripe price id per plan slug, from STRIPE_PRICE_<SLUG>; overrides plans.stripe_price_id. */
  stripePriceIds: Record<string, string>;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const API_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository's `.data`, whether running from src/ (tsx) or dist/ (built). */
export const DEFAULT_DATA_DIR = path.resolve(API_PACKAGE_DIR, '..', '.data');
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const DEFAULT_SITE_ORIGINS = ['http://127.0.0.1:3000', 'http://localhost:3000'];
/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). */
export const PRODUCTION_PASSWORD_COST: PasswordHashingCost = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** Parses `7d`, `12h`, `30m`, `90s` or a bare number of seconds. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = DURATION_UNITS[match[2] || 's'] ?? 1;
  const seconds = amount * unit;
  return seconds > 0 ? seconds : null;
}

function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
  } catch {
    return false;
  }
}

function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  problems: string[],
  { min = 1, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {},
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

/** `30/60` means 30 attempts per 60 seconds. */
function limitRule(env: NodeJS.ProcessEnv, name: string, fallback: LimitRule, problems: string[]): LimitRule {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const match = /^(\d+)\/(\d+)$/.exec(raw);
  const max = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || max < 1 || windowSeconds < 1) {
    problems.push(`${name} must look like 30/60 (attempts per seconds), got "${raw}"`);
    return fallback;
  }
  return { max, windowSeconds };
}

/**
 * `loopback` (default) believes X-Forwarded-For only from a proxy on this machine (the site's /api proxy);
 * `false` never; `true` always; anything else is a comma list of addresses, CIDRs or the names
 * loopback/linklocal/uniquelocal.
 */
function trustProxySetting(raw: string | undefined): boolean | string[] {
  const value = raw?.trim() ?? 'loopback';
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** `http://127.0.0.1:12111` → the Stripe client's protocol/host/port options (tests point it at a fake). */
function stripeApiBaseSetting(raw: string | null, problems: string[]): Config['stripeApiBase'] {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.pathname === '/' || url.pathname === '')
    ) {
      const protocol = url.protocol === 'http:' ? 'http' : 'https';
      return { protocol, host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)) };
    }
  } catch {
    // reported below
  }
  problems.push(`STRIPE_API_BASE must be an http(s) origin such as https://api.stripe.com (got "${raw}")`);
  return null;
}

/** STRIPE_PRICE_PRO=price_123 → { pro: 'price_123' }; underscores in the slug part stand for dashes. */
function stripePriceIdSettings(env: NodeJS.ProcessEnv, problems: string[]): Record<string, string> {
  const prices: Record<string, string> = {};
  for (const [name, raw] of Object.entries(env)) {
    const match = /^STRIPE_PRICE_([A-Z0-9_]+)$/.exec(name);
    const value = raw?.trim();
    if (!match?.[1] || !value) continue;
    if (!/^[A-Za-z0-9_]{1,255}$/.test(value)) {
      problems.push(`${name} must be a Stripe price id such as price_1Abc (got "${raw}")`);
      continue;
    }
    prices[match[1].toLowerCase().replace(/_/g, '-')] = value;
  }
  return prices;
}

/** Reads and validates the environment once; every problem is reported together. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const nonEmpty = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };

  // 0 asks the system for a free port (tests, side-by-side runs).
  const port = wholeNumber(env, 'API_PORT', 4000, problems, { min: 0, max: 65_535 });
  const dataDirRaw = nonEmpty('DATA_DIR');
  const dataDir = dataDirRaw ? path.resolve(cwd, dataDirRaw) : DEFAULT_DATA_DIR;

  const databaseUrl = nonEmpty('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const jwtSecret = nonEmpty('JWT_SECRET');
  if (jwtSecret && Buffer.byteLength(jwtSecret) < 32) {
    problems.push('JWT_SECRET must be at least 32 bytes long');
  }

  const jwtTtlSeconds = parseDuration(env.JWT_TTL ?? '7d');
  if (jwtTtlSeconds === null)
    problems.push(`JWT_TTL must look like 7d, 12h, 30m or 3600 (got "${env.JWT_TTL}")`);

  const siteOrigins = (nonEmpty('SITE_ORIGINS')?.split(',') ?? DEFAULT_SITE_ORIGINS)
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of siteOrigins) {
    if (!isOrigin(origin)) problems.push(`SITE_ORIGINS entry "${origin}" is not an http(s) origin`);
  }

  const googleJwksUrl = nonEmpty('GOOGLE_JWKS_URL') ?? GOOGLE_JWKS_URL;
  try {
    new URL(googleJwksUrl);
  } catch {
    problems.push(`GOOGLE_JWKS_URL is not a URL (got "${googleJwksUrl}")`);
  }

  const nodeEnv = nonEmpty('NODE_ENV') ?? 'development';
  // Demo data on an empty database is what a developer running `npm start` wants; production must opt in.
  const seedRaw = (env.SEED_ON_EMPTY ?? (nodeEnv === 'production' ? 'false' : 'true')).trim().toLowerCase();
  if (!['true', 'false', '1', '0', ''].includes(seedRaw))
    problems.push('SEED_ON_EMPTY must be true or false');

  const logLevel = nonEmpty('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const passwordHashing: PasswordHashingCost = {
    memoryCost: wholeNumber(env, 'ARGON2_MEMORY_KIB', PRODUCTION_PASSWORD_COST.memoryCost, problems, {
      min: 64,
      max: 4_194_304,
    }),
    timeCost: wholeNumber(env, 'ARGON2_TIME_COST', PRODUCTION_PASSWORD_COST.timeCost, problems, { max: 100 }),
    parallelism: 1,
  };

  const bodyLimitBytes = wholeNumber(env, 'API_BODY_LIMIT_BYTES', 1_048_576, problems, { max: 104_857_600 });

  const authRateLimits: AuthRateLimits = {
    loginPerIp: limitRule(env, 'LOGIN_LIMIT_PER_IP', DEFAULT_AUTH_RATE_LIMITS.loginPerIp, problems),
    loginFailuresPerEmail: limitRule(
      env,
      'LOGIN_FAILURE_LIMIT_PER_EMAIL',
      DEFAULT_AUTH_RATE_LIMITS.loginFailuresPerEmail,
      problems,
    ),
    registerPerIp: limitRule(env, 'REGISTER_LIMIT_PER_IP', DEFAULT_AUTH_RATE_LIMITS.registerPerIp, problems),
    registerPerEmail: limitRule(
      env,
      'REGISTER_LIMIT_PER_EMAIL',
      DEFAULT_AUTH_RATE_LIMITS.registerPerEmail,
      problems,
    ),
  };

  const limits = DEFAULT_PUBLISHING_LIMITS;
  const publishingLimits: PublishingLimits = {
    jobsPerDay: wholeNumber(env, 'JOB_POSTS_PER_DAY', limits.jobsPerDay, problems, { max: 100_000 }),
    newAccountOpenJobs: wholeNumber(env, 'NEW_ACCOUNT_OPEN_JOBS', limits.newAccountOpenJobs, problems, {
      max: 100_000,
    }),
    newAccountDays: wholeNumber(env, 'NEW_ACCOUNT_DAYS', limits.newAccountDays, problems, {
      min: 0,
      max: 365,
    }),
    bidsPerDay: wholeNumber(env, 'BIDS_PER_DAY', limits.bidsPerDay, problems, { max: 100_000 }),
  };

  const stripeSecretKey = nonEmpty('STRIPE_SECRET_KEY');
  if (stripeSecretKey && !/^(sk|rk)_[A-Za-z0-9_]+$/.test(stripeSecretKey)) {
    problems.push('STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_… or rk_…)');
  }
  const stripeApiBase = stripeApiBaseSetting(nonEmpty('STRIPE_API_BASE'), problems);
  const stripePriceIds = stripePriceIdSettings(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host: nonEmpty('API_HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    jwtSecret,
    jwtTtlSeconds: jwtTtlSeconds ?? 7 * 86_400,
    siteOrigins,
    googleClientId: nonEmpty('GOOGLE_CLIENT_ID'),
    googleJwksUrl,
    seedOnEmpty: seedRaw === 'true' || seedRaw === '1',
    logLevel,
    nodeEnv,
    passwordHashing,
    bodyLimitBytes,
    authRateLimits,
    publishingLimits,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    stripeSecretKey,
    stripeWebhookSecret: nonEmpty('STRIPE_WEBHOOK_SECRET'),
    stripeApiBase,
    stripePriceIds,
  };
}
