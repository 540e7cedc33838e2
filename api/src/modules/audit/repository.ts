import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  subjectType?: string;
  subjectId?: number;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Who did what to whom: security-relevant events (sign-ins, sign-ups, suspensions) are kept for review. */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      subject_type: entry.subjectType ?? null,
      subject_id: entry.subjectId ?? null,
      details: JSON.stringify(entry.details ?? {}),
      ip: entry.ip ?? null,
    })
    .execute();
}
