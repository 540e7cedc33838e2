import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { notFound } from '../../http-errors.js';
import { ErrorSchema, IdParams, ListMetaSchema, listMeta, PageQuery } from '../../lib/schemas.js';
import { access, currentUser } from '../../plugins/access.js';
import { NotificationSchema, toNotification, UnreadTotalsSchema } from './presenter.js';
import { publishUnreadTotals, unreadNotificationCount, unreadTotals } from './service.js';

const errorResponses = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };
const COLUMNS = ['id', 'kind', 'title', 'body', 'link', 'read_at', 'created_at'] as const;

const notificationsRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/notifications',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications, newest first; meta.unread counts the unread ones",
        security: [{ bearerAuth: [] }],
        querystring: Type.Object({
          ...PageQuery,
          unread_only: Type.Optional(Type.Boolean({ default: false })),
        }),
        response: {
          200: Type.Object({
            data: Type.Array(NotificationSchema),
            meta: Type.Object({ ...ListMetaSchema.properties, unread: Type.Integer() }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const page = request.query.page ?? 1;
      const perPage = request.query.per_page ?? 20;
      const unreadOnly = request.query.unread_only ?? false;
      let list = ctx.db.selectFrom('notifications').where('user_id', '=', userId);
      if (unreadOnly) list = list.where('read_at', 'is', null);
      const [rows, counted, unread] = await Promise.all([
        list
          .select(COLUMNS)
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        list.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
        unreadNotificationCount(ctx.db, userId),
      ]);
      const total = Number(counted.total);
      return { data: rows.map(toNotification), meta: { ...listMeta(page, perPage, total), unread } };
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['notifications'],
        summary: "Marks all the signed-in user's notifications read",
        security: [{ bearerAuth: [] }],
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await ctx.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('notifications')
          .set({ read_at: new Date() })
          .where('user_id', '=', userId)
          .where('read_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0) await publishUnreadTotals(trx, userId);
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: {
        access: access.owner(async (request) => {
          const { id } = request.params as { id: number };
          const row = await ctx.db
            .selectFrom('notifications')
            .select('user_id')
            .where('id', '=', id)
            .executeTakeFirst();
          return row?.user_id ?? null;
        }),
      },
      schema: {
        tags: ['notifications'],
        summary: "Marks one of the signed-in user's notifications read (another user's answers 404)",
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: Type.Object({ data: NotificationSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const row = await ctx.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('notifications')
          .set({ read_at: new Date() })
          .where('id', '=', request.params.id)
          .where('user_id', '=', userId)
          .where('read_at', 'is', null)
          .returning(COLUMNS)
          .executeTakeFirst();
        if (updated) {
          await publishUnreadTotals(trx, userId);
          return updated;
        }
        // Already read: answered as it is, and the totals did not change.
        return trx
          .selectFrom('notifications')
          .select(COLUMNS)
          .where('id', '=', request.params.id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
      });
      if (!row) throw notFound();
      return { data: toNotification(row) };
    },
  );

  app.get(
    '/api/me/unread',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's unread totals: messages and notifications",
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Object({ data: UnreadTotalsSchema }), ...errorResponses },
      },
    },
    async (request) => ({ data: await unreadTotals(ctx.db, currentUser(request).id) }),
  );
};

export default notificationsRoutes;
