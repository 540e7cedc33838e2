import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { notFound } from '../../http-errors.js';
import { access, currentUser } from '../../plugins/access.js';
import { jobSummaries, JobSummarySchema } from '../jobs/index.js';
import { cardsInOrder, isListedProvider } from '../providers/index.js';
import { ProviderCardSchema } from '../providers/index.js';
import { ErrorSchema, IdParams } from '../../lib/schemas.js';

/** How many of each kind the saved page shows; far more than anyone keeps, and a bound on the response. */
const SAVED_LIMIT = 200;

const errorResponses = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

const savedRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/saved',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['saved'],
        summary: 'The providers and jobs the signed-in user saved, most recently saved first',
        security: [{ bearerAuth: [] }],
        response: {
          200: Type.Object({
            data: Type.Object({
              providers: Type.Array(ProviderCardSchema),
              jobs: Type.Array(JobSummarySchema),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const [providerRows, jobRows] = await Promise.all([
        ctx.db
          .selectFrom('saved_providers')
          .innerJoin('users', 'users.id', 'saved_providers.provider_id')
          .select('saved_providers.provider_id')
          .where('saved_providers.user_id', '=', userId)
          // A provider who was suspended or left stays saved but out of sight.
          .where('users.status', '=', 'active')
          .where('users.deleted_at', 'is', null)
          .orderBy('saved_providers.created_at', 'desc')
          .orderBy('saved_providers.provider_id', 'desc')
          .limit(SAVED_LIMIT)
          .execute(),
        ctx.db
          .selectFrom('saved_jobs')
          .select('job_id')
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('job_id', 'desc')
          .limit(SAVED_LIMIT)
          .execute(),
      ]);
      const now = new Date();
      const [providers, jobs] = await Promise.all([
        cardsInOrder(
          ctx.db,
          providerRows.map((row) => row.provider_id),
          null,
        ),
        jobSummaries(
          ctx.db,
          jobRows.map((row) => row.job_id),
          now,
        ),
      ]);
      return { data: { providers, jobs } };
    },
  );

  const savedSchema = (summary: string) => ({
    tags: ['saved'],
    summary,
    security: [{ bearerAuth: [] }],
    params: IdParams,
    response: { 204: Type.Null(), ...errorResponses },
  });

  app.put(
    '/api/saved/providers/:id',
    { config: { access: access.signedIn() }, schema: savedSchema('Save a provider (idempotent)') },
    async (request, reply) => {
      const id = request.params.id;
      if (!(await isListedProvider(ctx.db, id))) throw notFound('Provider not found.');
      await ctx.db
        .insertInto('saved_providers')
        .values({ user_id: currentUser(request).id, provider_id: id })
        .onConflict((oc) => oc.columns(['user_id', 'provider_id']).doNothing())
        .execute();
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/saved/providers/:id',
    { config: { access: access.signedIn() }, schema: savedSchema('Unsave a provider (idempotent)') },
    async (request, reply) => {
      const id = request.params.id;
      const removed = await ctx.db
        .deleteFrom('saved_providers')
        .where('user_id', '=', currentUser(request).id)
        .where('provider_id', '=', id)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) {
        const exists = await ctx.db
          .selectFrom('provider_profiles')
          .select('user_id')
          .where('user_id', '=', id)
          .executeTakeFirst();
        if (!exists) throw notFound('Provider not found.');
      }
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/saved/jobs/:id',
    { config: { access: access.signedIn() }, schema: savedSchema('Save a job (idempotent)') },
    async (request, reply) => {
      const id = request.params.id;
      const job = await ctx.db.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst();
      if (!job) throw notFound('Job not found.');
      await ctx.db
        .insertInto('saved_jobs')
        .values({ user_id: currentUser(request).id, job_id: id })
        .onConflict((oc) => oc.columns(['user_id', 'job_id']).doNothing())
        .execute();
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/saved/jobs/:id',
    { config: { access: access.signedIn() }, schema: savedSchema('Unsave a job (idempotent)') },
    async (request, reply) => {
      const id = request.params.id;
      const removed = await ctx.db
        .deleteFrom('saved_jobs')
        .where('user_id', '=', currentUser(request).id)
        .where('job_id', '=', id)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) {
        const job = await ctx.db.selectFrom('jobs').select('id').where('id', '=', id).executeTakeFirst();
        if (!job) throw notFound('Job not found.');
      }
      return reply.code(204).send(null);
    },
  );
};

export default savedRoutes;
