import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isTestCheckoutAnnounced } from '../../config.js';
import type { ContextOptions } from '../../context.js';
import { isDatabaseReachable } from '../../db/database.js';
import { isRedisReachable } from '../../lib/redis.js';
import { access } from '../../plugins/access.js';

const healthRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/health',
    {
      config: { access: access.public() },
      schema: {
        tags: ['health'],
        summary: 'The process is alive',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: access.public() },
      schema: {
        tags: ['health'],
        summary:
          'This replica may take traffic: not draining (SIGTERM), the database answers, and Redis answers when REDIS_URL is set. 503 otherwise, so a gateway or orchestrator sends elsewhere. /api/health only says the process is alive.',
        response: {
          200: Type.Object({
            status: Type.Literal('ready'),
            database: Type.String(),
            redis: Type.Union([Type.Literal('ok'), Type.Literal('not configured')]),
          }),
          503: Type.Object({ status: Type.Literal('unavailable'), message: Type.String() }),
        },
      },
    },
    async (_request, reply) => {
      const unavailable = (message: string) =>
        reply
          .code(503)
          .header('retry-after', '5')
          .send({ status: 'unavailable' as const, message });
      if (ctx.lifecycle.draining) return unavailable('This replica is shutting down.');
      const [database, redis] = await Promise.all([
        isDatabaseReachable(ctx.db),
        ctx.redis ? isRedisReachable(ctx.redis) : Promise.resolve(null),
      ]);
      if (!database) return unavailable('The database is not reachable.');
      if (redis === false) return unavailable('Redis is not reachable.');
      return {
        status: 'ready' as const,
        database: ctx.driver,
        redis: redis === null ? ('not configured' as const) : ('ok' as const),
      };
    },
  );

  // Read by the shell on every page: a deployment that gives plans away must say so where everyone sees it.
  app.get(
    '/api/site-status',
    {
      config: { access: access.public() },
      schema: {
        tags: ['health'],
        summary:
          'How the site runs: test_mode is true when checkout is the built-in TEST MODE page (no STRIPE_SECRET_KEY, ALLOW_TEST_CHECKOUT=true), and then every page shows a TEST MODE notice.',
        response: { 200: Type.Object({ data: Type.Object({ test_mode: Type.Boolean() }) }) },
      },
    },
    async () => ({ data: { test_mode: isTestCheckoutAnnounced(ctx.config) } }),
  );
};

export default healthRoutes;
