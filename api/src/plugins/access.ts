import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database, UserStatus } from '../db/schema.js';
import { forbidden, HttpError, unauthenticated } from '../http-errors.js';
import { InvalidTokenError, type AccessTokens } from '../modules/auth/index.js';
import type { RoleCatalog, RoleName } from '../modules/roles/index.js';

/**
 * What a route requires of its caller. Every route under /api declares one (the app refuses to start
 * otherwise) and this plugin enforces it, so a forgotten check is a boot failure rather than an open door.
 */
export type AccessPolicy =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'roles'; roles: readonly RoleName[] }
  /** Holds this permission (roles.permissions, migration 0002): the admin area's checks read as what they allow. */
  | { kind: 'permission'; permission: string }
  | {
      kind: 'owner';
      /** The id of the user who owns the resource the request names, or null when there is no such resource. */
      ownerOf: (request: FastifyRequest) => Promise<number | null> | number | null;
      /** Roles that may act on anyone's resource. */
      orRoles: readonly RoleName[];
    };

export const access = {
  public: (): AccessPolicy => ({ kind: 'public' }),
  signedIn: (): AccessPolicy => ({ kind: 'signed-in' }),
  roles: (...roles: RoleName[]): AccessPolicy => ({ kind: 'roles', roles }),
  permission: (permission: string): AccessPolicy => ({ kind: 'permission', permission }),
  owner: (
    ownerOf: (request: FastifyRequest) => Promise<number | null> | number | null,
    orRoles: RoleName[] = [],
  ): AccessPolicy => ({
    kind: 'owner',
    ownerOf,
    orRoles,
  }),
};

export interface AuthenticatedUser {
  id: number;
  roleId: number;
  roleName: string;
  status: UserStatus;
  permissions: string[];
}

export interface RequestAuth {
  user: AuthenticatedUser;
  tokenId: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

/** Routes served by third-party plugins (the OpenAPI UI) that are public by nature. */
const PUBLIC_PLUGIN_PREFIXES = ['/api/docs'];

export interface AccessPluginOptions {
  db: Kysely<Database>;
  tokens: AccessTokens;
  roles: RoleCatalog;
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i;

async function authenticate(request: FastifyRequest, options: AccessPluginOptions): Promise<RequestAuth> {
  const header = request.headers.authorization;
  const match = header ? BEARER.exec(header) : null;
  if (!match?.[1]) throw unauthenticated();

  let claims;
  try {
    claims = await options.tokens.verify(match[1]);
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      throw unauthenticated(
        error.reason === 'expired' ? 'Your session has expired. Please sign in again.' : 'Unauthenticated.',
      );
    }
    throw error;
  }

  // One indexed lookup per request: suspension and logout take effect at once, not when the token expires.
  const row = await options.db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.role_id',
      'users.status',
      eb
        .exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', claims.tokenId))
        .as('revoked'),
    ])
    .where('users.id', '=', claims.userId)
    .executeTakeFirst();

  // A deleted account or a token signed out with /api/logout is no session at all.
  if (!row || row.revoked) throw unauthenticated();
  if (row.status === 'suspended') throw forbidden('Your account has been suspended.');
  const role = await options.roles.byId(row.role_id);
  if (!role) throw unauthenticated();

  return {
    user: {
      id: row.id,
      roleId: row.role_id,
      roleName: role.name,
      status: row.status,
      permissions: role.permissions,
    },
    tokenId: claims.tokenId,
    expiresAt: claims.expiresAt,
  };
}

function requireRole(auth: RequestAuth, roles: readonly RoleName[]): void {
  if (!roles.includes(auth.user.roleName as RoleName)) throw forbidden();
}

async function accessPlugin(app: FastifyInstance, options: AccessPluginOptions): Promise<void> {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (PUBLIC_PLUGIN_PREFIXES.some((prefix) => route.url.startsWith(prefix))) return;
    const policy = route.config?.access;
    if (!policy) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no access policy (config.access).`,
      );
    }
    if (policy.kind === 'public') return;

    // Who the caller is (and their role) is settled before the body is read or validated: a stranger
    // learns nothing about a protected route's input rules.
    const identify: onRequestHookHandler = async (request) => {
      request.auth = await authenticate(request, options);
      if (policy.kind === 'roles') requireRole(request.auth, policy.roles);
      if (policy.kind === 'permission' && !request.auth.user.permissions.includes(policy.permission)) {
        throw forbidden();
      }
    };
    route.onRequest = [...toArray(route.onRequest), identify];

    if (policy.kind === 'owner') {
      // Ownership needs the validated path parameters, so it runs after validation.
      const checkOwner: preHandlerHookHandler = async (request) => {
        const auth = request.auth;
        if (!auth) throw unauthenticated();
        if (policy.orRoles.includes(auth.user.roleName as RoleName)) return;
        const ownerId = await policy.ownerOf(request);
        // A missing resource and someone else's resource answer alike, so ids cannot be probed.
        if (ownerId === null || ownerId !== auth.user.id) throw new HttpError(404, 'Not found.');
      };
      route.preHandler = [...toArray(route.preHandler), checkOwner];
    }
  });
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export default fp(accessPlugin, { name: 'prohive-access', fastify: '5.x' });

/** The signed-in caller of a route whose policy requires one. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw unauthenticated();
  return request.auth.user;
}
