import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { ContextOptions } from '../../context.js';
import { forbidden, HttpError, notFound } from '../../http-errors.js';
import { ErrorSchema, IdParams } from '../../lib/schemas.js';
import { access, currentUser, type AuthenticatedUser } from '../../plugins/access.js';
import { recordAudit } from '../audit/index.js';
import { ROLE_IDS } from '../roles/index.js';
import { revokeUserRefreshTokens } from '../sessions/index.js';
import { liveSubscription } from '../subscriptions/index.js';
import { AdminUserDetailSchema, ReasonBody, RoleBody } from './schemas.js';

const errorResponses = {
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  422: ErrorSchema,
};
const bearer = [{ bearerAuth: [] }];
const RECENT = 10;
const ROLE_BY_NAME: Record<string, number> = {
  user: ROLE_IDS.user,
  provider: ROLE_IDS.provider,
  admin: ROLE_IDS.admin,
  'Supreme Admin': ROLE_IDS.supremeAdmin,
};
const ADMIN_ROLE_IDS: number[] = [ROLE_IDS.admin, ROLE_IDS.supremeAdmin];
const StatusResult = Type.Object({ data: Type.Object({ id: Type.Integer(), status: Type.String() }) });

/** An admin may act on customers and providers; only holders of admins.manage act on admins. */
function requireManageable(actor: AuthenticatedUser, target: { id: number; role_id: number }, what: string) {
  if (target.id === actor.id) throw forbidden(`You cannot ${what} your own account.`);
  if (ADMIN_ROLE_IDS.includes(target.role_id) && !actor.permissions.includes('admins.manage')) {
    throw forbidden(`Only a Supreme Admin can ${what} an admin account.`);
  }
}

const adminUsersRoutes: FastifyPluginAsyncTypebox<ContextOptions & { now: () => Date }> = async (
  app,
  { ctx, now },
) => {
  async function findTarget(id: number) {
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'role_id', 'status', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!user) throw notFound('User not found.');
    return user;
  }

  app.get(
    '/api/admin/users/:id',
    {
      config: { access: access.permission('users.view') },
      schema: {
        tags: ['admin'],
        summary:
          "A user with summaries of their jobs, bids, reviews, subscription and the audit trail's latest",
        security: bearer,
        params: IdParams,
        response: { 200: Type.Object({ data: AdminUserDetailSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const id = request.params.id;
      const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      if (!user) throw notFound('User not found.');
      const count = sql<number>`count(*) over ()`.as('total');
      const [role, jobs, bids, reviews, reviewTotals, subscription, audit] = await Promise.all([
        ctx.roles.byId(user.role_id),
        ctx.db
          .selectFrom('jobs')
          .select(['id', 'title', 'status', 'created_at', count])
          .where('customer_id', '=', id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(RECENT)
          .execute(),
        ctx.db
          .selectFrom('bids')
          .select(['id', 'job_id', 'amount_cents', 'status', 'created_at', count])
          .where('provider_id', '=', id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(RECENT)
          .execute(),
        ctx.db
          .selectFrom('reviews')
          .select(['id', 'job_id', 'rating', 'hidden_at', 'created_at'])
          .where((eb) => eb.or([eb('customer_id', '=', id), eb('provider_id', '=', id)]))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(RECENT)
          .execute(),
        ctx.db
          .selectFrom('reviews')
          .select([
            sql<number>`count(*) filter (where customer_id = ${id})::int`.as('written'),
            sql<number>`count(*) filter (where provider_id = ${id})::int`.as('received'),
          ])
          .executeTakeFirstOrThrow(),
        liveSubscription(ctx.db, id, now()),
        ctx.db
          .selectFrom('audit_log')
          .select(['id', 'action', 'actor_id', 'created_at'])
          .where((eb) =>
            eb.or([
              eb('actor_id', '=', id),
              eb.and([eb('subject_type', '=', 'user'), eb('subject_id', '=', id)]),
            ]),
          )
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(20)
          .execute(),
      ]);
      return {
        data: {
          id: user.id,
          name: user.name,
          email: user.email,
          role: { id: user.role_id, name: role?.name ?? 'unknown' },
          status: user.status,
          zip: user.zip,
          phone: user.phone,
          email_verified_at: user.email_verified_at?.toISOString() ?? null,
          deleted_at: user.deleted_at?.toISOString() ?? null,
          created_at: user.created_at.toISOString(),
          jobs: {
            total: Number(jobs[0]?.total ?? 0),
            recent: jobs.map((job) => ({
              id: job.id,
              title: job.title,
              status: job.status,
              created_at: job.created_at.toISOString(),
            })),
          },
          bids: {
            total: Number(bids[0]?.total ?? 0),
            recent: bids.map((bid) => ({
              id: bid.id,
              job_id: bid.job_id,
              amount_cents: bid.amount_cents,
              status: bid.status,
              created_at: bid.created_at.toISOString(),
            })),
          },
          reviews: {
            written: reviewTotals.written,
            received: reviewTotals.received,
            recent: reviews.map((review) => ({
              id: review.id,
              job_id: review.job_id,
              rating: review.rating,
              hidden: review.hidden_at !== null,
              created_at: review.created_at.toISOString(),
            })),
          },
          subscription: subscription
            ? {
                plan: subscription.plan_slug,
                status: subscription.status,
                current_period_end: subscription.current_period_end.toISOString(),
                cancel_at_period_end: subscription.cancel_at_period_end,
              }
            : null,
          audit: audit.map((entry) => ({
            id: entry.id,
            action: entry.action,
            actor_id: entry.actor_id,
            created_at: entry.created_at.toISOString(),
          })),
        },
      };
    },
  );

  for (const [action, status] of [
    ['suspend', 'suspended'],
    ['unsuspend', 'active'],
  ] as const) {
    app.post(
      `/api/admin/users/:id/${action}`,
      {
        config: { access: access.permission('users.suspend') },
        schema: {
          tags: ['admin'],
          summary:
            action === 'suspend'
              ? 'Suspend a user with a reason: sign-in, tokens and refresh sessions stop at once. Only a Supreme Admin may suspend an admin; nobody suspends themselves.'
              : 'Lift a suspension, with a reason',
          security: bearer,
          params: IdParams,
          body: ReasonBody,
          response: { 200: StatusResult, ...errorResponses },
        },
      },
      async (request) => {
        const actor = currentUser(request);
        const target = await findTarget(request.params.id);
        requireManageable(actor, target, action);
        if (target.role_id === ROLE_IDS.supremeAdmin && status === 'suspended') {
          throw forbidden('A Supreme Admin account cannot be suspended.');
        }
        const reason = request.body.reason.trim();
        if (target.status !== status) {
          await ctx.db.transaction().execute(async (trx) => {
            await trx
              .updateTable('users')
              .set({ status, updated_at: now() })
              .where('id', '=', target.id)
              .execute();
            // A live access token already answers 403 (access.ts reads the status); this ends refreshes too.
            if (status === 'suspended') await revokeUserRefreshTokens(trx, target.id);
            await recordAudit(trx, {
              actorId: actor.id,
              action: status === 'suspended' ? 'user.suspend' : 'user.reactivate',
              subjectType: 'user',
              subjectId: target.id,
              details: { from: target.status, to: status, reason },
              ip: request.ip,
            });
          });
        }
        return { data: { id: target.id, status } };
      },
    );
  }

  app.put(
    '/api/admin/users/:id/role',
    {
      config: { access: access.permission('users.suspend') },
      schema: {
        tags: ['admin'],
        summary:
          "Change a user's role. Granting or revoking admin (or Supreme Admin) needs a Supreme Admin; nobody changes their own role.",
        security: bearer,
        params: IdParams,
        body: RoleBody,
        response: {
          200: Type.Object({
            data: Type.Object({
              id: Type.Integer(),
              role: Type.Object({ id: Type.Integer(), name: Type.String() }),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const target = await findTarget(request.params.id);
      const roleId = ROLE_BY_NAME[request.body.role];
      if (roleId === undefined)
        throw new HttpError(422, 'The role is invalid.', { role: ['The role is invalid.'] });
      if (target.id === actor.id) throw forbidden('You cannot change your own role.');
      const touchesAdmin = ADMIN_ROLE_IDS.includes(roleId) || ADMIN_ROLE_IDS.includes(target.role_id);
      if (touchesAdmin && !actor.permissions.includes('admins.manage')) {
        throw forbidden('Only a Supreme Admin can grant or revoke admin roles.');
      }
      if (target.deleted_at !== null) throw new HttpError(409, 'This account was deleted.');
      if (target.role_id !== roleId) {
        await ctx.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({ role_id: roleId, updated_at: now() })
            .where('id', '=', target.id)
            .execute();
          // Tokens carry no role (access.ts reads it per request), but a demoted admin's sessions end anyway.
          if (ADMIN_ROLE_IDS.includes(target.role_id)) await revokeUserRefreshTokens(trx, target.id);
          await recordAudit(trx, {
            actorId: actor.id,
            action: 'user.role_change',
            subjectType: 'user',
            subjectId: target.id,
            details: { from: target.role_id, to: roleId },
            ip: request.ip,
          });
        });
      }
      return { data: { id: target.id, role: { id: roleId, name: request.body.role } } };
    },
  );
};

export default adminUsersRoutes;
