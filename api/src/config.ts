import { isIP } from 'node:net';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Type, { type StaticDecode, type TSchema } from 'typebox';
import Value from 'typebox/value';
import type { LimitRule } from './lib/attempt-limiter.js';
import {
  DEFAULT_MESSAGE_RATE_LIMITS,
  DEFAULT_PUBLISHING_LIMITS,
  type MessageRateLimits,
  type PublishingLimits,
} from './lib/publishing-limits.js';
import {
  DEFAULT_AUTH_RATE_LIMITS,
  type AuthRateLimits,
  type PasswordHashingCost,
} from './modules/auth/index.js';

export type { PasswordHashingCost };

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
  /** Lifetime of the HttpOnly refresh cookie, renewed on every refresh (REFRESH_TTL). */
  refreshTtlSeconds: number;
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
  /** Messages one sender may send per minute and per day (MESSAGE_LIMIT_PER_MINUTE, MESSAGE_LIMIT_PER_DAY). */
  messageRateLimits: MessageRateLimits;
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
  /** ALLOW_TEST_CHECKOUT: production may run the built-in checkout (no Stripe key) and says TEST MODE. */
  allowTestCheckout: boolean;
  /** SMTP_URL (smtp:// or smtps://): where email goes; null writes .eml files to DATA_DIR/mail instead. */
  smtpUrl: string | null;
  /** MAIL_FROM: the From of every email, `Name <address>`. */
  mailFrom: string;
  /** OUTBOX_POLL_SECONDS: how often the email worker looks for due rows. */
  outboxPollMs: number;
  /** OUTBOX_MAX_ATTEMPTS: sends tried before a row is marked failed. */
  outboxMaxAttempts: number;
  /** SSE_HEARTBEAT_SECONDS: the `: ping` comment on idle event streams (keeps proxies from closing them). */
  sseHeartbeatMs: number;
  /** SSE_STREAMS_PER_USER: open event streams one account may hold on one api process. */
  sseStreamsPerUser: number;
  /** CAMPAIGN_TOKEN_TTL_DAYS: how long a job-notification campaign's emailed approval link works. */
  campaignTokenTtlMs: number;
  /** CAMPAIGN_BATCH_SIZE: recipients one fan-out transaction delivers before committing. */
  campaignBatchSize: number;
  /** REDIS_URL: shared rate-limit counters and remote-load reports across api replicas; null keeps them in memory. */
  redisUrl: string | null;
  /** REDIS_KEY_PREFIX: prepended to every Redis key (several deployments or tests on one Redis). */
  redisKeyPrefix: string;
  /** REPLICA_ID: names this process in X-Served-By and logs; hostname:pid when absent. */
  replicaId: string;
  /** SHUTDOWN_TIMEOUT_MS: how long SIGTERM waits for in-flight work before the process gives up and exits 1. */
  shutdownTimeoutMs: number;
  /** METRICS_TOKEN: bearer that opens /api/metrics from anywhere; null allows only loopback and trusted proxies. */
  metricsToken: string | null;
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
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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

function isUrl(text: string): boolean {
  return URL.canParse(text);
}

/* ------------------------------------------------------------------------------------------------------------
 * The environment's schema. Every variable is a string in process.env; each entry checks the text (with the
 * message a person reads when it is wrong) and decodes it into the value Config holds. Absent and empty
 * variables take the defaults applied in loadConfig.
 * ---------------------------------------------------------------------------------------------------------- */

/** A string setting checked by `valid`, whose failure reads "<NAME> <requirement> (got "…")". */
function text<Decoded = string>(
  requirement: string,
  valid: (value: string) => boolean,
  decode: (value: string) => Decoded = (value) => value as Decoded,
) {
  return Type.Optional(
    Type.Decode(
      Type.Refine(Type.String(), valid, () => requirement),
      decode,
    ),
  );
}

const anyText = () => text('must be text', () => true);

function wholeNumber(min: number, max: number) {
  return text(
    `must be a whole number between ${min} and ${max}`,
    (value) => /^\d{1,16}$/.test(value) && Number(value) >= min && Number(value) <= max,
    Number,
  );
}

const BOOLEAN_WORDS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };
const flag = () =>
  text(
    'must be true or false',
    (value) => value.toLowerCase() in BOOLEAN_WORDS,
    (value) => {
      return BOOLEAN_WORDS[value.toLowerCase()] === true;
    },
  );

/** `30/60` means 30 attempts per 60 seconds. */
const limitRule = () =>
  text(
    'must look like 30/60 (attempts per seconds)',
    (value) => /^([1-9]\d{0,8})\/([1-9]\d{0,8})$/.test(value),
    (value): LimitRule => {
      const [max, windowSeconds] = value.split('/').map(Number) as [number, number];
      return { max, windowSeconds };
    },
  );

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(part: string): boolean {
  if (PROXY_NAMES.has(part)) return true;
  const [address = '', bits, ...rest] = part.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function proxyList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * `loopback` (default) believes X-Forwarded-For only from a proxy on this machine (the site's /api proxy);
 * a comma list of addresses, CIDRs or the names loopback/linklocal/uniquelocal believes exactly those hops
 * (compose names its gateway's fixed address); `false` never; `true` always, which lets any client pick its
 * own address. No hop count: Fastify treats one as "trust nobody", since a count cannot tell who the peer is.
 */
const trustProxy = () =>
  text(
    'must be false, true, or a comma list of addresses, CIDRs, loopback, linklocal or uniquelocal',
    (value) => value === 'true' || value === 'false' || proxyList(value).every(isProxyAddress),
    (value): boolean | string[] => (value === 'true' ? true : value === 'false' ? false : proxyList(value)),
  );

/** `http://127.0.0.1:12111` → the Stripe client's protocol/host/port options (tests point it at a fake). */
function stripeApiBase(value: string): Config['stripeApiBase'] {
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)) };
}

function isHttpOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') && (url.pathname === '/' || url.pathname === '')
  );
}

export const EnvSchema = Type.Object({
  // 0 asks the system for a free port (tests, side-by-side runs).
  API_PORT: wholeNumber(0, 65_535),
  API_HOST: anyText(),
  DATA_DIR: anyText(),
  DATABASE_URL: text('must start with postgres:// or postgresql://', (value) =>
    /^postgres(ql)?:\/\//.test(value),
  ),
  JWT_SECRET: text('must be at least 32 bytes long', (value) => Buffer.byteLength(value) >= 32),
  JWT_TTL: text(
    'must look like 15m, 1h or 900',
    (value) => parseDuration(value) !== null,
    (value) => {
      return parseDuration(value) ?? 0;
    },
  ),
  REFRESH_TTL: text(
    'must look like 30d, 12h or 86400',
    (value) => parseDuration(value) !== null,
    (value) => {
      return parseDuration(value) ?? 0;
    },
  ),
  SITE_ORIGINS: text(
    'must be a comma list of http(s) origins such as https://prohive.example',
    (value) => siteOriginList(value).every(isOrigin),
    siteOriginList,
  ),
  GOOGLE_CLIENT_ID: anyText(),
  GOOGLE_JWKS_URL: text('must be a URL', isUrl),
  NODE_ENV: anyText(),
  SEED_ON_EMPTY: flag(),
  LOG_LEVEL: text(`must be one of ${LOG_LEVELS.join(', ')}`, (value) =>
    (LOG_LEVELS as readonly string[]).includes(value),
  ),
  ARGON2_MEMORY_KIB: wholeNumber(64, 4_194_304),
  ARGON2_TIME_COST: wholeNumber(1, 100),
  API_BODY_LIMIT_BYTES: wholeNumber(1, 104_857_600),
  LOGIN_LIMIT_PER_IP: limitRule(),
  LOGIN_FAILURE_LIMIT_PER_EMAIL: limitRule(),
  LOGIN_FAILURE_LIMIT_PER_IP: limitRule(),
  LOGIN_FAILURE_LIMIT_PER_IP_AND_EMAIL: limitRule(),
  LOGIN_ATTACKED_LIMIT_PER_IP_AND_EMAIL: wholeNumber(1, 1_000_000),
  REGISTER_EMAIL_TAKEN_LIMIT_PER_IP: limitRule(),
  REGISTER_LIMIT_PER_IP: limitRule(),
  REGISTER_LIMIT_PER_EMAIL: limitRule(),
  TRUST_PROXY: trustProxy(),
  STRIPE_SECRET_KEY: text('must be a Stripe secret or restricted key (sk_… or rk_…)', (value) =>
    /^(sk|rk)_[A-Za-z0-9_]+$/.test(value),
  ),
  STRIPE_WEBHOOK_SECRET: anyText(),
  STRIPE_API_BASE: text(
    'must be an http(s) origin such as https://api.stripe.com',
    isHttpOrigin,
    stripeApiBase,
  ),
  ALLOW_TEST_CHECKOUT: flag(),
  JOB_POSTS_PER_DAY: wholeNumber(1, 100_000),
  NEW_ACCOUNT_OPEN_JOBS: wholeNumber(1, 100_000),
  NEW_ACCOUNT_DAYS: wholeNumber(0, 365),
  BIDS_PER_DAY: wholeNumber(1, 100_000),
  MESSAGE_LIMIT_PER_MINUTE: limitRule(),
  MESSAGE_LIMIT_PER_DAY: limitRule(),
  SMTP_URL: text(
    'must start with smtp:// or smtps://',
    (value) => /^smtps?:\/\/[^/]/.test(value) && URL.canParse(value),
  ),
  MAIL_FROM: text('must look like Prohive <no-reply@example.com> or an address', (value) =>
    /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(value),
  ),
  OUTBOX_POLL_SECONDS: wholeNumber(1, 3600),
  OUTBOX_MAX_ATTEMPTS: wholeNumber(1, 100),
  SSE_HEARTBEAT_SECONDS: wholeNumber(1, 300),
  CAMPAIGN_TOKEN_TTL_DAYS: wholeNumber(1, 90),
  CAMPAIGN_BATCH_SIZE: wholeNumber(1, 1000),
  SSE_STREAMS_PER_USER: wholeNumber(1, 100),
  REDIS_URL: text(
    'must start with redis:// or rediss://',
    (value) => /^rediss?:\/\//.test(value) && URL.canParse(value),
  ),
  REDIS_KEY_PREFIX: text('must be 1-64 characters of letters, digits, : _ - .', (value) =>
    /^[A-Za-z0-9:_.-]{1,64}$/.test(value),
  ),
  REPLICA_ID: text('must be 1-64 characters of letters, digits, : _ - .', (value) =>
    /^[A-Za-z0-9:_.-]{1,64}$/.test(value),
  ),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(100, 600_000),
  METRICS_TOKEN: text('must be at least 16 characters', (value) => value.length >= 16),
});

export type Env = StaticDecode<typeof EnvSchema>;

function siteOriginList(value: string): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/** STRIPE_PRICE_PRO=price_123 → { pro: 'price_123' }; underscores in the slug part stand for dashes. */
const STRIPE_PRICE_VARIABLE = /^STRIPE_PRICE_([A-Z0-9_]+)$/;
const StripePriceId = Type.Refine(
  Type.String(),
  (value) => /^[A-Za-z0-9_]{1,255}$/.test(value),
  () => 'must be a Stripe price id such as price_1Abc',
);

// An empty value here is a choice, not an absence: compose passes `${VAR:-}` and these have always read it as false.
const EMPTY_MEANS_FALSE = new Set(['SEED_ON_EMPTY', 'TRUST_PROXY']);

/** The schema's variables as trimmed text; empty ones are left out so they take the default. */
function pickVariables(env: NodeJS.ProcessEnv): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of Object.keys(EnvSchema.properties)) {
    const value = env[name]?.trim();
    if (value) picked[name] = value;
    else if (value === '' && EMPTY_MEANS_FALSE.has(name)) picked[name] = 'false';
  }
  return picked;
}

function problemsOf(schema: TSchema, value: unknown, describe: (name: string) => string): string[] {
  const problems = new Map<string, string>();
  for (const error of Value.Errors(schema, value)) {
    // One line per variable: '/API_PORT' → API_PORT.
    const name = error.instancePath.replace(/^\//, '');
    if (!problems.has(name)) problems.set(name, `${name} ${error.message} (${describe(name)})`);
  }
  return [...problems.values()];
}

/** Reads and validates the environment once, through EnvSchema; every problem is reported together. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const raw = pickVariables(env);
  const got = (name: string) => `got "${raw[name] ?? env[name] ?? ''}"`;
  const problems = problemsOf(EnvSchema, raw, got);

  const prices: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const match = STRIPE_PRICE_VARIABLE.exec(name);
    const price = value?.trim();
    if (!match?.[1] || !price) continue;
    if (!Value.Check(StripePriceId, price)) {
      problems.push(`${name} must be a Stripe price id such as price_1Abc (got "${value}")`);
      continue;
    }
    prices[match[1].toLowerCase().replace(/_/g, '-')] = price;
  }

  // Access tokens are short-lived: the session lives on in the HttpOnly refresh cookie (REFRESH_TTL).
  const jwtTtlSeconds = raw.JWT_TTL ? parseDuration(raw.JWT_TTL) : 15 * 60;
  const refreshTtlSeconds = raw.REFRESH_TTL ? parseDuration(raw.REFRESH_TTL) : 30 * 86_400;
  if (jwtTtlSeconds !== null && refreshTtlSeconds !== null && refreshTtlSeconds <= jwtTtlSeconds) {
    problems.push('REFRESH_TTL must be longer than JWT_TTL');
  }

  if (problems.length > 0 || jwtTtlSeconds === null || refreshTtlSeconds === null) {
    throw new ConfigError(problems);
  }
  const settings: Env = Value.Decode(EnvSchema, raw);

  const nodeEnv = settings.NODE_ENV ?? 'development';
  return {
    port: settings.API_PORT ?? 4000,
    host: settings.API_HOST ?? '127.0.0.1',
    dataDir: settings.DATA_DIR ? path.resolve(cwd, settings.DATA_DIR) : DEFAULT_DATA_DIR,
    databaseUrl: settings.DATABASE_URL ?? null,
    jwtSecret: settings.JWT_SECRET ?? null,
    jwtTtlSeconds,
    refreshTtlSeconds,
    siteOrigins: settings.SITE_ORIGINS ?? DEFAULT_SITE_ORIGINS,
    googleClientId: settings.GOOGLE_CLIENT_ID ?? null,
    googleJwksUrl: settings.GOOGLE_JWKS_URL ?? GOOGLE_JWKS_URL,
    // Demo data on an empty database is what a developer running `npm start` wants; production must opt in.
    seedOnEmpty: settings.SEED_ON_EMPTY ?? nodeEnv !== 'production',
    logLevel: settings.LOG_LEVEL ?? 'info',
    nodeEnv,
    passwordHashing: {
      memoryCost: settings.ARGON2_MEMORY_KIB ?? PRODUCTION_PASSWORD_COST.memoryCost,
      timeCost: settings.ARGON2_TIME_COST ?? PRODUCTION_PASSWORD_COST.timeCost,
      parallelism: 1,
    },
    bodyLimitBytes: settings.API_BODY_LIMIT_BYTES ?? 1_048_576,
    authRateLimits: {
      loginPerIp: settings.LOGIN_LIMIT_PER_IP ?? DEFAULT_AUTH_RATE_LIMITS.loginPerIp,
      loginFailuresPerIp: settings.LOGIN_FAILURE_LIMIT_PER_IP ?? DEFAULT_AUTH_RATE_LIMITS.loginFailuresPerIp,
      loginFailuresPerIpAndEmail:
        settings.LOGIN_FAILURE_LIMIT_PER_IP_AND_EMAIL ?? DEFAULT_AUTH_RATE_LIMITS.loginFailuresPerIpAndEmail,
      loginFailuresPerEmail:
        settings.LOGIN_FAILURE_LIMIT_PER_EMAIL ?? DEFAULT_AUTH_RATE_LIMITS.loginFailuresPerEmail,
      loginFailuresPerIpAndEmailUnderAttack:
        settings.LOGIN_ATTACKED_LIMIT_PER_IP_AND_EMAIL ??
        DEFAULT_AUTH_RATE_LIMITS.loginFailuresPerIpAndEmailUnderAttack,
      registerEmailTakenPerIp:
        settings.REGISTER_EMAIL_TAKEN_LIMIT_PER_IP ?? DEFAULT_AUTH_RATE_LIMITS.registerEmailTakenPerIp,
      registerPerIp: settings.REGISTER_LIMIT_PER_IP ?? DEFAULT_AUTH_RATE_LIMITS.registerPerIp,
      registerPerEmail: settings.REGISTER_LIMIT_PER_EMAIL ?? DEFAULT_AUTH_RATE_LIMITS.registerPerEmail,
    },
    trustProxy: settings.TRUST_PROXY ?? ['loopback'],
    stripeSecretKey: settings.STRIPE_SECRET_KEY ?? null,
    stripeWebhookSecret: settings.STRIPE_WEBHOOK_SECRET ?? null,
    stripeApiBase: settings.STRIPE_API_BASE ?? null,
    stripePriceIds: prices,
    allowTestCheckout: settings.ALLOW_TEST_CHECKOUT ?? false,
    publishingLimits: {
      jobsPerDay: settings.JOB_POSTS_PER_DAY ?? DEFAULT_PUBLISHING_LIMITS.jobsPerDay,
      newAccountOpenJobs: settings.NEW_ACCOUNT_OPEN_JOBS ?? DEFAULT_PUBLISHING_LIMITS.newAccountOpenJobs,
      newAccountDays: settings.NEW_ACCOUNT_DAYS ?? DEFAULT_PUBLISHING_LIMITS.newAccountDays,
      bidsPerDay: settings.BIDS_PER_DAY ?? DEFAULT_PUBLISHING_LIMITS.bidsPerDay,
    },
    messageRateLimits: {
      perMinute: settings.MESSAGE_LIMIT_PER_MINUTE ?? DEFAULT_MESSAGE_RATE_LIMITS.perMinute,
      perDay: settings.MESSAGE_LIMIT_PER_DAY ?? DEFAULT_MESSAGE_RATE_LIMITS.perDay,
    },
    smtpUrl: settings.SMTP_URL ?? null,
    mailFrom: settings.MAIL_FROM ?? 'Prohive <no-reply@prohive.example>',
    outboxPollMs: (settings.OUTBOX_POLL_SECONDS ?? 5) * 1000,
    outboxMaxAttempts: settings.OUTBOX_MAX_ATTEMPTS ?? 8,
    sseHeartbeatMs: (settings.SSE_HEARTBEAT_SECONDS ?? 15) * 1000,
    campaignTokenTtlMs: (settings.CAMPAIGN_TOKEN_TTL_DAYS ?? 7) * 86_400_000,
    campaignBatchSize: settings.CAMPAIGN_BATCH_SIZE ?? 50,
    sseStreamsPerUser: settings.SSE_STREAMS_PER_USER ?? 5,
    redisUrl: settings.REDIS_URL ?? null,
    redisKeyPrefix: settings.REDIS_KEY_PREFIX ?? 'prohive:',
    replicaId: settings.REPLICA_ID ?? `${hostname()}:${process.pid}`,
    shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    metricsToken: settings.METRICS_TOKEN ?? null,
  };
}

/**
 * What a production server must not start with: without a Stripe key every paid plan is free through the
 * built-in test checkout, so that takes an explicit ALLOW_TEST_CHECKOUT=true (and the site then says TEST MODE).
 */
export function productionProblems(config: Config): string[] {
  if (config.nodeEnv !== 'production') return [];
  const problems: string[] = [];
  if (!config.stripeSecretKey && !config.allowTestCheckout) {
    problems.push(
      'STRIPE_SECRET_KEY is not set: in production set it (sk_live_… or sk_test_…), or set ALLOW_TEST_CHECKOUT=true ' +
        'to run the built-in test checkout that grants paid plans without payment (the site then shows TEST MODE)',
    );
  }
  return problems;
}

/** The built-in checkout is in force and was asked for: the site must say so on every page. */
export function isTestCheckoutAnnounced(config: Config): boolean {
  return !config.stripeSecretKey && config.allowTestCheckout;
}
