import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { DatabaseDriver, Listen } from './db/database.js';
import type { Database } from './db/schema.js';
import type { LimitRule } from './lib/attempt-limiter.js';
import { MemoryCounterStore, type CounterStore } from './lib/counter-store.js';
import { Metrics, type PoolStats } from './lib/metrics.js';
import { connected, createRedis, type Redis } from './lib/redis.js';
import { FallbackCounterStore, RedisCounterStore } from './lib/redis-counter-store.js';
import { TotalsCache } from './lib/totals-cache.js';
import { apiValidatorCompiler } from './lib/validation.js';
import {
  type AuthRateLimits,
  createGoogleVerifier,
  type GoogleIdTokenVerifier,
  PasswordHasher,
  SessionService,
  resolveSigningKey,
  RefreshTokens,
  AccessTokens,
} from './modules/auth/index.js';
import { jobPostedHook } from './modules/campaigns/index.js';
import { bidConversations, unreadMessageCount } from './modules/conversations/index.js';
import { unsubscribeKey } from './modules/email-preferences/index.js';
import { jobGate } from './modules/jobs/index.js';
import { countUnreadMessagesWith } from './modules/notifications/index.js';
import type { MailTransport } from './modules/outbox/index.js';
import { RoleCatalog } from './modules/roles/index.js';
import authRoutes from './modules/auth/routes.js';
import adminRoutes from './modules/admin/routes.js';
import campaignsRoutes from './modules/campaigns/routes.js';
import categoriesRoutes from './modules/categories/routes.js';
import emailPreferencesRoutes from './modules/email-preferences/routes.js';
import eventsRoutes from './modules/events/routes.js';
import notificationsRoutes from './modules/notifications/routes.js';
import outboxRoutes from './modules/outbox/routes.js';
import contentAdminRoutes from './modules/content/admin-routes.js';
import contentRoutes from './modules/content/routes.js';
import conversationsRoutes from './modules/conversations/routes.js';
import documentsRoutes from './modules/documents/routes.js';
import financingRoutes from './modules/financing/routes.js';
import healthRoutes from './modules/health/routes.js';
import observabilityRoutes from './modules/observability/routes.js';
import bidsRoutes from './modules/bids/routes.js';
import jobsRoutes from './modules/jobs/routes.js';
import locationsRoutes from './modules/locations/routes.js';
import paymentsRoutes from './modules/payments/routes.js';
import plansRoutes from './modules/plans/routes.js';
import providerMeRoutes from './modules/providers/me-routes.js';
import providersRoutes from './modules/providers/routes.js';
import reviewsRoutes from './modules/reviews/routes.js';
import rolesRoutes from './modules/roles/routes.js';
import savedRoutes from './modules/saved/routes.js';
import serviceStatsRoutes from './modules/service-stats/routes.js';
import sitemapRoutes from './modules/sitemap/routes.js';
import uploadsRoutes from './modules/uploads/routes.js';
import accountRoutes from './modules/account/routes.js';
import usersRoutes from './modules/users/routes.js';
import accessPlugin from './plugins/access.js';
import docsPlugin from './plugins/docs.js';
import errorsPlugin from './plugins/errors.js';
import inputHygienePlugin from './plugins/input-hygiene.js';
import securityPlugin from './plugins/security.js';

export interface BuildAppOptions {
  config: Config;
  db: Kysely<Database>;
  driver: DatabaseDriver;
  /**
   * LISTEN/NOTIFY on the same database (DatabaseHandle.listen): wakes the event streams of this process when any
   * process publishes. Without it streams look for new events once per heartbeat instead.
   */
  listen?: Listen;
  /** pino options or an instance; false (the default) keeps tests quiet. */
  logger?: FastifyServerOptions['loggerInstance'] | FastifyServerOptions['logger'];
  /** Replaces the Google adapter (tests point it at a local key set). */
  google?: GoogleIdTokenVerifier;
  /** Overrides these of config.authRateLimits. */
  rateLimits?: Partial<AuthRateLimits>;
  /** Clock for token issue and checks. */
  now?: () => Date;
  /** Overrides the financing waitlist's per-IP limit. */
  waitlistRateLimit?: LimitRule;
  /** Overrides the per-provider limit on starting checkouts. */
  checkoutRateLimit?: LimitRule;
  /** Sends queued email from this process (server.ts); tests run the outbox worker themselves. */
  runOutboxWorker?: boolean;
  /** Replaces the mail transport chosen from SMTP_URL. */
  mailTransport?: MailTransport;
  /** Overrides how many documents (free tools' invoices, receipts, work orders) one account keeps. */
  documentLimit?: number;
  /** Delivers approved job-notification campaigns from this process (server.ts); tests drive the fan-out. */
  runCampaignFanOut?: boolean;
  /** Overrides the per-IP limit on the campaign approval-link routes. */
  campaignTokenRateLimit?: LimitRule;
  /** The database pool's state for /api/metrics (DatabaseHandle.poolStats). */
  poolStats?: () => PoolStats;
  /**
   * A Redis client to share counters through (tests pass one with their own key prefix); when absent one is made
   * from config.redisUrl, and closed with the app.
   */
  redis?: Redis | null;
}

// What a gateway's request id may look like; anything else is replaced (it lands in logs and a header).
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export type App = FastifyInstance;

/** Builds the whole api without listening, so tests drive it with inject() and server.ts adds the process. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, db } = options;
  const logger = options.logger ?? false;
  const isLoggerInstance = typeof logger === 'object' && logger !== null && 'child' in logger;

  const app = Fastify({
    ...(isLoggerInstance ? { loggerInstance: logger } : { logger: logger as FastifyServerOptions['logger'] }),
    bodyLimit: config.bodyLimitBytes,
    // Keep a caller's request id when it looks like one (a gateway's), otherwise mint our own.
    requestIdHeader: false,
    genReqId: (req) => {
      const header = req.headers['x-request-id'];
      return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
    },
    trustProxy: config.trustProxy,
    // A request that reached this process just before SIGTERM (its connection accepted before the listener
    // closed) is served, not answered 503: a gateway retries a 503 only for idempotent methods, so a write would
    // fail. The drain waits for it, and the server's close runs before the other onClose hooks, so the
    // database and Redis are still there while it runs. Fastify still answers it with Connection: close.
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Bodies keep their JSON types; query strings and path params are coerced; path ids are plain decimals.
  app.setValidatorCompiler(apiValidatorCompiler);

  // Set before the handler runs so streamed (hijacked) replies, which copy reply.getHeaders(), carry them too.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-served-by', config.replicaId);
  });

  // An empty JSON body is "no body" (validation then names the missing fields); other bad JSON is a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  const key = await resolveSigningKey(config.jwtSecret, config.dataDir);
  const tokens = new AccessTokens(key, config.jwtTtlSeconds, options.now);
  const google =
    options.google ??
    createGoogleVerifier({
      clientId: config.googleClientId,
      jwksUrl: config.googleJwksUrl,
      now: options.now,
    });
  const roles = new RoleCatalog(db);
  const ownRedis = options.redis === undefined && config.redisUrl !== null;
  const redis =
    options.redis === undefined
      ? config.redisUrl
        ? createRedis(config.redisUrl, config.redisKeyPrefix, app.log)
        : null
      : options.redis;
  app.addHook('onClose', async () => {
    if (ownRedis) redis?.disconnect();
  });
  // Start knowing where Redis stands (bounded): the first sign-ins then count in Redis, not in the fallback.
  if (ownRedis && redis && !(await connected(redis))) {
    app.log.warn('Redis did not answer at start; counters stay in this process until it does');
  }
  // In memory the windows follow the app's clock, so tests that move it see limits reset as production would.
  const appNow = options.now;
  const counters: CounterStore = redis
    ? new FallbackCounterStore(new RedisCounterStore(redis), app.log)
    : new MemoryCounterStore(appNow ? () => appNow().getTime() : Date.now);
  const metrics = new Metrics(config.replicaId, options.poolStats);
  const passwords = new PasswordHasher(config.passwordHashing);
  await passwords.warmUp();
  const ctx: AppContext = {
    config,
    roles,
    db,
    driver: options.driver,
    tokens,
    passwords,
    sessions: new SessionService({
      db,
      tokens,
      refreshTokens: new RefreshTokens(config.refreshTtlSeconds, options.now),
      passwords,
      google,
      roles,
      rateLimits: { ...config.authRateLimits, ...options.rateLimits },
      counters,
    }),
    counters,
    redis,
    metrics,
    lifecycle: { draining: false },
  };

  // First of the shutdown hooks: from here /api/ready says 503, so a health-checking balancer stops sending.
  app.addHook('preClose', async () => {
    ctx.lifecycle.draining = true;
  });

  // Route patterns, not URLs, label the metrics: /api/jobs/:id is one series however many jobs there are.
  app.addHook('onResponse', async (request, reply) => {
    metrics.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { siteOrigins: config.siteOrigins });
  await app.register(inputHygienePlugin);
  await app.register(compress, { threshold: 2048 });
  await app.register(docsPlugin);
  await app.register(accessPlugin, { db, tokens, roles });

  await app.register(healthRoutes, { ctx });
  await app.register(observabilityRoutes, { ctx });
  await app.register(rolesRoutes, { ctx });
  await app.register(categoriesRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(usersRoutes, { ctx });
  await app.register(contentRoutes, { ctx, now: options.now });
  await app.register(plansRoutes, { ctx });
  await app.register(financingRoutes, { ctx, rateLimit: options.waitlistRateLimit });
  await app.register(serviceStatsRoutes, { ctx });
  await app.register(locationsRoutes, { ctx });
  await app.register(sitemapRoutes, { ctx });
  await app.register(paymentsRoutes, { ctx, now: options.now, checkoutLimit: options.checkoutRateLimit });
  await app.register(uploadsRoutes, { ctx, now: options.now });
  await app.register(providersRoutes, { ctx });
  await app.register(providerMeRoutes, { ctx });
  await app.register(savedRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(documentsRoutes, { ctx, now: options.now, documentLimit: options.documentLimit });
  // Jobs build on bids and reviews; those reach their job through the gate, and a hire clears the open list's
  // cached totals that the jobs routes keep.
  const openJobTotals = new TotalsCache();
  const jobs = jobGate(openJobTotals);
  await app.register(jobsRoutes, {
    ctx,
    now: options.now,
    totals: openJobTotals,
    onJobPosted: jobPostedHook(config),
  });
  // A bid opens its conversation through this port (bids cannot import conversations, which build on bids).
  const conversations = bidConversations(config.siteOrigins[0] ?? 'http://127.0.0.1:3000');
  await app.register(bidsRoutes, { ctx, now: options.now, jobs, conversations });
  await app.register(conversationsRoutes, { ctx, now: options.now, jobs });
  // The unread-messages total of GET /api/me/unread and of `unread` events.
  countUnreadMessagesWith(unreadMessageCount);
  await app.register(reviewsRoutes, { ctx, now: options.now, jobs });
  const mailKey = unsubscribeKey(key);
  await app.register(eventsRoutes, { ctx, listen: options.listen });
  await app.register(notificationsRoutes, { ctx });
  await app.register(emailPreferencesRoutes, { ctx, unsubscribeKey: mailKey });
  await app.register(outboxRoutes, {
    ctx,
    unsubscribeKey: mailKey,
    runWorker: options.runOutboxWorker ?? false,
    transport: options.mailTransport,
  });
  await app.register(adminRoutes, { ctx, now: options.now });
  await app.register(contentAdminRoutes, { ctx, now: options.now });
  await app.register(campaignsRoutes, {
    ctx,
    now: options.now,
    runFanOut: options.runCampaignFanOut ?? false,
    tokenRateLimit: options.campaignTokenRateLimit,
  });

  await app.ready();
  return app;
}
