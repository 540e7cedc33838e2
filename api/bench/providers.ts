/**
 * Provider search at 50,000 providers (docs/decisions/data-and-search.md §12): seeds a throwaway database (PostgreSQL
 * from PG_TEST_URL or the local server, or in-memory PGlite) and times 30 requests per filter shape through
 * the app. Run: `cd api && npx tsx bench/providers.ts [postgres|pglite]`.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createTestDatabase } from '../test/helpers/databases.js';
import { migrate } from '../src/db/migrator.js';
import { buildTestApp } from '../test/helpers/app.js';
import { placeDirectory } from '../src/modules/locations/places.js';
import { codes } from 'zipcodes';

const kind = (process.argv[2] ?? 'postgres') as 'postgres' | 'pglite';
const handle = await createTestDatabase(kind);
try {
  await migrate(handle.db);
  const zips = Object.keys(codes as Record<string, unknown>)
    .filter((z) => placeDirectory().zip(z))
    .slice(0, 40000);
  const N = 50_000;
  let rnd = 42;
  const random = () => ((rnd = (rnd * 1103515245 + 12345) % 2147483648), rnd / 2147483648);
  const t0 = performance.now();
  for (let start = 0; start < N; start += 2000) {
    const batch = Array.from({ length: Math.min(2000, N - start) }, (_, i) => ({
      name: `Pro ${start + i}`,
      email: `pro${start + i}@bench.test`,
      password_hash: 'x',
      role_id: 4,
    }));
    const users = await handle.db.insertInto('users').values(batch).returning('id').execute();
    const profiles = users.map((u, i) => {
      const place = placeDirectory().zip(zips[Math.floor(random() * zips.length)]!)!;
      return {
        user_id: u.id,
        business_name: `${['Ace', 'Best', 'Prime', 'Pro', 'Metro'][i % 5]} ${['Plumbing', 'Electric', 'Cleaning', 'Roofing'][i % 4]} ${start + i}`,
        bio: 'Licensed and insured local pros serving the area for years.',
        latitude: place.latitude,
        longitude: place.longitude,
        city: place.city,
        state: place.state,
        zip: place.zip,
        rating_average: Math.round(random() * 50) / 10,
        review_count: Math.floor(random() * 200),
      };
    });
    await handle.db.insertInto('provider_profiles').values(profiles).execute();
    await handle.db
      .insertInto('provider_services')
      .values(
        users.flatMap((u, i) => [
          { provider_id: u.id, category_id: (i % 10) + 1 },
          { provider_id: u.id, category_id: ((i + 3) % 10) + 1 },
        ]),
      )
      .execute();
  }
  await sql`analyze`.execute(handle.db);
  console.log(`seeded ${N} in ${Math.round(performance.now() - t0)} ms`);
  const app = await buildTestApp(handle);
  const urls = [
    '/api/providers',
    '/api/providers?page=50',
    '/api/providers?zip=10001',
    '/api/providers?zip=10001&radius=100',
    '/api/providers?zip=78701&category=plumbing',
    '/api/providers?zip=90012&radius=200&category=hvac',
    '/api/providers?category=electrical',
    '/api/providers?search=roof',
    '/api/providers?search=plumb&zip=60601&radius=50',
    '/api/providers?search=zzzz',
  ];
  for (const url of urls) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 30; i += 1) {
      const s = performance.now();
      const r = await app.inject({ url });
      times.push(performance.now() - s);
      total = r.json().meta?.total;
    }
    times.sort((a, b) => a - b);
    console.log(`${url}  total=${total}  p50=${times[15]!.toFixed(1)}ms  p95=${times[28]!.toFixed(1)}ms`);
  }
  await app.close();
} finally {
  await handle.drop();
}
