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

/**
 * Roles and their permissions change only through migrations, yet nearly every response names a role.
 * Holding them for a short while saves a query per request; a minute bounds how stale they can be.
 */
export class RoleCatalog {
  #cached: { roles: RoleResource[]; loadedAt: number } | null = null;
  #loading: Promise<RoleResource[]> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  async all(): Promise<RoleResource[]> {
    if (this.#cached && this.now() - this.#cached.loadedAt < this.ttlMs) return this.#cached.roles;
    // Concurrent misses share one query.
    this.#loading ??= listRoles(this.db)
      .then((roles) => {
        this.#cached = { roles, loadedAt: this.now() };
        return roles;
      })
      .finally(() => {
        this.#loading = null;
      });
    return this.#loading;
  }

  async byId(id: number): Promise<RoleResource | null> {
    return (await this.all()).find((role) => role.id === id) ?? null;
  }
}
