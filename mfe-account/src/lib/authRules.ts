// The rules of the sign-in and registration forms (spec §4, §5, §8), kept apart from the components so they
// can be tested without rendering.
import type { Role } from '@prohive/shared';
import { FALLBACK_ROLES, ROLE_NAMES, dashboardPathFor, safeRedirectPath } from '@prohive/shared';
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
