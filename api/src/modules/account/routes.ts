import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Updateable } from 'kysely';
import type { ContextOptions } from '../../context.js';
import type { UsersTable } from '../../db/schema.js';
import { forbidden, tooManyAttempts, unauthenticated, validationFailed } from '../../http-errors.js';
import { access, currentUser } from '../../plugins/access.js';
import { AttemptLimiter } from '../../lib/attempt-limiter.js';
import {
  PASSWORD_MAX_LENGTH as MAX_PASSWORD,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
} from '../../lib/password-policy.js';
import { recordAudit } from '../audit/index.js';
import { placeDirectory } from '../locations/index.js';
import { ROLE_IDS } from '../roles/index.js';
import { ownedUploads, thumbUrl } from '../uploads/index.js';
import { cancelAtStripe } from '../payments/index.js';
import { revokeSessions } from '../sessions/index.js';
import { deleteAccount, normalisePhone, PHONE_MESSAGE } from './service.js';
import { findUserById, loadUserResource, UserSchema } from '../users/index.js';
import { ErrorSchema } from '../../lib/schemas.js';

const UpdateMeBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 120 })),
    phone: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
    zip: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
    avatar_upload_id: Type.Optional(
      Type.Union([
        Type.String({ format: 'uuid', errorMessage: 'The avatar upload id is invalid.' }),
        Type.Null(),
      ]),
    ),
  },
  { additionalProperties: false },
);

const ChangePasswordBody = Type.Object(
  {
    current_password: Type.Optional(Type.String({ maxLength: MAX_PASSWORD })),
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: MAX_PASSWORD }),
    password_confirmation: Type.String({ maxLength: MAX_PASSWORD }),
  },
  { additionalProperties: false },
);

const DeleteMeBody = Type.Object(
  {
    password: Type.Optional(Type.String({ maxLength: MAX_PASSWORD })),
    confirm: Type.String({ maxLength: 20 }),
  },
  { additionalProperties: false },
);

const errorResponses = { 401: ErrorSchema, 403: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema };

/** Wrong current passwords per account per 15 minutes: a stolen session cannot guess its way to the password. */
const PASSWORD_GUESSES = { max: 10, windowSeconds: 900 };

const meRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  const wrongPasswords = new AttemptLimiter(PASSWORD_GUESSES, {
    store: ctx.counters,
    name: 'password-confirm',
  });

  /** Checks a password the account must confirm; counts failures per account. */
  async function confirmPassword(userId: number, hash: string, given: string | undefined, field: string) {
    const gate = await wrongPasswords.check(String(userId));
    if (!gate.allowed) throw tooManyAttempts(gate.retryAfterSeconds);
    if (!given) throw validationFailed({ [field]: ['Enter your current password.'] });
    if (!(await ctx.passwords.verify(hash, given))) {
      await wrongPasswords.hit(String(userId));
      throw validationFailed({ [field]: ['The password is incorrect.'] });
    }
    await wrongPasswords.reset(String(userId));
  }

  app.patch(
    '/api/me',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['me'],
        summary:
          'Update your name, phone (US or +international, stored as E.164), ZIP (a real US ZIP) or avatar ' +
          '(an avatar upload of yours; null removes it). An empty phone or ZIP clears it.',
        security: [{ bearerAuth: [] }],
        body: UpdateMeBody,
        response: { 200: Type.Object({ data: UserSchema }), ...errorResponses },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const body = request.body ?? {};
      const changes: Updateable<UsersTable> = {};
      const errors: Record<string, string[]> = {};

      if (body.name !== undefined) {
        const name = body.name.trim();
        if (name.length === 0) errors.name = ['The name field is required.'];
        else changes.name = name;
      }
      if (body.phone !== undefined) {
        const raw = body.phone?.trim() ?? '';
        if (raw === '') changes.phone = null;
        else {
          const phone = normalisePhone(raw);
          if (phone) changes.phone = phone;
          else errors.phone = [PHONE_MESSAGE];
        }
      }
      if (body.zip !== undefined) {
        const raw = body.zip?.trim() ?? '';
        if (raw === '') changes.zip = null;
        else if (/^[0-9]{5}$/.test(raw) && placeDirectory().zip(raw)) changes.zip = raw;
        else errors.zip = ['Enter a valid US ZIP code'];
      }
      if (body.avatar_upload_id !== undefined) {
        if (body.avatar_upload_id === null) {
          changes.avatar_upload_id = null;
          changes.avatar_url = null;
        } else {
          const [avatar] = await ownedUploads(ctx.db, actor.id, 'avatar', [body.avatar_upload_id]);
          if (!avatar) errors.avatar_upload_id = ['Upload the picture first (an avatar upload of yours).'];
          else {
            changes.avatar_upload_id = avatar.id;
            changes.avatar_url = thumbUrl(avatar.id);
          }
        }
      }
      if (Object.keys(errors).length > 0) throw validationFailed(errors);

      const user = await ctx.db.transaction().execute(async (trx) => {
        const updated =
          Object.keys(changes).length === 0
            ? await trx.selectFrom('users').selectAll().where('id', '=', actor.id).executeTakeFirstOrThrow()
            : await trx
                .updateTable('users')
                .set({ ...changes, updated_at: sql<Date>`now()` })
                .where('id', '=', actor.id)
                .returningAll()
                .executeTakeFirstOrThrow();
        if (Object.keys(changes).length > 0) {
          await recordAudit(trx, {
            actorId: actor.id,
            action: 'user.profile.update',
            subjectType: 'user',
            subjectId: actor.id,
            // Which fields changed, never their values (the log is not a second copy of personal data).
            details: { fields: Object.keys(changes).filter((key) => key !== 'avatar_url') },
            ip: request.ip,
          });
        }
        return updated;
      });
      const role = await ctx.roles.byId(user.role_id);
      if (!role) throw unauthenticated();
      return { data: await loadUserResource(ctx.db, user, role) };
    },
  );

  app.post(
    '/api/me/password',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['me'],
        summary:
          'Change your password (8–256 characters, not one of the 10,000 most common, not your email or name). An account that only signs in with Google may set one without ' +
          'current_password. Every other session is signed out.',
        security: [{ bearerAuth: [] }],
        body: ChangePasswordBody,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      const user = await findUserById(ctx.db, auth.user.id);
      if (!user) throw unauthenticated();
      const body = request.body;
      if (user.password_hash) {
        await confirmPassword(user.id, user.password_hash, body.current_password, 'current_password');
      }
      if (body.password !== body.password_confirmation) {
        throw validationFailed({ password: ['The password field confirmation does not match.'] });
      }
      const problems = passwordProblems(body.password, { email: user.email, name: user.name });
      if (problems.length > 0) throw validationFailed({ password: problems });
      const hash = await ctx.passwords.hash(body.password);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: hash, updated_at: sql<Date>`now()` })
          .where('id', '=', user.id)
          .execute();
        await revokeSessions(trx, user.id, auth.tokenId);
        await recordAudit(trx, {
          actorId: user.id,
          action: user.password_hash ? 'user.password.change' : 'user.password.set',
          subjectType: 'user',
          subjectId: user.id,
          ip: request.ip,
        });
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/me',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['me'],
        summary:
          'Delete your account: confirm "DELETE" (and your password when the account has one). Personal data is ' +
          'wiped, the email freed, sessions revoked, open jobs cancelled, pending bids withdrawn and a live ' +
          'subscription cancelled; reviews stay as "Former customer".',
        security: [{ bearerAuth: [] }],
        body: DeleteMeBody,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      if (actor.roleId === ROLE_IDS.supremeAdmin) {
        throw forbidden('A Supreme Admin account cannot be deleted.');
      }
      const user = await findUserById(ctx.db, actor.id);
      if (!user) throw unauthenticated();
      if (request.body.confirm !== 'DELETE') {
        throw validationFailed({ confirm: ['Type DELETE to confirm.'] });
      }
      if (user.password_hash) {
        await confirmPassword(user.id, user.password_hash, request.body.password, 'password');
      }
      const ended = await ctx.db.transaction().execute(async (trx) => {
        const result = await deleteAccount(trx, user.id, new Date(), {
          isProvider: user.role_id === ROLE_IDS.provider,
        });
        await recordAudit(trx, {
          actorId: user.id,
          action: 'user.delete',
          subjectType: 'user',
          subjectId: user.id,
          details: { role_id: user.role_id },
          ip: request.ip,
        });
        return result;
      });
      // After the commit, so a Stripe outage never blocks a deletion; failures are logged for an operator.
      await cancelAtStripe(ctx.config, ended.stripeSubscriptionIds, request.log);
      return reply.code(204).send(null);
    },
  );
};

export default meRoutes;
