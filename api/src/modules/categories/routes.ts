import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { access } from '../../plugins/access.js';

const CategorySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
});

const categoriesRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/service-categories',
    {
      config: { access: access.public() },
      schema: {
        tags: ['catalogue'],
        summary: 'The ten service categories (spec §1)',
        response: { 200: Type.Object({ data: Type.Array(CategorySchema) }) },
      },
    },
    async () => ({
      data: await ctx.db
        .selectFrom('service_categories')
        .select(['id', 'slug', 'title', 'description'])
        .orderBy('sort_order')
        .execute(),
    }),
  );
};

export default categoriesRoutes;
