// The rules of the sign-in and registration forms (spec §4, §5, §8), kept apart from the components so they
// can be tested without rendering.
import type { Role } from '@prohive/shared';
import { FALLBACK_ROLES, ROLE_NAMES, dashboardPathFor } from '@prohive/shared';
import type { AuthUser } from '@prohive/shared';

/** Spec §8, word for word. */
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your credentials and try again.';
export const SIGNUP_FAILED_MESSAGE = 'Signup failed. Please try again later.';
export const GOOGLE_FAILED_MESSAGE = 'Google authentication failed. Please try again.';

export type SignupRole = 'customer' | 'provider';

/** Spec §5: the name sent is what was typed before any '@' (people often type their email as their name). */
export function registrationName(entered: string): string {
  return entered.split('@')[0]!.trim();
}

/**
 * The role id to register with: looked up by name in the roles loaded from the api (a customer is the role
 * `user`, or `customer` where the api names it so), else the spec's fallback roles.
 */
export function roleIdFor(role: SignupRole, loaded: readonly Role[]): number {
  const names: readonly string[] =
    role === 'provider' ? [ROLE_NAMES.provider] : [ROLE_NAMES.user, ROLE_NAMES.customer];
  const match = [...loaded, ...FALLBACK_ROLES].find((candidate) => names.includes(candidate.name));
  // FALLBACK_ROLES always holds `user` and `provider`, so a match exists.
  return match!.id;
}

// Browsers drop tabs and newlines from URLs and treat a backslash like a slash, so `/\t/evil.example` and
// `/\\evil.example` both become `//evil.example`: another site. Whitespace and control characters are ignored when
// judging where a candidate starts.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORED_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f]/g;
// A stand-in origin to resolve candidates against; whatever leaves it would leave the real site too.
const PROBE_ORIGIN = 'https://prohive.invalid';
const MAX_DECODE_ROUNDS = 4;

function startsAsLocalPath(layer: string): boolean {
  const squeezed = layer.replace(IGNORED_BY_BROWSERS, '');
  return squeezed.startsWith('/') && squeezed[1] !== '/' && squeezed[1] !== '\\';
}

/**
 * A redirect target that stays on this site, normalised (`/jobs?page=2#top`), or null. Only a path is accepted —
 * no scheme (`https:`, `javascript:`), no protocol-relative `//host`, no `/\host` — and the same holds for every
 * percent-decoded form of it, so an encoded variant that some later hop decodes cannot escape either.
 */
export function safeRedirectPath(candidate: string | null | undefined): string | null {
  if (!candidate?.startsWith('/')) return null;
  let layer = candidate;
  for (let round = 0; ; round += 1) {
    if (!startsAsLocalPath(layer)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      // A malformed escape could hide anything from this check; a real link never carries one.
      return null;
    }
    if (decoded === layer) break;
    // Layer upon layer of encoding is an attack, not a link.
    if (round === MAX_DECODE_ROUNDS) return null;
    layer = decoded;
  }
  let resolved: URL;
  try {
    resolved = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** Where a signed-in user must not be sent back to: the sign-in page itself would only loop. */
const isAuthPage = (path: string) =>
  path === '/auth' || path.startsWith('/auth?') || path.startsWith('/auth#') || path.startsWith('/auth/');

/**
 * Spec §4: after signing in, go to the given redirect (the `redirect` query parameter, else the previousPage
 * cookie left by the shell), else the dashboard of the user's role. Only paths on this site are followed.
 */
export function destinationAfterAuth(
  user: Pick<AuthUser, 'role'>,
  redirectParam: string | null,
  previousPage: string | null,
): string {
  for (const candidate of [redirectParam, previousPage]) {
    const path = safeRedirectPath(candidate);
    if (path && !isAuthPage(path)) return path;
  }
  return dashboardPathFor(user);
}

/** The three ids checkout needs, as a plan's subscribe link carries them. */
export interface CheckoutIds {
  planId: string;
  priceId: string;
  productId: string;
}

/**
 * Spec §4/§5: checkout after registration only when the query has `redirectToStripe=true` and all three ids;
 * otherwise null (the normal redirect-or-dashboard flow).
 */
export function checkoutIdsFrom(params: URLSearchParams): CheckoutIds | null {
  if (params.get('redirectToStripe') !== 'true') return null;
  const [planId, priceId, productId] = (['planId', 'priceId', 'productId'] as const).map(
    (key) => params.get(key)?.trim() ?? '',
  );
  if (!planId || !priceId || !productId) return null;
  return { planId, priceId, productId };
}

/** The query that asks for checkout with these ids (the same one the plans page builds). */
export function checkoutQuery(ids: CheckoutIds): string {
  return new URLSearchParams({ redirectToStripe: 'true', ...ids }).toString();
}
