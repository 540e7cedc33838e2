import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isTestCheckoutAnnounced } from '../../config.js';
import type { ContextOptions } from '../../context.js';
import { isDatabaseReachable } from '../../db/database.js';
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
        summary: 'The database answers queries',
        response: {
          200: Type.Object({ status: Type.Literal('ready'), database: Type.String() }),
          503: Type.Object({ status: Type.Literal('unavailable'), message: Type.String() }),
        },
      },
    },
    async (_request, reply) => {
      if (await isDatabaseReachable(ctx.db)) return { status: 'ready' as const, database: ctx.driver };
      return reply
        .code(503)
        .send({ status: 'unavailable' as const, message: 'The database is not reachable.' });
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
