import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { App } from '../../../src/app.js';
import {
  FLAT_MARGIN,
  FLAT_MAX_RADIUS_MILES,
  flatDistanceSquared,
} from '../../../src/modules/jobs/listing.js';
import { gridCell } from '../../../src/modules/locations/geo-grid.js';
import { distanceMiles } from '../../../src/modules/locations/geo.js';
import fc from 'fast-check';
import { buildTestApp, createUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { AUSTIN, customer, insertJob, northOf, postJob, provider, VALID_JOB } from './fixtures.js';

interface Summary {
  id: number;
  title: string;
  distance_miles: number | null;
  location: { latitude: number; longitude: number; zip: string; radius_miles: number };
  budget: { min_cents: number | null; max_cents: number | null };
  description: string;
  status: string;
}

describeEachDatabase('jobs: the public list', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  const list = async (query: string) => {
    const response = await app.inject({ url: `/api/jobs?${query}` });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ data: Summary[]; meta: Record<string, number> }>();
  };
  const owner = async () => (await createUser(suite.handle.db, { roleId: 3 })).id;

  test('radius: a job 20 miles away is in, one 30 miles away is out, with distances from the ZIP', async () => {
    const customerId = await owner();
    const near = await insertJob(suite.handle.db, customerId, { ...northOf(AUSTIN, 20), title: 'Near' });
    const far = await insertJob(suite.handle.db, customerId, { ...northOf(AUSTIN, 30), title: 'Far' });
    const within25 = await list('zip=78701&radius=25');
    assert.deepEqual(
      within25.data.map((job) => job.id),
      [near],
    );
    assert.ok(
      Math.abs(within25.data[0]!.distance_miles! - 20) <= 0.2,
      String(within25.data[0]!.distance_miles),
    );
    assert.equal(within25.meta.total, 1);
    const defaultRadius = await list('zip=78701');
    assert.deepEqual(
      defaultRadius.data.map((job) => job.id),
      [near],
    );
    const within40 = await list('zip=78701&radius=40&sort=distance');
    assert.deepEqual(
      within40.data.map((job) => job.id),
      [near, far],
    );
    // A very wide radius takes the non-grid path and must agree.
    const within200 = await list('zip=78701&radius=200');
    assert.deepEqual(new Set(within200.data.map((job) => job.id)), new Set([near, far]));
    const noZip = await list('');
    assert.equal(noZip.data[0]!.distance_miles, null);
  });

  test('only open, unexpired jobs are listed; expired open jobs are hidden before any sweep', async () => {
    const customerId = await owner();
    const open = await insertJob(suite.handle.db, customerId);
    for (const status of ['hired', 'completed', 'cancelled', 'expired'] as const) {
      await insertJob(suite.handle.db, customerId, { status });
    }
    await insertJob(suite.handle.db, customerId, {
      createdAt: new Date(Date.now() - 31 * 86_400_000),
      expiresAt: new Date(Date.now() - 86_400_000),
    });
    for (const query of [
      '',
      'zip=78701',
      'category=plumbing',
      'zip=78701&category=plumbing&sort=budget_high',
    ]) {
      const result = await list(query);
      assert.deepEqual(
        result.data.map((job) => job.id),
        [open],
        query,
      );
      assert.equal(result.meta.total, 1, query);
    }
  });

  test('category, text, budget and posted-within filters', async () => {
    const customerId = await owner();
    const db = suite.handle.db;
    const plumbing = await insertJob(db, customerId, {
      title: 'Unclog the shower drain',
      budgetMin: 10_000,
      budgetMax: 20_000,
    });
    const electrical = await insertJob(db, customerId, {
      category: 'electrical',
      title: 'Install a ceiling fan',
      budgetMin: 40_000,
      budgetMax: 60_000,
      createdAt: new Date(Date.now() - 10 * 86_400_000),
    });
    const noBudget = await insertJob(db, customerId, {
      title: 'Odd jobs 100% sure',
      budgetMin: null,
      budgetMax: null,
    });
    const ids = async (query: string) => (await list(query)).data.map((job) => job.id).sort((a, b) => a - b);
    assert.deepEqual(await ids('category=electrical'), [electrical]);
    assert.deepEqual(await ids('q=SHOWER'), [plumbing]);
    assert.deepEqual(await ids('q=100%25'), [noBudget]);
    assert.deepEqual(await ids('q=_'), []);
    assert.deepEqual(await ids('budget_min=300'), [electrical]);
    assert.deepEqual(await ids('budget_max=300'), [plumbing]);
    assert.deepEqual(await ids('budget_min=150&budget_max=450'), [plumbing, electrical]);
    assert.deepEqual(
      await ids('posted_within=7'),
      [plumbing, noBudget].sort((a, b) => a - b),
    );
    assert.deepEqual(
      await ids('posted_within=30'),
      [plumbing, electrical, noBudget].sort((a, b) => a - b),
    );
  });

  test('sorts: newest, budget high and low (no budget last), distance', async () => {
    const customerId = await owner();
    const db = suite.handle.db;
    const base = Date.now() - 60_000;
    const a = await insertJob(db, customerId, {
      createdAt: new Date(base),
      budgetMin: 100,
      budgetMax: 500,
      ...northOf(AUSTIN, 5),
    });
    const b = await insertJob(db, customerId, {
      createdAt: new Date(base + 1000),
      budgetMin: 900,
      budgetMax: 2000,
      ...northOf(AUSTIN, 15),
    });
    const c = await insertJob(db, customerId, {
      createdAt: new Date(base + 2000),
      budgetMin: null,
      budgetMax: null,
      ...northOf(AUSTIN, 1),
    });
    const order = async (query: string) => (await list(query)).data.map((job) => job.id);
    assert.deepEqual(await order('sort=newest'), [c, b, a]);
    assert.deepEqual(await order('zip=78701'), [c, b, a]);
    assert.deepEqual(await order('sort=budget_high'), [b, a, c]);
    assert.deepEqual(await order('sort=budget_low'), [a, b, c]);
    assert.deepEqual(await order('zip=78701&sort=distance'), [c, a, b]);
  });

  test('pagination: meta and pages, newest first, with and without a radius', async () => {
    const customerId = await owner();
    const base = Date.now() - 3_600_000;
    const ids: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      ids.push(await insertJob(suite.handle.db, customerId, { createdAt: new Date(base + index * 1000) }));
    }
    const newestFirst = [...ids].reverse();
    for (const prefix of ['', 'zip=78701&category=plumbing&']) {
      const first = await list(`${prefix}per_page=3`);
      assert.deepEqual(first.meta, { page: 1, per_page: 3, total: 7, last_page: 3 });
      assert.deepEqual(
        first.data.map((job) => job.id),
        newestFirst.slice(0, 3),
      );
      const last = await list(`${prefix}per_page=3&page=3`);
      assert.deepEqual(
        last.data.map((job) => job.id),
        newestFirst.slice(6),
      );
      const beyond = await list(`${prefix}per_page=3&page=9`);
      assert.deepEqual(beyond.data, []);
      assert.equal(beyond.meta.total, 7);
    }
    const defaults = await list('');
    assert.equal(defaults.meta.per_page, 12);
  });

  test('radius pages read by sorting (shallow) and by merging the cells (deep) agree, across cells', async () => {
    // Around 78701 a 25-mile circle touches 9 grid cells. With 50 per page, pages 1–2 are read with a
    // LATERAL (9 × 100 candidate entries at most) and page 3 by merging the cells' ranges (9 × 150 > 1,000).
    const customerId = await owner();
    const eastOf = (miles: number) => ({
      latitude: AUSTIN.latitude,
      longitude: AUSTIN.longitude + miles / (69.09 * Math.cos((AUSTIN.latitude * Math.PI) / 180)),
    });
    const spots = [AUSTIN, northOf(AUSTIN, 20), northOf(AUSTIN, -20), eastOf(16), eastOf(-20)];
    const cells = new Set(spots.map((spot) => gridCell(spot.latitude, spot.longitude)));
    assert.equal(cells.size, 5);
    const base = Date.now() - 3_600_000;
    const inRadius: number[] = [];
    for (let index = 0; index < 130; index += 1) {
      const outside = index % 10 === 9;
      const spot = outside ? northOf(AUSTIN, 40) : spots[index % spots.length]!;
      const id = await insertJob(suite.handle.db, customerId, {
        ...spot,
        createdAt: new Date(base + index * 1000),
      });
      if (!outside) inRadius.push(id);
    }
    const newestFirst = inRadius.reverse();
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const body = await list(`zip=78701&category=plumbing&radius=25&per_page=50&page=${page}`);
      assert.equal(body.meta.total, 117);
      seen.push(...body.data.map((job) => job.id));
    }
    assert.deepEqual(seen, newestFirst);
    const deepOnly = await list('zip=78701&category=plumbing&radius=25&per_page=10&page=12');
    assert.deepEqual(
      deepOnly.data.map((job) => job.id),
      newestFirst.slice(110, 117),
    );
  });

  test('never the exact address or coordinates: only the ZIP centroid, rounded, in lists and details', async () => {
    const db = suite.handle.db;
    const exact = { latitude: 30.287654, longitude: -97.731234 };
    const customerId = await owner();
    const id = await insertJob(db, customerId, { ...exact, address: '1234 Secret Lane' });
    const body = (await app.inject({ url: '/api/jobs?zip=78701' })).body;
    const detail = await app.inject({ url: `/api/jobs/${id}` });
    const stranger = await provider(app, db);
    const asProvider = await app.inject({ url: `/api/jobs/${id}`, headers: stranger.headers });
    for (const text of [body, detail.body, asProvider.body]) {
      assert.ok(!text.includes('Secret Lane'));
      assert.ok(!text.includes('30.287654') && !text.includes('-97.731234'));
      assert.ok(!text.includes('30.2877') && !text.includes('-97.7312'));
    }
    const location = detail.json().data.location;
    assert.deepEqual(location, {
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      latitude: 30.27,
      longitude: -97.74,
      radius_miles: 1.5,
    });
    assert.equal(detail.json().data.exact_location, null);
    assert.equal(asProvider.json().data.exact_location, null);
  });

  test('descriptions are cut to 280 characters in the list and whole in the detail', async () => {
    const customerId = await owner();
    const long = 'x'.repeat(600);
    const id = await insertJob(suite.handle.db, customerId, { description: long });
    assert.equal((await list('')).data[0]!.description.length, 280);
    assert.equal((await app.inject({ url: `/api/jobs/${id}` })).json().data.description.length, 600);
  });

  test('unknown ZIP, distance without a ZIP and bad query values are 422 with field errors', async () => {
    const cases: [string, string][] = [
      ['zip=00000', 'zip'],
      ['zip=abc', 'zip'],
      ['sort=distance', 'sort'],
      ['zip=78701&radius=0', 'radius'],
      ['zip=78701&radius=201', 'radius'],
      ['per_page=51', 'per_page'],
      ['page=0', 'page'],
      ['posted_within=3', 'posted_within'],
      ['sort=cheapest', 'sort'],
      ['category=unknown-thing', 'category'],
      ['budget_min=500&budget_max=100', 'budget_max'],
    ];
    for (const [query, field] of cases) {
      const response = await app.inject({ url: `/api/jobs?${query}` });
      assert.equal(response.statusCode, 422, `${query}: ${response.body}`);
      assert.ok(response.json().errors[field], `${query}: ${response.body}`);
    }
    // A radius without a ZIP has no centre and is ignored.
    assert.equal((await app.inject({ url: '/api/jobs?radius=10' })).statusCode, 200);
    const zip = await app.inject({ url: '/api/jobs?zip=00000' });
    assert.deepEqual(zip.json().errors, { zip: ['Enter a valid US ZIP code'] });
  });

  test('a job posted through the api is listed at its ZIP centroid', async () => {
    const poster = await customer(app, suite.handle.db);
    const id = await postJob(app, poster, { zip: '10001' });
    const result = await list('zip=10001&radius=5');
    assert.deepEqual(
      result.data.map((job) => job.id),
      [id],
    );
    assert.equal(result.data[0]!.distance_miles, 0);
    assert.equal((await list('zip=78701')).data.length, 0);
    void VALID_JOB;
  });

  test('the database computes the same grid cell as the api', async () => {
    const customerId = await owner();
    const points = [
      { latitude: 30.2711, longitude: -97.7437 },
      { latitude: 40.75, longitude: -73.5 },
      { latitude: 47.6062, longitude: -122.3321 },
      { latitude: 25.0, longitude: -80.0 },
      { latitude: 64.8378, longitude: -147.7164 },
      { latitude: 19.5, longitude: -155.49999 },
    ];
    for (const point of points) {
      const id = await insertJob(suite.handle.db, customerId, point);
      const row = await sql<{ geo_cell: number }>`select geo_cell from jobs where id = ${id}`.execute(
        suite.handle.db,
      );
      assert.equal(row.rows[0]!.geo_cell, gridCell(point.latitude, point.longitude), JSON.stringify(point));
    }
  });
});

test('the flat-earth shortcut never decides differently from the haversine distance (US latitudes, radius ≤ 60)', () => {
  fc.assert(
    fc.property(
      fc.double({ min: 18, max: 72, noNaN: true }),
      fc.double({ min: -170, max: -65, noNaN: true }),
      fc.double({ min: 1, max: FLAT_MAX_RADIUS_MILES, noNaN: true }),
      fc.double({ min: -1.3, max: 1.3, noNaN: true }),
      fc.double({ min: -1.3, max: 1.3, noNaN: true }),
      (latitude, longitude, miles, north, east) => {
        const centre = { latitude, longitude };
        const degrees = miles / 69.09;
        const point = {
          latitude: latitude + north * degrees,
          longitude: longitude + (east * degrees) / Math.cos((latitude * Math.PI) / 180),
        };
        const flat = flatDistanceSquared(centre, point);
        const exact = distanceMiles(centre, point) <= miles;
        if (flat <= (miles * (1 - FLAT_MARGIN)) ** 2) assert.equal(exact, true);
        else if (flat > (miles * (1 + FLAT_MARGIN)) ** 2) assert.equal(exact, false);
      },
    ),
    { numRuns: 20_000 },
  );
});
