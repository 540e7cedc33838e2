import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Transaction } from 'kysely';
import type { ContextOptions } from '../../context.js';
import type { ConversationReportStatus, Database } from '../../db/schema.js';
import { notFound } from '../../http-errors.js';
import { ErrorSchema, IdParams, ListMetaSchema, listMeta } from '../../lib/schemas.js';
import { access, currentUser } from '../../plugins/access.js';
import { recordAudit } from '../audit/index.js';
import {
  AdminConversationSchema,
  ModerationResultSchema,
  ReasonBody,
  ReportListQuery,
  ReportSchema,
} from './schemas.js';

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

const NOUN = { jobs: 'Job', reviews: 'Review', conversations: 'Conversation' } as const;
const HIDE_SUMMARY = {
  jobs: 'Hide a job from every public list, page and search',
  reviews: "Hide a review from the provider's profile, search and rating",
  conversations:
    'Hide a reported conversation: both participants keep it in their inbox, marked hidden by a moderator, but its messages are withheld and nobody can post; its open reports become reviewed',
} as const;

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
        summary:
          'Reports of conversations, oldest first: open ones (default), reviewed ones (a moderator hid or restored the conversation) or all; each says whether its conversation is hidden',
        security: bearer,
        querystring: ReportListQuery,
        response: {
          200: Type.Object({ data: Type.Array(ReportSchema), meta: ListMetaSchema }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { page = 1, per_page: perPage = 20, status = 'open' } = request.query;
      let query = ctx.db
        .selectFrom('conversation_reports')
        .innerJoin('conversations', 'conversations.id', 'conversation_reports.conversation_id');
      if (status !== 'all')
        query = query.where('conversation_reports.status', '=', status as ConversationReportStatus);
      const [rows, counted] = await Promise.all([
        query
          .innerJoin('users', 'users.id', 'conversation_reports.reporter_id')
          .innerJoin('jobs', 'jobs.id', 'conversations.job_id')
          .select([
            'conversation_reports.id',
            'conversation_reports.conversation_id',
            'conversation_reports.reason',
            'conversation_reports.status',
            'conversation_reports.created_at',
            'users.id as reporter_id',
            'users.name as reporter_name',
            'jobs.title as job_title',
            'conversations.hidden_at',
          ])
          .orderBy('conversation_reports.created_at', 'asc')
          .orderBy('conversation_reports.id', 'asc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        data: rows.map((row) => ({
          id: row.id,
          kind: 'conversation' as const,
          subject_id: row.conversation_id,
          subject_title: row.job_title,
          subject_hidden: row.hidden_at !== null,
          status: row.status,
          reporter: { id: row.reporter_id, name: row.reporter_name },
          reason: row.reason,
          created_at: row.created_at.toISOString(),
        })),
        meta: listMeta(page, perPage, Number(counted.total)),
      };
    },
  );

  app.get(
    '/api/admin/conversations/:id',
    {
      config: { access: CAN_MODERATE },
      schema: {
        tags: ['admin'],
        summary:
          'A conversation as a moderator sees it (hidden or not): the job, both participants, its reports and its latest 100 messages, oldest first',
        security: bearer,
        params: IdParams,
        response: { 200: Type.Object({ data: AdminConversationSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const id = request.params.id;
      const conversation = await ctx.db
        .selectFrom('conversations')
        .innerJoin('jobs', 'jobs.id', 'conversations.job_id')
        .innerJoin('users as customer', 'customer.id', 'conversations.customer_id')
        .innerJoin('users as provider', 'provider.id', 'conversations.provider_id')
        .select([
          'conversations.id',
          'conversations.hidden_at',
          'conversations.hidden_reason',
          'conversations.created_at',
          'jobs.id as job_id',
          'jobs.title as job_title',
          'customer.id as customer_id',
          'customer.name as customer_name',
          'provider.id as provider_id',
          'provider.name as provider_name',
        ])
        .where('conversations.id', '=', id)
        .executeTakeFirst();
      if (!conversation) throw notFound('Conversation not found.');
      const [messages, reports] = await Promise.all([
        ctx.db
          .selectFrom('messages')
          .select(['id', 'sender_id', 'body', 'created_at'])
          .where('conversation_id', '=', id)
          .orderBy('id', 'desc')
          .limit(100)
          .execute(),
        ctx.db
          .selectFrom('conversation_reports')
          .innerJoin('users', 'users.id', 'conversation_reports.reporter_id')
          .select([
            'conversation_reports.id',
            'conversation_reports.reason',
            'conversation_reports.status',
            'conversation_reports.created_at',
            'users.id as reporter_id',
            'users.name as reporter_name',
          ])
          .where('conversation_reports.conversation_id', '=', id)
          .orderBy('conversation_reports.id')
          .execute(),
      ]);
      return {
        data: {
          id: conversation.id,
          job: { id: conversation.job_id, title: conversation.job_title },
          customer: { id: conversation.customer_id, name: conversation.customer_name },
          provider: { id: conversation.provider_id, name: conversation.provider_name },
          hidden: conversation.hidden_at !== null,
          hidden_at: conversation.hidden_at?.toISOString() ?? null,
          hidden_reason: conversation.hidden_reason,
          created_at: conversation.created_at.toISOString(),
          reports: reports.map((report) => ({
            id: report.id,
            reason: report.reason,
            status: report.status,
            reporter: { id: report.reporter_id, name: report.reporter_name },
            created_at: report.created_at.toISOString(),
          })),
          messages: messages.reverse().map((message) => ({
            id: message.id,
            sender_id: message.sender_id,
            body: message.body,
            created_at: message.created_at.toISOString(),
          })),
        },
      };
    },
  );

  for (const subject of ['jobs', 'reviews', 'conversations'] as const) {
    for (const action of ['hide', 'restore'] as const) {
      app.post(
        `/api/admin/${subject}/:id/${action}`,
        {
          config: { access: CAN_MODERATE },
          schema: {
            tags: ['admin'],
            summary:
              action === 'hide'
                ? `${HIDE_SUMMARY[subject]}, with a reason (idempotent)`
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
            if (!row) throw notFound(`${NOUN[subject]} not found.`);
            if ((row.hidden_at !== null) === hide) return row;
            const updated = await trx
              .updateTable(subject)
              .set({ hidden_at: hide ? at : null, hidden_reason: hide ? reason : null })
              .where('id', '=', row.id)
              .returning(['id', 'hidden_at', 'hidden_reason'])
              .executeTakeFirstOrThrow();
            if (subject === 'conversations' && hide) {
              // Hiding answers the conversation's open reports; they leave the queue as reviewed.
              await trx
                .updateTable('conversation_reports')
                .set({ status: 'reviewed', reviewed_at: at, reviewed_by: actor.id })
                .where('conversation_id', '=', row.id)
                .where('status', '=', 'open')
                .execute();
            }
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
