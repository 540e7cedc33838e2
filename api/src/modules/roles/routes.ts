import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { access } from '../../plugins/access.js';
import { RoleSchema } from './schemas.js';

const rolesRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/roles-public',
    {
      config: { access: access.public() },
      schema: {
        tags: ['roles'],
        summary: 'The roles and their permissions (spec §3: admin 1, Supreme Admin 2, user 3, provider 4)',
        response: { 200: Type.Object({ data: Type.Array(RoleSchema) }) },
      },
    },
    async () => ({ data: await ctx.roles.all() }),
  );
};

export default rolesRoutes;
