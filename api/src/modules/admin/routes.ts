import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { validationFailed } from '../../http-errors.js';
import { ErrorSchema, ListMetaSchema, listMeta } from '../../lib/schemas.js';
import { access } from '../../plugins/access.js';
import adminCertificatesRoutes from './certificates.js';
import adminModerationRoutes from './moderation.js';
import { AdminStatsSchema, AuditEntrySchema, AuditQuery } from './schemas.js';
import { adminStats } from './stats.js';
import adminUsersRoutes from './users.js';

export interface AdminRoutesOptions extends ContextOptions {
  now?: () => Date;
}

const errorResponses = { 401: ErrorSchema, 403: ErrorSchema, 422: ErrorSchema };
const bearer = [{ bearerAuth: [] }];

/** The admin area's api (issue #13): each route names the permission it needs (roles, migration 0002). */
const adminRoutes: FastifyPluginAsyncTypebox<AdminRoutesOptions> = async (app, options) => {
  const { ctx } = options;
  const now = options.now ?? (() => new Date());

  await app.register(adminUsersRoutes, { ctx, now });
  await app.register(adminCertificatesRoutes, { ctx, now });
  await app.register(adminModerationRoutes, { ctx, now });

  app.get(
    '/api/admin/stats',
    {
      config: { access: access.permission('users.view') },
      schema: {
        tags: ['admin'],
        summary:
          'Dashboard figures: users by role, sign-ups per day (30 days), jobs by status, bids per job, live subscriptions by plan, pending campaigns and certificates',
        security: bearer,
        response: { 200: Type.Object({ data: AdminStatsSchema }), ...errorResponses },
      },
    },
    async () => ({ data: await adminStats(ctx.db, now()) }),
  );

  app.get(
    '/api/admin/audit',
    {
      config: { access: access.permission('users.view') },
      schema: {
        tags: ['admin'],
        summary:
          'The audit log, newest first: by actor id, action (prefix, e.g. campaign.), subject (user or user:42) and time range',
        security: bearer,
        querystring: AuditQuery,
        response: {
          200: Type.Object({ data: Type.Array(AuditEntrySchema), meta: ListMetaSchema }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { page = 1, per_page: perPage = 20, actor, action, subject, from, to } = request.query;
      const fromDate = from ? new Date(from) : null;
      const toDate = to ? new Date(to) : null;
      if (fromDate && toDate && fromDate > toDate) {
        throw validationFailed({ to: ['The end must not be before the start.'] });
      }
      let query = ctx.db.selectFrom('audit_log');
      if (actor !== undefined) query = query.where('audit_log.actor_id', '=', actor);
      // A prefix: "campaign." lists every campaign decision; the wildcards typed are literal.
      if (action !== undefined) {
        query = query.where('audit_log.action', 'like', `${action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      }
      if (subject !== undefined) {
        const [type, id] = subject.split(':');
        query = query.where('audit_log.subject_type', '=', type ?? subject);
        if (id !== undefined) query = query.where('audit_log.subject_id', '=', Number(id));
      }
      if (fromDate) query = query.where('audit_log.created_at', '>=', fromDate);
      if (toDate) query = query.where('audit_log.created_at', '<=', toDate);
      const [rows, counted] = await Promise.all([
        query
          .leftJoin('users', 'users.id', 'audit_log.actor_id')
          .select([
            'audit_log.id',
            'audit_log.actor_id',
            'users.name as actor_name',
            'audit_log.action',
            'audit_log.subject_type',
            'audit_log.subject_id',
            'audit_log.details',
            'audit_log.ip',
            'audit_log.created_at',
          ])
          .orderBy('audit_log.created_at', 'desc')
          .orderBy('audit_log.id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        data: rows.map((row) => ({
          id: row.id,
          actor:
            row.actor_id !== null ? { id: row.actor_id, name: row.actor_name ?? 'Deleted account' } : null,
          action: row.action,
          subject_type: row.subject_type,
          subject_id: row.subject_id,
          details: row.details,
          ip: row.ip,
          created_at: row.created_at.toISOString(),
        })),
        meta: listMeta(page, perPage, Number(counted.total)),
      };
    },
  );
};

export default adminRoutes;
