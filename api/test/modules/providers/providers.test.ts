import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { placeDirectory } from '../../../src/modules/locations/places.js';
import { bearerFor, buildTestApp, createUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { createListedProvider } from './fixtures.js';

const AUSTIN = placeDirectory().zip('78701')!;
/** About `miles` due north of the 78701 centre (one degree of latitude ≈ 69.09 miles). */
const northOfAustin = (miles: number) => ({
  latitude: AUSTIN.latitude + miles / 69.09,
  longitude: AUSTIN.longitude,
});

interface Card {
  id: number;
  business_name: string;
  distance_miles: number | null;
  rating_average: number;
  review_count: number;
}

const CARD_KEYS = [
  'avatar',
  'badges',
  'business_name',
  'city',
  'distance_miles',
  'hires',
  'id',
  'latitude',
  'longitude',
  'rating_average',
  'response_time_minutes',
  'review_count',
  'services',
  'state',
  'years_in_business',
  'zip',
];

describeEachDatabase('provider search and profiles', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });
  const db = () => suite.handle.db;
  const names = (body: { data: Card[] }) => body.data.map((card) => card.business_name);

  test('with a ZIP: 20 miles away is in, 30 miles away is out of a 25 mile radius; nearest first', async () => {
    await createListedProvider(db(), { businessName: 'Twenty Out', ...northOfAustin(20), rating: 5 });
    await createListedProvider(db(), { businessName: 'Thirty Out', ...northOfAustin(30), rating: 5 });
    await createListedProvider(db(), { businessName: 'Five Out', ...northOfAustin(5), rating: 3 });
    const response = await app.inject({ url: '/api/providers?zip=78701' });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(names(body), ['Five Out', 'Twenty Out']);
    assert.deepEqual(
      body.data.map((card: Card) => Math.round(card.distance_miles!)),
      [5, 20],
    );
    assert.deepEqual(body.meta, { page: 1, per_page: 12, total: 2, last_page: 1 });
    assert.deepEqual(Object.keys(body.data[0]).sort(), CARD_KEYS);

    const wider = await app.inject({ url: '/api/providers?zip=78701&radius=35' });
    assert.deepEqual(names(wider.json()), ['Five Out', 'Twenty Out', 'Thirty Out']);
    const narrow = await app.inject({ url: '/api/providers?zip=78701&radius=10' });
    assert.deepEqual(names(narrow.json()), ['Five Out']);
  });

  test('at the same distance the better rated comes first; without a ZIP: rating, then reviews', async () => {
    await createListedProvider(db(), { businessName: 'Good', rating: 4.2, reviews: 50 });
    await createListedProvider(db(), { businessName: 'Best', rating: 4.9, reviews: 3 });
    await createListedProvider(db(), { businessName: 'Best Known', rating: 4.9, reviews: 30 });
    await createListedProvider(db(), {
      businessName: 'Far Best',
      ...northOfAustin(15),
      rating: 5,
      reviews: 99,
    });
    const near = (await app.inject({ url: '/api/providers?zip=78701' })).json();
    assert.deepEqual(names(near), ['Best Known', 'Best', 'Good', 'Far Best']);
    const all = (await app.inject({ url: '/api/providers' })).json();
    assert.deepEqual(names(all), ['Far Best', 'Best Known', 'Best', 'Good']);
    assert.ok(all.data.every((card: Card) => card.distance_miles === null));
  });

  test('text search matches business name, bio, category title and slug, case-insensitively', async () => {
    await createListedProvider(db(), { businessName: 'Drip Masters', services: ['plumbing'] });
    await createListedProvider(db(), {
      businessName: 'Spark Co',
      bio: 'Panel UPGRADES and wiring',
      services: ['electrical'],
    });
    await createListedProvider(db(), { businessName: 'Green Thumb', services: ['landscaping'] });
    await createListedProvider(db(), { businessName: 'Bug Off', services: ['pest-control'] });
    const search = async (text: string) =>
      names(
        (await app.inject({ url: `/api/providers?${new URLSearchParams({ search: text })}` })).json(),
      ).sort();
    assert.deepEqual(await search('drip'), ['Drip Masters']);
    assert.deepEqual(await search('upgrades'), ['Spark Co']);
    assert.deepEqual(await search('Landscaping'), ['Green Thumb']);
    assert.deepEqual(await search('pest-control'), ['Bug Off']);
    assert.deepEqual(await search('PLUMB'), ['Drip Masters']);
    // Every word must match, each as the start of a word of the name or bio.
    assert.deepEqual(await search('spark wir'), ['Spark Co']);
    assert.deepEqual(await search('spark drip'), []);
    assert.deepEqual(await search('asters'), []);
    assert.deepEqual(await search('   '), ['Bug Off', 'Drip Masters', 'Green Thumb', 'Spark Co']);
  });

  test('LIKE wildcards in the search are plain text', async () => {
    await createListedProvider(db(), { businessName: '100% Clean', services: ['cleaning'] });
    await createListedProvider(db(), { businessName: 'A_B Repairs', services: ['handyman'] });
    await createListedProvider(db(), { businessName: 'AXB Repairs', services: ['handyman'] });
    const search = async (text: string) =>
      names((await app.inject({ url: `/api/providers?${new URLSearchParams({ search: text })}` })).json());
    assert.deepEqual(await search('100%'), ['100% Clean']);
    assert.deepEqual(await search('%'), ['100% Clean']);
    assert.deepEqual(await search('a_b'), ['A_B Repairs']);
    assert.deepEqual(await search("' or 1=1 --"), []);
  });

  test('category filters by offered service; unknown category and ZIP are 422 on their field', async () => {
    await createListedProvider(db(), { businessName: 'Pipes', services: ['plumbing'] });
    await createListedProvider(db(), { businessName: 'Both', services: ['plumbing', 'electrical'] });
    await createListedProvider(db(), { businessName: 'Volts', services: ['electrical'] });
    const electrical = (await app.inject({ url: '/api/providers?category=electrical' })).json();
    assert.deepEqual(names(electrical).sort(), ['Both', 'Volts']);
    const both = electrical.data.find((card: Card) => card.business_name === 'Both');
    assert.deepEqual(both.services, [
      { slug: 'plumbing', title: 'Plumbing' },
      { slug: 'electrical', title: 'Electrical' },
    ]);

    const unknownCategory = await app.inject({ url: '/api/providers?category=juggling' });
    assert.equal(unknownCategory.statusCode, 422);
    assert.deepEqual(unknownCategory.json().errors, { category: ['The selected category is invalid.'] });
    const unknownZip = await app.inject({ url: '/api/providers?zip=00000' });
    assert.equal(unknownZip.statusCode, 422);
    assert.deepEqual(unknownZip.json().errors, { zip: ['Enter a valid US ZIP code'] });
    const badZip = await app.inject({ url: '/api/providers?zip=7870' });
    assert.equal(badZip.statusCode, 422);
    assert.deepEqual(badZip.json().errors.zip, ['Enter a valid US ZIP code']);
    const badRadius = await app.inject({ url: '/api/providers?zip=78701&radius=500' });
    assert.equal(badRadius.statusCode, 422);
    assert.equal((await app.inject({ url: '/api/providers?per_page=51' })).statusCode, 422);
  });

  test('suspended, deleted and profile-less accounts are never listed', async () => {
    await createListedProvider(db(), { businessName: 'Visible' });
    const suspended = await createListedProvider(db(), { businessName: 'Suspended' });
    await db().updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.id).execute();
    const deleted = await createListedProvider(db(), { businessName: 'Deleted' });
    await db().updateTable('users').set({ deleted_at: new Date() }).where('id', '=', deleted.id).execute();
    await createUser(db(), { roleId: 4 });
    assert.deepEqual(names((await app.inject({ url: '/api/providers' })).json()), ['Visible']);
    assert.equal((await app.inject({ url: `/api/providers/${suspended.id}` })).statusCode, 404);
    assert.equal((await app.inject({ url: `/api/providers/${deleted.id}` })).statusCode, 404);
  });

  test('a category or category-naming search near a ZIP follows profile, service, rating and account changes', async () => {
    // These read provider_search (kept by triggers), so every write to its inputs must show at once.
    const near = async (query: string) => {
      const body = (await app.inject({ url: `/api/providers?zip=78701&${query}` })).json();
      return { names: names(body), total: body.meta.total as number };
    };
    const pipes = await createListedProvider(db(), { businessName: 'Pipes', ...northOfAustin(5), rating: 3 });
    const drains = await createListedProvider(db(), {
      businessName: 'Drains',
      ...northOfAustin(5),
      rating: 4,
    });
    await createListedProvider(db(), {
      businessName: 'Volts',
      ...northOfAustin(2),
      services: ['electrical'],
    });
    await createListedProvider(db(), {
      businessName: 'Plumbing Wizards',
      bio: 'no listed service',
      ...northOfAustin(3),
      services: [],
    });
    assert.deepEqual(await near('category=plumbing'), { names: ['Drains', 'Pipes'], total: 2 });
    // The search names the category AND matches a name: both, once each, nearest first.
    assert.deepEqual(await near('search=plumbing'), {
      names: ['Plumbing Wizards', 'Drains', 'Pipes'],
      total: 3,
    });

    // Rating change reorders at the same distance.
    await db()
      .updateTable('provider_profiles')
      .set({ rating_average: 5 })
      .where('user_id', '=', pipes.id)
      .execute();
    assert.deepEqual((await near('category=plumbing')).names, ['Pipes', 'Drains']);
    // Moving the base out of the radius, then back.
    await db()
      .updateTable('provider_profiles')
      .set(northOfAustin(40))
      .where('user_id', '=', pipes.id)
      .execute();
    assert.deepEqual(await near('category=plumbing'), { names: ['Drains'], total: 1 });
    await db()
      .updateTable('provider_profiles')
      .set(northOfAustin(1))
      .where('user_id', '=', pipes.id)
      .execute();
    assert.deepEqual((await near('category=plumbing')).names, ['Pipes', 'Drains']);

    // Services: dropping plumbing hides it there; adding electrical shows it there.
    const category = async (slug: string) =>
      (
        await db()
          .selectFrom('service_categories')
          .select('id')
          .where('slug', '=', slug)
          .executeTakeFirstOrThrow()
      ).id;
    await db()
      .deleteFrom('provider_services')
      .where('provider_id', '=', drains.id)
      .where('category_id', '=', await category('plumbing'))
      .execute();
    await db()
      .insertInto('provider_services')
      .values({ provider_id: drains.id, category_id: await category('electrical') })
      .execute();
    assert.deepEqual(await near('category=plumbing'), { names: ['Pipes'], total: 1 });
    assert.deepEqual((await near('category=electrical')).names, ['Volts', 'Drains']);

    // Suspension hides, reinstatement shows again; deletion hides.
    await db().updateTable('users').set({ status: 'suspended' }).where('id', '=', pipes.id).execute();
    assert.deepEqual(await near('category=plumbing'), { names: [], total: 0 });
    await db().updateTable('users').set({ status: 'active' }).where('id', '=', pipes.id).execute();
    assert.deepEqual((await near('search=plumbing')).names, ['Pipes', 'Plumbing Wizards']);
    await db().updateTable('users').set({ deleted_at: new Date() }).where('id', '=', pipes.id).execute();
    assert.deepEqual(await near('category=plumbing'), { names: [], total: 0 });
    await db().deleteFrom('users').where('id', '=', drains.id).execute();
    assert.deepEqual(await near('category=electrical'), { names: ['Volts'], total: 1 });
  });

  test('pages do not overlap and the total counts every match', async () => {
    for (let index = 0; index < 7; index += 1) {
      await createListedProvider(db(), { businessName: `Pro ${index}`, ...northOfAustin(index), rating: 4 });
    }
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const body = (await app.inject({ url: `/api/providers?zip=78701&per_page=3&page=${page}` })).json();
      assert.equal(body.meta.total, 7);
      assert.equal(body.meta.last_page, 3);
      seen.push(...names(body));
    }
    assert.deepEqual(seen, ['Pro 0', 'Pro 1', 'Pro 2', 'Pro 3', 'Pro 4', 'Pro 5', 'Pro 6']);
    const past = (await app.inject({ url: '/api/providers?zip=78701&per_page=3&page=9' })).json();
    assert.deepEqual(past.data, []);
    assert.equal(past.meta.total, 7);
    const pastNoZip = (await app.inject({ url: '/api/providers?per_page=3&page=9' })).json();
    assert.equal(pastNoZip.meta.total, 7);
  });

  test('a category-naming search near a ZIP pages once through category and name matches', async () => {
    // The statement planned once (db/prepared-statements.ts): a provider matching by name who also offers the
    // category is one result, not two; a page past the end still reports the total.
    await createListedProvider(db(), { businessName: 'Plumbing Pros', ...northOfAustin(1) });
    await createListedProvider(db(), {
      businessName: 'Plumbing Only By Name',
      ...northOfAustin(2),
      services: [],
    });
    for (let index = 3; index < 6; index += 1) {
      await createListedProvider(db(), { businessName: `Pipes ${index}`, ...northOfAustin(index) });
    }
    await createListedProvider(db(), { businessName: 'Far Plumbing', ...northOfAustin(40), services: [] });
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const body = (
        await app.inject({ url: `/api/providers?zip=78701&search=plumbing&per_page=2&page=${page}` })
      ).json();
      assert.equal(body.meta.total, 5);
      seen.push(...names(body));
      for (const card of body.data as Card[]) assert.deepEqual(Object.keys(card).sort(), CARD_KEYS);
    }
    assert.deepEqual(seen, ['Plumbing Pros', 'Plumbing Only By Name', 'Pipes 3', 'Pipes 4', 'Pipes 5']);
    const past = (
      await app.inject({ url: '/api/providers?zip=78701&search=plumbing&per_page=2&page=7' })
    ).json();
    assert.deepEqual(past.data, []);
    assert.equal(past.meta.total, 5);
    const distances = (await app.inject({ url: '/api/providers?zip=78701&search=plumbing&per_page=5' }))
      .json()
      .data.map((card: Card) => card.distance_miles);
    assert.deepEqual(distances, [1, 2, 3, 4, 5]);
  });

  test('a profile has the card, bio, radius, photos, member_since, five newest reviews and saved', async () => {
    const provider = await createListedProvider(db(), {
      businessName: 'Reviewed Pro',
      bio: 'Since 1999.',
      radius: 12,
    });
    const customer = await createUser(db(), { roleId: 3, name: 'Maria Lopez' });
    const category = await db()
      .selectFrom('service_categories')
      .select('id')
      .where('slug', '=', 'plumbing')
      .executeTakeFirstOrThrow();
    for (let index = 0; index < 7; index += 1) {
      const job = await db()
        .insertInto('jobs')
        .values({
          customer_id: customer.id,
          category_id: category.id,
          service_type: 'home',
          title: `Job ${index}`,
          description: 'A completed job for the review list.',
          zip: '78701',
          city: 'Austin',
          state: 'TX',
          latitude: AUSTIN.latitude,
          longitude: AUSTIN.longitude,
          timing: 'asap',
          status: 'completed',
          expires_at: new Date(Date.now() + 86_400_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('reviews')
        .values({
          job_id: job.id,
          customer_id: customer.id,
          provider_id: provider.id,
          rating: 5 - (index % 2),
          body: `Review ${index}`,
          created_at: new Date(Date.UTC(2026, 0, 1 + index)),
        })
        .execute();
    }

    const anonymous = await app.inject({ url: `/api/providers/${provider.id}` });
    assert.equal(anonymous.statusCode, 200);
    const { data } = anonymous.json();
    assert.equal(data.id, provider.id);
    assert.equal(data.business_name, 'Reviewed Pro');
    assert.equal(data.bio, 'Since 1999.');
    assert.equal(data.radius_miles, 12);
    assert.deepEqual(data.photos, []);
    assert.ok(!Number.isNaN(Date.parse(data.member_since)));
    assert.equal(data.saved, false);
    assert.equal(data.reviews.data.length, 5);
    assert.deepEqual(data.reviews.meta, { page: 1, per_page: 5, total: 7, last_page: 2 });
    assert.deepEqual(
      data.reviews.data.map((review: { body: string }) => review.body),
      ['Review 6', 'Review 5', 'Review 4', 'Review 3', 'Review 2'],
    );
    assert.equal(data.reviews.data[0].customer_first_name, 'Maria');
    assert.equal(data.reviews.data[0].job_title, 'Job 6');
    assert.ok(!('email' in data) && !('phone' in data) && !('contact' in data));

    const viewer = await createUser(db(), { roleId: 3 });
    const headers = await bearerFor(app, viewer);
    assert.equal(
      (await app.inject({ method: 'PUT', url: `/api/saved/providers/${provider.id}`, headers })).statusCode,
      204,
    );
    const seen = (await app.inject({ url: `/api/providers/${provider.id}`, headers })).json();
    assert.equal(seen.data.saved, true);
    // A stale or bad token only loses the viewer's extras; the page stays public.
    const stale = await app.inject({
      url: `/api/providers/${provider.id}`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    assert.equal(stale.statusCode, 200);
    assert.equal(stale.json().data.saved, false);

    const page2 = (
      await app.inject({ url: `/api/providers/${provider.id}/reviews?page=2&per_page=5` })
    ).json();
    assert.deepEqual(
      page2.data.map((review: { body: string }) => review.body),
      ['Review 1', 'Review 0'],
    );
    assert.deepEqual(page2.meta, { page: 2, per_page: 5, total: 7, last_page: 2 });
  });

  test('a customer or an unknown id is not a provider: 404', async () => {
    const customer = await createUser(db(), { roleId: 3 });
    for (const url of [
      `/api/providers/${customer.id}`,
      '/api/providers/999999',
      '/api/providers/999999/reviews',
    ]) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.json().message, 'Provider not found.');
    }
    assert.equal((await app.inject({ url: '/api/providers/abc' })).statusCode, 404);
  });
});
