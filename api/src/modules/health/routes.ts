import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
};

export default healthRoutes;
