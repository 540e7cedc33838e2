import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withdrawPendingBidsOf } from '../bids/index.js';
import { closeJobsOfDeletedAccount } from '../jobs/index.js';
import { endLiveSubscriptions } from '../payments/index.js';
import { revokeSessions } from '../sessions/index.js';

export const PHONE_MESSAGE = 'Enter a valid phone number, e.g. (512) 555-0123 or +44 20 7946 0958.';

/**
 * A phone number as typed (US formats or international with +) in E.164, or null when it cannot be one.
 * US numbers follow the NANP: ten digits, area code and exchange not starting with 0 or 1.
 */
export function normalisePhone(input: string): string | null {
  const text = input.trim();
  if (!/^\+?[0-9\s().-]{7,32}$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) {
    if (digits.startsWith('1')) return isNanp(digits.slice(1)) ? `+${digits}` : null;
    return /^[2-9][0-9]{6,14}$/.test(digits) ? `+${digits}` : null;
  }
  if (digits.length === 11 && digits.startsWith('1')) return isNanp(digits.slice(1)) ? `+${digits}` : null;
  if (digits.length === 10) return isNanp(digits) ? `+1${digits}` : null;
  return null;
}

const isNanp = (tenDigits: string): boolean => /^[2-9][0-9]{2}[2-9][0-9]{6}$/.test(tenDigits);

export const DELETED_NAME = 'Former customer';
export const DELETED_PROVIDER_NAME = 'Former provider';

/**
 * Deletes an account the way a real service must: the row stays (jobs, bids and reviews point at it) but every
 * personal detail is wiped, the email is freed for a new sign-up, no way to sign in remains, every session is
 * revoked, and what the account had running is wound down, by the jobs' and bids' state machines: open and
 * hired jobs cancelled (an open job already past its expiry expires instead; either way their pending bids are
 * declined), pending bids withdrawn, the live subscription cancelled, uploads and saved items removed. Reviews
 * the person wrote stay, signed "Former customer".
 */
export async function deleteAccount(
  trx: Transaction<Database>,
  userId: number,
  now: Date,
  options: { isProvider: boolean } = { isProvider: false },
): Promise<{ stripeSubscriptionIds: string[] }> {
  // Through the two modules' state machines, in this transaction: a failure later rolls them back too.
  await closeJobsOfDeletedAccount(trx, userId, now);
  await withdrawPendingBidsOf(trx, userId, now);
  // Ended here with the rest; the caller cancels the Stripe side after the commit (cancelAtStripe).
  const ended = await endLiveSubscriptions(trx, userId, now);

  await trx.deleteFrom('saved_providers').where('user_id', '=', userId).execute();
  await trx.deleteFrom('saved_providers').where('provider_id', '=', userId).execute();
  await trx.deleteFrom('saved_jobs').where('user_id', '=', userId).execute();
  await trx.deleteFrom('provider_photos').where('provider_id', '=', userId).execute();
  // A business profile keeps its aggregate numbers for past jobs but no longer names anyone; listings skip
  // deleted accounts.
  await trx
    .updateTable('provider_profiles')
    .set({ business_name: DELETED_PROVIDER_NAME, bio: '', response_time_minutes: null, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('users')
    .set({
      name: options.isProvider ? DELETED_PROVIDER_NAME : DELETED_NAME,
      email: `deleted-${userId}@deleted.prohive.invalid`,
      phone: null,
      avatar_url: null,
      avatar_upload_id: null,
      zip: null,
      password_hash: null,
      google_sub: null,
      email_verified_at: null,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
  // Photos, avatars and documents are personal data; certificate rows keep their review history only.
  await trx
    .updateTable('certificates')
    .set({ document_url: null })
    .where('provider_id', '=', userId)
    .execute();
  await trx.deleteFrom('uploads').where('user_id', '=', userId).execute();
  await revokeSessions(trx, userId, null);
  return ended;
}
