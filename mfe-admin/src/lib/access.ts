import { ADMIN_ROLE_NAMES, ROLE_NAMES, type AuthUser } from '@prohive/shared';

type WithRoleName = Pick<AuthUser, 'role'>;

/** Spec §6: the admin area is for the roles admin and Supreme Admin. The api checks the same on every call. */
export function isAdminUser(user: WithRoleName | null): boolean {
  return !!user && ADMIN_ROLE_NAMES.includes(user.role.name);
}

/** Only a Supreme Admin grants or revokes admin (the api refuses anyone else). */
export function isSupremeAdmin(user: WithRoleName | null): boolean {
  return !!user && user.role.name === ROLE_NAMES.supremeAdmin;
}
