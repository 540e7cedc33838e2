import type { Role } from '../api/types';
import { ADMIN_ROLE_NAMES, CUSTOMER_ROLE_NAMES, DASHBOARD_PATHS, PROVIDER_ROLE_NAMES } from './constants';

export interface RoleFlags {
  isProvider: boolean;
  isCustomer: boolean;
  isAdmin: boolean;
}

type Named = Pick<Role, 'name'>;

/** Anything with an optional role, like the session user. */
export interface WithRole {
  role?: Named | null;
}

const NO_FLAGS: RoleFlags = Object.freeze({ isProvider: false, isCustomer: false, isAdmin: false });

/**
 * Spec §6: a flag is true only when the visitor is authenticated and the user's role, by name, is one of the
 * flag's names and appears in the role list from the public roles call.
 */
export function roleFlagsFor(
  user: WithRole | null | undefined,
  roles: readonly Named[],
  isAuthenticated: boolean,
): RoleFlags {
  const name = user?.role?.name;
  if (!isAuthenticated || !name || !roles.some((role) => role.name === name)) return NO_FLAGS;
  return {
    isProvider: PROVIDER_ROLE_NAMES.includes(name),
    isCustomer: CUSTOMER_ROLE_NAMES.includes(name),
    isAdmin: ADMIN_ROLE_NAMES.includes(name),
  };
}

function dashboardForRoleName(name: string): string {
  if (CUSTOMER_ROLE_NAMES.includes(name)) return DASHBOARD_PATHS.customer;
  if (PROVIDER_ROLE_NAMES.includes(name)) return DASHBOARD_PATHS.provider;
  if (ADMIN_ROLE_NAMES.includes(name)) return DASHBOARD_PATHS.admin;
  return DASHBOARD_PATHS.none;
}

/**
 * Spec §2: the dashboard for a user's role object. Without one, the roles held (`heldRoles`) are checked in the
 * order provider, customer, admin/Supreme Admin; otherwise '/'.
 */
export function dashboardPathFor(
  user: WithRole | null | undefined,
  heldRoles: readonly (string | Named)[] = [],
): string {
  if (user?.role) return dashboardForRoleName(user.role.name);
  const held = new Set(heldRoles.map((role) => (typeof role === 'string' ? role : role.name)));
  const holdsAny = (names: readonly string[]) => names.some((name) => held.has(name));
  if (holdsAny(PROVIDER_ROLE_NAMES)) return DASHBOARD_PATHS.provider;
  if (holdsAny(CUSTOMER_ROLE_NAMES)) return DASHBOARD_PATHS.customer;
  if (holdsAny(ADMIN_ROLE_NAMES)) return DASHBOARD_PATHS.admin;
  return DASHBOARD_PATHS.none;
}
