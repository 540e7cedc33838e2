import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../../http-errors.js';

/** HttpOnly: no script on the site can read it, so an XSS bug cannot carry the session away. */
export const REFRESH_COOKIE = 'prohive_refresh';
/**
 * Readable by scripts and secret-free: tells the site a refresh cookie may exist, so a signed-out visitor's page
 * load does not call /api/auth/refresh (and log a 401) for nothing. It expires with the refresh token.
 */
export const REFRESH_HINT_COOKIE = 'prohive_refresh_hint';
/** The refresh cookie travels only to /api/auth/refresh and /api/auth/logout, never with product calls. */
export const REFRESH_COOKIE_PATH = '/api/auth';
/**
 * The header the cookie endpoints require. A cross-site form cannot set it, and a cross-site fetch that sets it
 * needs a CORS preflight the api refuses for credentials, so a forged request never reaches the cookie.
 */
export const CSRF_HEADER = 'x-requested-with';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Secure when the browser reached the site over https: the connection's own protocol, or X-Forwarded-Proto
 * when (and only when) the hop that sent it is trusted (Fastify's trustProxy decides `request.protocol`).
 */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function serialize(
  name: string,
  value: string,
  options: { path: string; expires: Date; maxAgeSeconds: number; httpOnly: boolean; secure: boolean },
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Expires=${options.expires.toUTCString()}`,
    // Max-Age wins over Expires in browsers, so a client clock that is off does not shorten the session.
    `Max-Age=${options.maxAgeSeconds}`,
    'SameSite=Lax',
  ];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function setRefreshCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  refresh: { token: string; expiresAt: Date; lifetimeSeconds: number },
): void {
  const secure = isHttps(request);
  const lifetime = { expires: refresh.expiresAt, maxAgeSeconds: refresh.lifetimeSeconds, secure };
  reply.header('set-cookie', [
    serialize(REFRESH_COOKIE, refresh.token, { ...lifetime, path: REFRESH_COOKIE_PATH, httpOnly: true }),
    serialize(REFRESH_HINT_COOKIE, String(refresh.expiresAt.getTime()), {
      ...lifetime,
      path: '/',
      httpOnly: false,
    }),
  ]);
}

export function clearRefreshCookies(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isHttps(request);
  const gone = { expires: new Date(0), maxAgeSeconds: 0, secure };
  reply.header('set-cookie', [
    serialize(REFRESH_COOKIE, '', { ...gone, path: REFRESH_COOKIE_PATH, httpOnly: true }),
    serialize(REFRESH_HINT_COOKIE, '', { ...gone, path: '/', httpOnly: false }),
  ]);
}

export const CSRF_MESSAGE = `This request must be sent by the site (the ${CSRF_HEADER} header is missing).`;

/**
 * Defence in depth on top of SameSite=Lax for the endpoints that act on the cookie: the custom header proves a
 * script on an allowed origin sent it, and Sec-Fetch-Site (when the browser sends it) must not be cross-site.
 */
export function requireSameSiteRequest(request: FastifyRequest): void {
  const marker = request.headers[CSRF_HEADER];
  if (typeof marker !== 'string' || marker.trim() === '') throw forbidden(CSRF_MESSAGE);
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw forbidden('Cross-site requests cannot use the session cookie.');
  }
}
