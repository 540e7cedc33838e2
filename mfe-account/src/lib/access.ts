import { ADMIN_ROLE_NAMES, CUSTOMER_ROLE_NAMES, PROVIDER_ROLE_NAMES, type AuthUser } from '@prohive/shared';

export const AUTH_PATH = '/auth';

export type AccountKind = 'customer' | 'provider' | 'admin' | 'other';

export function accountKindOf(user: Pick<AuthUser, 'role'>): AccountKind {
  const name = user.role.name;
  if (PROVIDER_ROLE_NAMES.includes(name)) return 'provider';
  if (CUSTOMER_ROLE_NAMES.includes(name)) return 'customer';
  if (ADMIN_ROLE_NAMES.includes(name)) return 'admin';
  return 'other';
}
