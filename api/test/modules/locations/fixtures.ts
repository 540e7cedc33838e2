import type { Kysely } from 'kysely';
import type { Database, JobStatus } from '../../../src/db/schema.js';
import { createUser } from '../../helpers/app.js';

async function categoryIds(db: Kysely<Database>, slugs: string[]): Promise<number[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .selectFrom('service_categories')
    .select(['id', 'slug'])
    .where('slug', 'in', slugs)
    .execute();
  return rows.map((row) => row.id);
}

export interface ProviderFixture {
  name: string;
  latitude: number;
  longitude: number;
  city?: string;
  state?: string;
  zip?: string;
  rating?: number;
  reviews?: number;
  services?: string[];
  status?: 'active' | 'suspended';
}

/** A provider account with a profile at the given coordinates, offering the given categories. */
export async function createProvider(db: Kysely<Database>, fixture: ProviderFixture): Promise<number> {
  const user = await createUser(db, { roleId: 4, name: fixture.name, status: fixture.status });
  await db
    .insertInto('provider_profiles')
    .values({
      user_id: user.id,
      business_name: fixture.name,
      bio: `${fixture.name} serves the area.`,
      latitude: fixture.latitude,
      longitude: fixture.longitude,
      city: fixture.city ?? 'San Diego',
      state: fixture.state ?? 'CA',
      zip: fixture.zip ?? '92101',
      rating_average: fixture.rating ?? 4.5,
      review_count: fixture.reviews ?? 10,
    })
    .execute();
  const ids = await categoryIds(db, fixture.services ?? ['plumbing']);
  if (ids.length > 0) {
    await db
      .insertInto('provider_services')
      .values(ids.map((category_id) => ({ provider_id: user.id, category_id })))
      .execute();
  }
  return user.id;
}

export interface JobFixture {
  title: string;
  latitude: number;
  longitude: number;
  category?: string;
  status?: JobStatus;
  expiresInDays?: number;
  city?: string;
  state?: string;
  zip?: string;
}

let customerId: number | null = null;
let customerDb: Kysely<Database> | null = null;

/** A job posted by a (shared, per database) customer. */
export async function createJob(db: Kysely<Database>, fixture: JobFixture): Promise<number> {
  // Users are truncated between tests, so the cached customer is checked before reuse.
  const existing =
    customerId !== null && customerDb === db
      ? await db.selectFrom('users').select('id').where('id', '=', customerId).executeTakeFirst()
      : undefined;
  if (!existing) {
    customerId = (await createUser(db, { roleId: 3 })).id;
    customerDb = db;
  }
  const [categoryId] = await categoryIds(db, [fixture.category ?? 'plumbing']);
  const row = await db
    .insertInto('jobs')
    .values({
      customer_id: customerId!,
      category_id: categoryId!,
      service_type: 'home',
      title: fixture.title,
      description: 'Private details of the job, including the street address 12 Elm St.',
      answers: '{}',
      zip: fixture.zip ?? '92101',
      city: fixture.city ?? 'San Diego',
      state: fixture.state ?? 'CA',
      latitude: fixture.latitude,
      longitude: fixture.longitude,
      timing: 'asap',
      status: fixture.status ?? 'open',
      expires_at: new Date(Date.now() + (fixture.expiresInDays ?? 30) * 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** San Diego's centre as the ZIP data gives it, and points at known distances from it. */
export const SAN_DIEGO = { latitude: 32.7153, longitude: -117.1573 };
/** About `miles` due north of San Diego's centre (one degree of latitude ≈ 69.1 miles). */
export function northOfSanDiego(miles: number) {
  return { latitude: SAN_DIEGO.latitude + miles / 69.09, longitude: SAN_DIEGO.longitude };
}
