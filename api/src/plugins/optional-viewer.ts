import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { InvalidTokenError } from '../modules/auth/index.js';

export interface Viewer {
  id: number;
  roleName: string;
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i;

/**
 * Who is looking at a public page, when they say so. A public route answers everyone; a valid token only adds
 * what that person may see (their bid, the exact address of their own job). A bad, expired, revoked or
 * suspended token is treated as no token: the page stays public, it does not turn into a 401.
 */
export async function optionalViewer(request: FastifyRequest, ctx: AppContext): Promise<Viewer | null> {
  if (request.auth) return { id: request.auth.user.id, roleName: request.auth.user.roleName };
  const header = request.headers.authorization;
  const match = header ? BEARER.exec(header) : null;
  if (!match?.[1]) return null;
  let userId: number;
  let tokenId: string;
  try {
    ({ userId, tokenId } = await ctx.tokens.verify(match[1]));
  } catch (error) {
    if (error instanceof InvalidTokenError) return null;
    throw error;
  }
  const row = await ctx.db
    .selectFrom('users')
    .select((eb) => [
      'users.role_id',
      'users.status',
      eb.exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', tokenId)).as('revoked'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row || row.revoked || row.status !== 'active') return null;
  const role = await ctx.roles.byId(row.role_id);
  return role ? { id: userId, roleName: role.name } : null;
}

export const isAdmin = (viewer: Viewer | null): boolean =>
  viewer !== null && (viewer.roleName === 'admin' || viewer.roleName === 'Supreme Admin');
