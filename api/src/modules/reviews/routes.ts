import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { ContextOptions } from '../../context.js';
import { ErrorSchema, IdParams } from '../../lib/schemas.js';
import { access, currentUser } from '../../plugins/access.js';
import type { ReviewGate } from './job-gate.js';
import { ReviewBody, ReviewSchema } from './schemas.js';
import { createReview } from './service.js';

export interface ReviewsOptions extends ContextOptions {
  now?: () => Date;
  /** The jobs module's side of a review (job-gate.ts). */
  jobs: ReviewGate;
}

const errorResponses = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  422: ErrorSchema,
};

const reviewsRoutes: FastifyPluginAsyncTypebox<ReviewsOptions> = async (app, options) => {
  const { ctx, jobs } = options;
  const now = options.now ?? (() => new Date());
  const ownerOfJob = access.owner((request) => jobs.ownerOf(ctx.db, (request.params as { id: number }).id));

  app.post(
    '/api/jobs/:id/review',
    {
      config: { access: ownerOfJob },
      schema: {
        tags: ['reviews'],
        summary: 'Review the pro you hired, once the job is completed (once per job); updates their rating',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: ReviewBody,
        response: { 201: Type.Object({ data: ReviewSchema }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const review = await createReview(ctx.db, jobs, request.params.id, user.id, request.body, now());
      reply.code(201);
      return { data: review };
    },
  );
};

export default reviewsRoutes;
