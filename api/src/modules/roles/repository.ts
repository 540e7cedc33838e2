import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const ROLE_IDS = { admin: 1, supremeAdmin: 2, user: 3, provider: 4 } as const;
export type RoleName = 'admin' | 'Supreme Admin' | 'user' | 'provider';
export const ADMIN_ROLES: readonly RoleName[] = ['admin', 'Supreme Admin'];
/** The roles a person may pick when signing up; admin roles are granted, never chosen. */
export const SELF_SERVICE_ROLE_IDS: readonly number[] = [ROLE_IDS.user, ROLE_IDS.provider];

export interface RoleResource {
  id: number;
  name: string;
  guard_name: string;
  permissions: string[];
}

function rolesWithPermissions(db: Kysely<Database>) {
  return db
    .selectFrom('roles')
    .select((eb) => [
      'roles.id',
      'roles.name',
      'roles.guard_name',
      eb
        .selectFrom('role_permissions')
        .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
        .whereRef('role_permissions.role_id', '=', 'roles.id')
        .select(
          sql<string[]>`coalesce(array_agg(permissions.name order by permissions.name), '{}')`.as('names'),
        )
        .as('permissions'),
    ])
    .orderBy('roles.id');
}

export async function listRoles(db: Kysely<Database>): Promise<RoleResource[]> {
  const rows = await rolesWithPermissions(db).execute();
  return rows.map((row) => ({ ...row, permissions: row.permissions ?? [] }));
}

export async function findRole(db: Kysely<Database>, id: number): Promise<RoleResource | null> {
  const row = await rolesWithPermissions(db).where('roles.id', '=', id).executeTakeFirst();
  return row ? { ...row, permissions: row.permissions ?? [] } : null;
}
