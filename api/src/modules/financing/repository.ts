import { sql, type ColumnType, type Generated, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Migration 0004's table, typed here so the shared schema file stays the platform's. */
export interface FinancingWaitlistTable {
  id: Generated<number>;
  name: string;
  email: string;
  zip: string;
  project_type: string | null;
  amount_cents: number | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface WaitlistSignup {
  name: string;
  email: string;
  zip: string;
  projectType: string | null;
  amountDollars: number | null;
}

/**
 * Adds the signup unless the email (any case) is already on the list. Returns whether a row was added; a
 * concurrent duplicate loses on the unique index instead of failing.
 */
export async function joinWaitlist(db: Kysely<Database>, signup: WaitlistSignup): Promise<boolean> {
  const inserted = await db
    .withTables<{ financing_waitlist: FinancingWaitlistTable }>()
    .insertInto('financing_waitlist')
    .values({
      name: signup.name,
      email: signup.email,
      zip: signup.zip,
      project_type: signup.projectType,
      amount_cents: signup.amountDollars === null ? null : signup.amountDollars * 100,
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function isProjectType(db: Kysely<Database>, slug: string): Promise<boolean> {
  if (slug === 'other') return true;
  const row = await db
    .selectFrom('service_categories')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}
