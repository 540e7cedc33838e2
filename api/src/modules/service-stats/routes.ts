import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { notFound } from '../../http-errors.js';
import { access } from '../../plugins/access.js';
import { ErrorSchema } from '../../lib/schemas.js';
import { categoryStats } from './repository.js';

const CategoryStatsSchema = Type.Object(
  {
    slug: Type.String(),
    title: Type.String(),
    description: Type.String(),
    provider_count: Type.Integer({ description: 'Active providers offering the service' }),
    open_job_count: Type.Integer({ description: 'Open, unexpired jobs in the category' }),
  },
  { $id: 'CategoryStats' },
);

const serviceStatsRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/service-categories/stats',
    {
      config: { access: access.public() },
      schema: {
        tags: ['catalogue'],
        summary: 'Every service category with live provider and open job counts',
        response: { 200: Type.Object({ data: Type.Array(CategoryStatsSchema) }) },
      },
    },
    async () => ({ data: await categoryStats(ctx.db) }),
  );

  app.get(
    '/api/service-categories/:slug/summary',
    {
      config: { access: access.public() },
      schema: {
        tags: ['catalogue'],
        summary: 'One service category (for /services/<slug>) with its live counts; 404 for an unknown slug',
        params: Type.Object(
          { slug: Type.String({ minLength: 1, maxLength: 100 }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ data: CategoryStatsSchema }), 404: ErrorSchema, 422: ErrorSchema },
      },
    },
    async (request) => {
      const [stats] = await categoryStats(ctx.db, request.params.slug.toLowerCase());
      if (!stats) throw notFound('We do not know that service.');
      return { data: stats };
    },
  );
};

export default serviceStatsRoutes;
