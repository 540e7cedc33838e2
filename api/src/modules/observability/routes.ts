import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { ContextOptions } from '../../context.js';
import { forbidden, tooManyAttempts } from '../../http-errors.js';
import { AttemptLimiter, type LimitRule } from '../../lib/attempt-limiter.js';
import { ErrorSchema } from '../../lib/schemas.js';
import { access } from '../../plugins/access.js';
import { ADMIN_ROLES } from '../roles/index.js';
import {
  FallbackRemoteLoadLog,
  MemoryRemoteLoadLog,
  RedisRemoteLoadLog,
  type RemoteLoadLog,
} from './remote-loads.js';
import { RemoteLoadBody, RemoteStatusSchema } from './schemas.js';

/** A browser reports each remote it loads: a page view loads a few, a flood from one address is refused. */
export const REMOTE_LOAD_REPORTS_PER_IP: LimitRule = { max: 120, windowSeconds: 60 };

function isLoopback(address: string): boolean {
  if (isIP(address) === 0) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const observabilityRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  const loads: RemoteLoadLog = ctx.redis
    ? new FallbackRemoteLoadLog(new RedisRemoteLoadLog(ctx.redis), app.log)
    : new MemoryRemoteLoadLog();
  const reportsPerIp = new AttemptLimiter(REMOTE_LOAD_REPORTS_PER_IP, {
    store: ctx.counters,
    name: 'remote-loads',
  });

  /**
   * Metrics name routes and volumes, which is no one's business outside: allowed to a scraper on this machine
   * (request.ip is the client behind any trusted proxy, so a visitor coming through the gateway is not local)
   * or to anyone presenting METRICS_TOKEN as a bearer.
   */
  function mayScrape(request: FastifyRequest): boolean {
    const token = ctx.config.metricsToken;
    const header = request.headers.authorization;
    if (token && typeof header === 'string' && header.startsWith('Bearer ')) {
      return sameSecret(header.slice('Bearer '.length), token);
    }
    return isLoopback(request.ip);
  }

  app.get(
    '/api/metrics',
    {
      config: { access: access.public() },
      schema: {
        tags: ['health'],
        summary:
          'Prometheus metrics of this replica (text exposition format): http_requests_total, http_request_duration_seconds, http_request_errors_total by route pattern and status class, db_pool_connections, email_outbox_pending, sse_open_connections and the Node.js process metrics. Only from loopback, or with `Authorization: Bearer <METRICS_TOKEN>`; 403 otherwise.',
        response: {
          200: {
            description: 'Prometheus text format 0.0.4',
            content: { 'text/plain': { schema: Type.String() } },
          },
          403: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!mayScrape(request)) throw forbidden('Metrics are only served to the monitoring system.');
      const body = await ctx.metrics.registry.metrics();
      return reply.type(ctx.metrics.registry.contentType).send(body);
    },
  );

  app.post(
    '/api/client-metrics/remote-loads',
    {
      config: { access: access.public() },
      onRequest: async (request) => {
        const decision = await reportsPerIp.hit(request.ip);
        if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
      },
      schema: {
        tags: ['health'],
        summary:
          'The shell reports how loading one micro-frontend went in the browser (outcome and timings), for the admin remotes-status page. Public, limited per address; the last 50 reports per remote are kept.',
        body: RemoteLoadBody,
        response: {
          202: Type.Object({ data: Type.Object({ received: Type.Literal(true) }) }),
          422: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await loads.add({
        remote: body.remote,
        outcome: body.outcome,
        manifest_ms: body.manifest_ms ?? null,
        entry_ms: body.entry_ms ?? null,
        version: body.version ?? null,
        at: new Date().toISOString(),
      });
      return reply.code(202).send({ data: { received: true as const } });
    },
  );

  app.get(
    '/api/admin/remote-loads',
    {
      config: { access: access.roles(...ADMIN_ROLES) },
      schema: {
        tags: ['admin'],
        summary:
          'The latest loads of each micro-frontend as browsers reported them (newest first, up to 50 per remote), across every api replica when REDIS_URL is set.',
        security: [{ bearerAuth: [] }],
        response: {
          200: Type.Object({ data: Type.Array(RemoteStatusSchema) }),
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async () => {
      const recent = await loads.recent();
      return {
        data: Object.keys(recent)
          .sort()
          .map((remote) => ({ remote, loads: recent[remote] ?? [] })),
      };
    },
  );
};

export default observabilityRoutes;
