import type { EmailCategory } from '../../db/schema.js';
import type { Db } from '../events/index.js';

/** The categories a user may turn off; `account` mail (security, receipts) always goes out. */
export type OptionalEmailCategory = Exclude<EmailCategory, 'account'>;
export const OPTIONAL_EMAIL_CATEGORIES: readonly OptionalEmailCategory[] = ['bids', 'messages', 'job_alerts'];

export type EmailPreferences = Record<OptionalEmailCategory, boolean>;

const ALL_ON: EmailPreferences = { bids: true, messages: true, job_alerts: true };

export function isOptionalCategory(category: string): category is OptionalEmailCategory {
  return (OPTIONAL_EMAIL_CATEGORIES as readonly string[]).includes(category);
}

export async function emailPreferences(db: Db, userId: number): Promise<EmailPreferences> {
  const row = await db
    .selectFrom('email_preferences')
    .select(['bids', 'messages', 'job_alerts'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? { ...ALL_ON };
}

export async function saveEmailPreferences(
  db: Db,
  userId: number,
  changes: Partial<EmailPreferences>,
): Promise<EmailPreferences> {
  const values = { ...(await emailPreferences(db, userId)), ...changes };
  await db
    .insertInto('email_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
  return values;
}

/** Whether mail of this category may go to the user (account mail always may). */
export async function wantsEmail(db: Db, userId: number, category: EmailCategory): Promise<boolean> {
  if (!isOptionalCategory(category)) return true;
  return (await emailPreferences(db, userId))[category];
}
