import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOptions } from '../../context.js';
import { unauthenticated } from '../../http-errors.js';
import { access } from '../../plugins/access.js';
import { findUserById, loadUserResource } from '../users/index.js';
import { ErrorSchema } from '../../lib/schemas.js';
import { UserSchema } from '../users/index.js';
import {
  clearRefreshCookies,
  readCookie,
  REFRESH_COOKIE,
  requireSameSiteRequest,
  setRefreshCookies,
} from './refresh-cookie.js';
import { GoogleBody, LoginBody, RefreshResponse, RegisterBody, SessionResponse } from './schemas.js';
import { RefreshRefused, type OpenedSession } from './service.js';

const clientErrors = { 401: ErrorSchema, 403: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema };

const authRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  /** The refresh token goes into its HttpOnly cookie; the JSON body keeps the spec's shape. */
  const withCookie = (request: FastifyRequest, reply: FastifyReply, opened: OpenedSession) => {
    setRefreshCookies(request, reply, {
      ...opened.refresh,
      lifetimeSeconds: ctx.config.refreshTtlSeconds,
    });
    return opened.body;
  };

  app.post(
    '/api/register',
    {
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary:
          'Create a customer (roleId 3) or provider (roleId 4) account and sign in. The password: 8–256 characters, ' +
          'not one of the 10,000 most common, not the email, its part before @ or the name (422 errors.password).',
        body: RegisterBody,
        response: { 201: SessionResponse, ...clientErrors },
      },
    },
    async (request, reply) => {
      const session = await ctx.sessions.register(request.body, request.ip);
      return reply.code(201).send(withCookie(request, reply, session));
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
    async (request, reply) =>
      withCookie(
        request,
        reply,
        await ctx.sessions.login(request.body.email, request.body.password, request.ip),
      ),
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
      return reply.code(created ? 201 : 200).send(withCookie(request, reply, session));
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
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      await ctx.sessions.logout(auth.user.id, auth.tokenId, auth.expiresAt);
      // A response may clear a cookie of another path, so this works without the cookie being sent here.
      clearRefreshCookies(request, reply);
      return { message: 'Logged out successfully' };
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      // The refresh cookie is the credential here; the route checks it itself.
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary:
          'Trade the HttpOnly refresh cookie for a new access token; the cookie is rotated (send X-Requested-With)',
        response: { 200: RefreshResponse, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      requireSameSiteRequest(request);
      try {
        const opened = await ctx.sessions.refresh(readCookie(request, REFRESH_COOKIE));
        const body = withCookie(request, reply, opened);
        return { ...body, token_type: 'Bearer' as const, expires_at: opened.accessExpiresAt.toISOString() };
      } catch (error) {
        // Whatever went wrong, the browser should stop presenting this cookie.
        clearRefreshCookies(request, reply);
        if (error instanceof RefreshRefused) throw unauthenticated(error.message);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    {
      // Signing out must work when the access token has already expired, so the cookie is enough.
      config: { access: access.public() },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session of the refresh cookie and clear it (send X-Requested-With)',
        response: { 200: Type.Object({ message: Type.String() }), 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      requireSameSiteRequest(request);
      await ctx.sessions.logoutByRefreshToken(readCookie(request, REFRESH_COOKIE));
      // A live bearer sent along is revoked too, in case it came from a session without a cookie.
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const claims = bearer ? await ctx.tokens.verify(bearer).catch(() => null) : null;
      if (claims) await ctx.sessions.logout(claims.userId, claims.tokenId, claims.expiresAt);
      clearRefreshCookies(request, reply);
      return { message: 'Logged out successfully' };
    },
  );
};

export default authRoutes;
