import type { EmailCategory } from '../../db/schema.js';
import { wantsEmail } from '../email-preferences/index.js';
import type { Db } from '../events/index.js';

export interface NewEmail {
  /** The recipient's account; null for mail to an address with no account. */
  userId: number | null;
  to: string;
  category: EmailCategory;
  subject: string;
  text: string;
  html: string;
  /**
   * Unique per email (`bid-accepted:42`): a second enqueue with it is ignored, and the transport is given it
   * (the Message-ID is derived from it) so a resend after a crash is recognisable as the same message.
   */
  idempotencyKey: string;
  /** Not sent before this time (a digest, a reminder). */
  notBefore?: Date;
}

/**
 * Writes an email to the outbox in the caller's transaction; the worker (worker.ts) sends it after commit.
 * Answers false when nothing was queued: the key is already there, or the user turned this category off.
 * The unsubscribe footer and List-Unsubscribe headers of optional categories are added when it is sent.
 */
export async function enqueueEmail(db: Db, input: NewEmail): Promise<boolean> {
  if (input.userId !== null && !(await wantsEmail(db, input.userId, input.category))) return false;
  const inserted = await db
    .insertInto('email_outbox')
    .values({
      user_id: input.userId,
      to_address: input.to,
      category: input.category,
      subject: input.subject,
      text_body: input.text,
      html_body: input.html,
      idempotency_key: input.idempotencyKey,
      ...(input.notBefore ? { next_attempt_at: input.notBefore } : {}),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
