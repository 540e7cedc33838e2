import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema.js';

/**
 * Demo data of the people module (owner: api-people): contact phones and a few saved items for the demo
 * customer, so /saved and the provider contact details have something to show. Deterministic: it picks rows
 * by stable orderings of what the main seed wrote. Phones use 555-0100..0199, the range reserved for fiction.
 */
export async function seedPeople(
  trx: Transaction<Database>,
  accounts: { customerId: number; providerId: number },
): Promise<void> {
  await sql`
    update users set phone = '+1512555' || lpad((100 + id % 100)::text, 4, '0')
    where phone is null and role_id = 4
  `.execute(trx);
  await trx
    .updateTable('users')
    .set({ phone: '+15125550142' })
    .where('id', '=', accounts.customerId)
    .execute();

  const favourites = await trx
    .selectFrom('provider_profiles')
    .select('user_id')
    .where('user_id', '<>', accounts.providerId)
    .where('state', '=', 'TX')
    .orderBy('rating_average', 'desc')
    .orderBy('review_count', 'desc')
    .orderBy('user_id')
    .limit(3)
    .execute();
  if (favourites.length > 0) {
    await trx
      .insertInto('saved_providers')
      .values(favourites.map((row) => ({ user_id: accounts.customerId, provider_id: row.user_id })))
      .execute();
  }

  // The demo provider bookmarks open jobs to bid on later; the customer keeps one open job for ideas.
  const openJobs = await trx
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'open')
    .where('customer_id', '<>', accounts.customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(3)
    .execute();
  const saved = [
    ...openJobs.slice(0, 2).map((job) => ({ user_id: accounts.providerId, job_id: job.id })),
    ...openJobs.slice(2, 3).map((job) => ({ user_id: accounts.customerId, job_id: job.id })),
  ];
  if (saved.length > 0) await trx.insertInto('saved_jobs').values(saved).execute();
}
