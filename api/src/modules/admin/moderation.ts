import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Transaction } from 'kysely';
import type { ContextOptions } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { ErrorSchema, IdParams, ListMetaSchema, listMeta, PageQuery } from '../../lib/schemas.js';
import { access, currentUser } from '../../plugins/access.js';
import { recordAudit } from '../audit/index.js';
import { ModerationResultSchema, ReasonBody, ReportSchema } from './schemas.js';

const errorResponses = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };
const bearer = [{ bearerAuth: [] }];
const CAN_MODERATE = access.permission('content.manage');

/**
 * A review's rating only counts while it is visible: hiding or restoring one recomputes the provider's
 * average and count (the provider_search triggers then carry them into search).
 */
async function recountRating(trx: Transaction<Database>, providerId: number, now: Date): Promise<void> {
  await trx
    .updateTable('provider_profiles')
    .set({
      rating_average: sql<number>`coalesce((select avg(rating)::double precision from reviews
        where provider_id = ${providerId} and hidden_at is null), 0)`,
      review_count: sql<number>`(select count(*)::int from reviews
        where provider_id = ${providerId} and hidden_at is null)`,
      updated_at: now,
    })
    .where('user_id', '=', providerId)
    .execute();
}

const adminModerationRoutes: FastifyPluginAsyncTypebox<ContextOptions & { now: () => Date }> = async (
  app,
  { ctx, now },
) => {
  app.get(
    '/api/admin/reports',
    {
      config: { access: CAN_MODERATE },
      schema: {
        tags: ['admin'],
        summary: 'Open reports of conversations, oldest first',
        security: bearer,
        querystring: Type.Object({ ...PageQuery }, { additionalProperties: false }),
        response: {
          200: Type.Object({ data: Type.Array(ReportSchema), meta: ListMetaSchema }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { page = 1, per_page: perPage = 20 } = request.query;
      const [rows, counted] = await Promise.all([
        ctx.db
          .selectFrom('conversation_reports')
          .innerJoin('users', 'users.id', 'conversation_reports.reporter_id')
          .select([
            'conversation_reports.id',
            'conversation_reports.conversation_id',
            'conversation_reports.reason',
            'conversation_reports.created_at',
            'users.id as reporter_id',
            'users.name as reporter_name',
          ])
          .where('conversation_reports.status', '=', 'open')
          .orderBy('conversation_reports.created_at', 'asc')
          .orderBy('conversation_reports.id', 'asc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        ctx.db
          .selectFrom('conversation_reports')
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .where('status', '=', 'open')
          .executeTakeFirstOrThrow(),
      ]);
      return {
        data: rows.map((row) => ({
          id: row.id,
          kind: 'conversation' as const,
          subject_id: row.conversation_id,
          reporter: { id: row.reporter_id, name: row.reporter_name },
          reason: row.reason,
          created_at: row.created_at.toISOString(),
        })),
        meta: listMeta(page, perPage, Number(counted.total)),
      };
    },
  );

  for (const subject of ['jobs', 'reviews'] as const) {
    for (const action of ['hide', 'restore'] as const) {
      app.post(
        `/api/admin/${subject}/:id/${action}`,
        {
          config: { access: CAN_MODERATE },
          schema: {
            tags: ['admin'],
            summary:
              action === 'hide'
                ? `Hide a ${subject.slice(0, -1)} from every public list and page, with a reason (idempotent)`
                : `Show a hidden ${subject.slice(0, -1)} again, with a reason (idempotent)`,
            security: bearer,
            params: IdParams,
            body: ReasonBody,
            response: { 200: Type.Object({ data: ModerationResultSchema }), ...errorResponses },
          },
        },
        async (request) => {
          const actor = currentUser(request);
          const at = now();
          const reason = request.body.reason.trim();
          const hide = action === 'hide';
          const result = await ctx.db.transaction().execute(async (trx) => {
            const row = await trx
              .selectFrom(subject)
              .select(['id', 'hidden_at', 'hidden_reason'])
              .where('id', '=', request.params.id)
              .forUpdate()
              .executeTakeFirst();
            if (!row) throw notFound(subject === 'jobs' ? 'Job not found.' : 'Review not found.');
            if ((row.hidden_at !== null) === hide) return row;
            const updated = await trx
              .updateTable(subject)
              .set({ hidden_at: hide ? at : null, hidden_reason: hide ? reason : null })
              .where('id', '=', row.id)
              .returning(['id', 'hidden_at', 'hidden_reason'])
              .executeTakeFirstOrThrow();
            if (subject === 'reviews') {
              const review = await trx
                .selectFrom('reviews')
                .select('provider_id')
                .where('id', '=', row.id)
                .executeTakeFirstOrThrow();
              await recountRating(trx, review.provider_id, at);
            }
            await recordAudit(trx, {
              actorId: actor.id,
              action: `${subject.slice(0, -1)}.${action}`,
              subjectType: subject.slice(0, -1),
              subjectId: row.id,
              details: { reason },
              ip: request.ip,
            });
            return updated;
          });
          return {
            data: {
              id: result.id,
              hidden: result.hidden_at !== null,
              hidden_at: result.hidden_at?.toISOString() ?? null,
              hidden_reason: result.hidden_reason,
            },
          };
        },
      );
    }
  }
};

export default adminModerationRoutes;
