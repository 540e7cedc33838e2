import type { Role } from '../api/types';

/** Spec §6 role names. The roles service also calls a customer `customer`. */
export const ROLE_NAMES = {
  admin: 'admin',
  supremeAdmin: 'Supreme Admin',
  user: 'user',
  customer: 'customer',
  provider: 'provider',
} as const;

export const CUSTOMER_ROLE_NAMES: readonly string[] = [ROLE_NAMES.user, ROLE_NAMES.customer];
export const ADMIN_ROLE_NAMES: readonly string[] = [ROLE_NAMES.admin, ROLE_NAMES.supremeAdmin];
export const PROVIDER_ROLE_NAMES: readonly string[] = [ROLE_NAMES.provider];

/** Spec §3: used when the public roles call fails. */
export const FALLBACK_ROLES: readonly Role[] = Object.freeze([
  { id: 1, name: ROLE_NAMES.admin, guard_name: 'web' },
  { id: 2, name: ROLE_NAMES.supremeAdmin, guard_name: 'web' },
  { id: 3, name: ROLE_NAMES.user, guard_name: 'web' },
  { id: 4, name: ROLE_NAMES.provider, guard_name: 'web' },
]);

/** Spec §8: the roles could not be loaded even from the fallback. */
export const ROLES_FETCH_ERROR = 'Failed to fetch user roles';

/** Spec §2 dashboards by role. */
export const DASHBOARD_PATHS = {
  customer: '/customer/dashboard',
  provider: '/provider/dashboard',
  admin: '/admin',
  none: '/',
} as const;
