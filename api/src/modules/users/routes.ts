import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { ContextOptions } from '../../context.js';
import { forbidden, notFound } from '../../http-errors.js';
import { likePattern } from '../../lib/like-pattern.js';
import { ErrorSchema, IdParams, ListMetaSchema, listMeta, PageQuery } from '../../lib/schemas.js';
import { access, currentUser } from '../../plugins/access.js';
import { recordAudit } from '../audit/index.js';
import { revokeUserRefreshTokens } from '../sessions/index.js';
import { ADMIN_ROLES, ROLE_IDS } from '../roles/index.js';
import { findUserById, loadUserResource, setUserStatus } from './repository.js';
import { UserSchema } from './schemas.js';

const AdminUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Object({ id: Type.Integer(), name: Type.String() }),
  status: Type.String(),
  zip: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

const AdminUsersQuery = Type.Object(
  {
    ...PageQuery,
    role: Type.Optional(Type.Integer({ enum: [1, 2, 3, 4], errorMessage: 'The selected role is invalid.' })),
    status: Type.Optional(
      Type.String({ enum: ['active', 'suspended'], errorMessage: 'The selected status is invalid.' }),
    ),
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);

const StatusBody = Type.Object({
  status: Type.String({
    enum: ['active', 'suspended'],
    errorMessage: 'The status must be active or suspended.',
  }),
});

const errorResponses = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema };

const usersRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.get(
    '/api/users/:id',
    {
      config: {
        access: access.owner((request) => (request.params as { id: number }).id, [...ADMIN_ROLES]),
      },
      schema: {
        tags: ['users'],
        summary: 'A user, to that user or an administrator',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 200: Type.Object({ data: UserSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const user = await findUserById(ctx.db, request.params.id);
      const role = user ? await ctx.roles.byId(user.role_id) : null;
      if (!user || !role) throw notFound('User not found.');
      return { data: await loadUserResource(ctx.db, user, role) };
    },
  );

  app.get(
    '/api/admin/users',
    {
      config: { access: access.roles(...ADMIN_ROLES) },
      schema: {
        tags: ['admin'],
        summary: 'Users, newest first, filtered by role, status or a name/email search',
        security: [{ bearerAuth: [] }],
        querystring: AdminUsersQuery,
        response: {
          200: Type.Object({ data: Type.Array(AdminUserSchema), meta: ListMetaSchema }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { page = 1, per_page: perPage = 20, role, status, search } = request.query;
      let query = ctx.db.selectFrom('users');
      if (role !== undefined) query = query.where('users.role_id', '=', role);
      if (status !== undefined) query = query.where('users.status', '=', status as 'active' | 'suspended');
      if (search !== undefined) {
        const pattern = likePattern(search.toLowerCase());
        query = query.where((eb) =>
          eb.or([eb(sql`lower(users.name)`, 'like', pattern), eb(sql`lower(users.email)`, 'like', pattern)]),
        );
      }
      // The total rides along as a window count, so a page costs one query; only a page past the end
      // (no rows to carry it) needs a separate count.
      const [rows, roles] = await Promise.all([
        query
          .select([
            'users.id',
            'users.name',
            'users.email',
            'users.role_id',
            'users.status',
            'users.zip',
            'users.created_at',
            sql<number>`(count(*) over ())::int`.as('total'),
          ])
          .orderBy('users.created_at', 'desc')
          .orderBy('users.id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        ctx.roles.all(),
      ]);
      const total =
        rows[0]?.total ??
        (await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow()).total;
      const roleNames = new Map(roles.map((r) => [r.id, r.name]));
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          role: { id: row.role_id, name: roleNames.get(row.role_id) ?? 'unknown' },
          status: row.status,
          zip: row.zip,
          created_at: row.created_at.toISOString(),
        })),
        meta: listMeta(page, perPage, total),
      };
    },
  );

  app.patch(
    '/api/admin/users/:id/status',
    {
      config: { access: access.roles(...ADMIN_ROLES) },
      schema: {
        tags: ['admin'],
        summary:
          'Suspend or reactivate a user. Only a Supreme Admin may change an admin; nobody changes a Supreme Admin or themselves.',
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: StatusBody,
        response: {
          200: Type.Object({ data: Type.Object({ id: Type.Integer(), status: Type.String() }) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const target = await findUserById(ctx.db, request.params.id);
      if (!target) throw notFound('User not found.');
      if (target.id === actor.id) throw forbidden('You cannot change the status of your own account.');
      if (target.role_id === ROLE_IDS.supremeAdmin)
        throw forbidden('A Supreme Admin account cannot be suspended.');
      if (target.role_id === ROLE_IDS.admin && actor.roleId !== ROLE_IDS.supremeAdmin) {
        throw forbidden('Only a Supreme Admin can change an admin account.');
      }
      const status = request.body.status as 'active' | 'suspended';
      await ctx.db.transaction().execute(async (trx) => {
        await setUserStatus(trx, target.id, status);
        // Requests with a live access token already answer 403; this ends the sessions for good.
        if (status === 'suspended') await revokeUserRefreshTokens(trx, target.id);
        await recordAudit(trx, {
          actorId: actor.id,
          action: status === 'suspended' ? 'user.suspend' : 'user.reactivate',
          subjectType: 'user',
          subjectId: target.id,
          details: { from: target.status, to: status },
          ip: request.ip,
        });
      });
      return { data: { id: target.id, status } };
    },
  );
};

export default usersRoutes;
