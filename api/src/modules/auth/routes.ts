import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../../context.js';
import { unauthenticated } from '../../http-errors.js';
import { access } from '../../plugins/access.js';
import { findUserById, loadUserResource } from '../users/repository.js';
import { ErrorSchema } from '../../lib/schemas.js';
import { UserSchema } from '../users/schemas.js';
import { GoogleBody, LoginBody, RegisterBody, SessionResponse } from './schemas.js';

const clientErrors = { 401: ErrorSchema, 403: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema };

const authRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  app.post(
    '/api/register',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Create a customer (roleId 3) or provider (roleId 4) account and sign in',
        body: RegisterBody,
        response: { 201: SessionResponse, ...clientErrors },
      },
    },
    async (request, reply) => {
      const session = await ctx.sessions.register(request.body, request.ip);
      return reply.code(201).send(session);
    },
  );

  app.post(
    '/api/login',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: LoginBody,
        response: { 200: SessionResponse, ...clientErrors },
      },
    },
    async (request) => ctx.sessions.login(request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/api/auth/google',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token; creates (with roleId) or links the account',
        body: GoogleBody,
        response: { 200: SessionResponse, 201: SessionResponse, ...clientErrors, 503: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { session, created } = await ctx.sessions.google(
        request.body.id_token,
        request.body.roleId,
        request.ip,
      );
      return reply.code(created ? 201 : 200).send(session);
    },
  );

  app.get(
    '/api/me',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Object({ data: UserSchema }), 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request) => {
      const auth = request.auth;
      const user = auth ? await findUserById(ctx.db, auth.user.id) : undefined;
      const role = user ? await ctx.roles.byId(user.role_id) : null;
      if (!user || !role) throw unauthenticated();
      return { data: await loadUserResource(ctx.db, user, role) };
    },
  );

  app.post(
    '/api/logout',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the access token used for this request',
        security: [{ bearerAuth: [] }],
        response: { 200: Type.Object({ message: Type.String() }), 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      await ctx.sessions.logout(auth.user.id, auth.tokenId, auth.expiresAt);
      return { message: 'Logged out successfully' };
    },
  );
};

export default authRoutes;
