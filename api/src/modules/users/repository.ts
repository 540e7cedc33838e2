import { sql, type Kysely } from 'kysely';
import type {
  CertificateKind,
  CertificateStatus,
  Database,
  NewUser,
  PlanLimits,
  UserRow,
  UserStatus,
} from '../../db/schema.js';
import type { RoleResource } from '../roles/index.js';
import { liveSubscription } from '../subscriptions/index.js';

export interface UserResource {
  id: number;
  name: string;
  email: string;
  role: RoleResource;
  current_subscription: {
    plan: { id: number; slug: string; name: string; limits: PlanLimits };
    status: string;
    current_period_end: string;
    cancel_at_period_end: boolean;
  } | null;
  certificates_status: Record<CertificateKind, CertificateStatus | 'none'>;
  avatar: string | null;
  zip: string | null;
  /** E.164, or null. */
  phone: string | null;
}

export type DbExecutor = Kysely<Database>;

export function findUserById(db: DbExecutor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: DbExecutor, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findUserByGoogleSubject(db: DbExecutor, subject: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('google_sub', '=', subject).executeTakeFirst();
}

export class EmailTakenError extends Error {
  constructor() {
    super('The email has already been taken.');
    this.name = 'EmailTakenError';
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const candidate = error as { code?: unknown; constraint?: unknown; message?: unknown };
  return (
    candidate?.code === '23505' &&
    (candidate.constraint === constraint || String(candidate.message ?? '').includes(constraint))
  );
}

export async function insertUser(db: DbExecutor, user: NewUser): Promise<UserRow> {
  try {
    return await db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw new EmailTakenError();
    throw error;
  }
}

export async function setUserStatus(db: DbExecutor, id: number, status: UserStatus): Promise<void> {
  await db
    .updateTable('users')
    .set({ status, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** The user object every identity response returns (spec §3: role, current_subscription, certificates). */
export async function loadUserResource(
  db: DbExecutor,
  user: UserRow,
  role: RoleResource,
): Promise<UserResource> {
  const [subscription, certificates] = await Promise.all([
    liveSubscription(db, user.id),
    db
      .selectFrom('certificates')
      .select(['kind', 'status'])
      .distinctOn('kind')
      .where('provider_id', '=', user.id)
      .orderBy('kind')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);

  const certificates_status: UserResource['certificates_status'] = {
    license: 'none',
    insurance: 'none',
    background: 'none',
  };
  for (const certificate of certificates) certificates_status[certificate.kind] = certificate.status;

  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role,
    current_subscription: subscription
      ? {
          plan: {
            id: subscription.plan_id,
            slug: subscription.plan_slug,
            name: subscription.plan_name,
            limits: subscription.plan_limits,
          },
          status: subscription.status,
          current_period_end: subscription.current_period_end.toISOString(),
          cancel_at_period_end: subscription.cancel_at_period_end,
        }
      : null,
    certificates_status,
    avatar: user.avatar_url,
    zip: user.zip,
    phone: user.phone,
  };
}
