import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema.js';
import { placeDirectory } from '../../../src/modules/locations/places.js';
import { createUser } from '../../helpers/app.js';

export interface ProfileFixture {
  businessName?: string;
  bio?: string;
  zip?: string;
  /** Overrides the ZIP's centre. */
  latitude?: number;
  longitude?: number;
  rating?: number;
  reviews?: number;
  services?: string[];
  radius?: number;
}

/** Gives an existing provider account a business profile (base from the ZIP unless coordinates are given). */
export async function giveProfile(db: Kysely<Database>, userId: number, fixture: ProfileFixture = {}) {
  const zip = fixture.zip ?? '78701';
  const place = placeDirectory().zip(zip);
  if (!place) throw new Error(`unknown fixture ZIP ${zip}`);
  await db
    .insertInto('provider_profiles')
    .values({
      user_id: userId,
      business_name: fixture.businessName ?? `Business ${userId}`,
      bio: fixture.bio ?? 'Reliable local service.',
      latitude: fixture.latitude ?? place.latitude,
      longitude: fixture.longitude ?? place.longitude,
      city: place.city,
      state: place.state,
      zip,
      rating_average: fixture.rating ?? 0,
      review_count: fixture.reviews ?? 0,
      radius_miles: fixture.radius ?? 15,
    })
    .execute();
  const slugs = fixture.services ?? ['plumbing'];
  if (slugs.length > 0) {
    const categories = await db
      .selectFrom('service_categories')
      .select('id')
      .where('slug', 'in', slugs)
      .execute();
    await db
      .insertInto('provider_services')
      .values(categories.map((category) => ({ provider_id: userId, category_id: category.id })))
      .execute();
  }
  return userId;
}

/** A new provider account with a profile. */
export async function createListedProvider(db: Kysely<Database>, fixture: ProfileFixture = {}) {
  const user = await createUser(db, { roleId: 4, name: fixture.businessName });
  await giveProfile(db, user.id, fixture);
  return user;
}
