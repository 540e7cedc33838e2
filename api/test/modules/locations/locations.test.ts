import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { createJob, createProvider, northOfSanDiego } from './fixtures.js';

const PUBLIC_PROVIDER_FIELDS = [
  'avatar',
  'bio',
  'business_name',
  'city',
  'distance_miles',
  'hires',
  'id',
  'rating_average',
  'response_time_minutes',
  'review_count',
  'services',
  'state',
  'verified',
  'years_in_business',
];
const PUBLIC_JOB_FIELDS = [
  'budget_max_cents',
  'budget_min_cents',
  'category',
  'city',
  'created_at',
  'distance_miles',
  'id',
  'service_type',
  'state',
  'timing',
  'title',
];

interface Named {
  business_name?: string;
  title?: string;
  distance_miles: number;
}

describeEachDatabase('location pages', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  test('a city page names the city from the ZIP data, its ZIPs, and nearby cities nearest first', async () => {
    const response = await app.inject({ url: '/api/locations/ca/san-diego' });
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.equal(data.city.name, 'San Diego');
    assert.deepEqual(data.city.state, { code: 'CA', name: 'California', slug: 'california' });
    assert.equal(data.city.path, '/ca/san-diego');
    assert.ok(data.city.zips.includes('92101'));
    assert.ok(Math.abs(data.city.latitude - 32.72) < 0.1 && Math.abs(data.city.longitude + 117.16) < 0.1);
    assert.equal(data.service, null);
    assert.equal(data.radius_miles, 25);
    const distances = data.nearby_cities.map((city: Named) => city.distance_miles);
    assert.ok(distances.length > 0 && distances.length <= 8);
    assert.deepEqual(
      distances,
      [...distances].sort((a: number, b: number) => a - b),
    );
    assert.ok(data.nearby_cities.every((city: { slug: string; path: string }) => city.slug !== 'san-diego'));
    assert.ok(data.nearby_cities.some((city: { name: string }) => city.name === 'Chula Vista'));
    assert.equal(data.services.length, 10);
    assert.deepEqual(data.services[0], {
      slug: 'plumbing',
      title: 'Plumbing',
      provider_count: 0,
      path: '/ca/san-diego/plumbing',
    });
    assert.deepEqual(data.providers, { total: 0, items: [] });
    assert.deepEqual(data.jobs, { total: 0, items: [] });
  });

  test('state by code in any case or by slug; St. abbreviations find Saint; unknown places are 404', async () => {
    for (const url of ['/api/locations/CA/san-diego', '/api/locations/california/San-Diego']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.json().data.city.path, '/ca/san-diego');
    }
    const stLouis = await app.inject({ url: '/api/locations/mo/st-louis' });
    assert.equal(stLouis.statusCode, 200);
    assert.equal(stLouis.json().data.city.name, 'Saint Louis');
    assert.equal(stLouis.json().data.city.path, '/mo/saint-louis');

    for (const [url, message] of [
      ['/api/locations/zz/san-diego', 'We do not know that state.'],
      ['/api/locations/atlantis/san-diego', 'We do not know that state.'],
      ['/api/locations/on/toronto', 'We do not know that state.'],
      ['/api/locations/ca/fake-city-that-does-not-exist', 'We do not know that city in California.'],
      ['/api/locations/tx/honolulu', 'We do not know that city in Texas.'],
      ['/api/locations/ca/san-diego/underwater-basket-weaving', 'We do not know that service.'],
    ] as const) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.equal(response.json().message, message);
    }
  });

  test('providers within the radius, nearest first, the better rated first at the same distance; public fields only', async () => {
    await createProvider(suite.handle.db, { name: 'Far Away', ...northOfSanDiego(40), rating: 5 });
    await createProvider(suite.handle.db, { name: 'Twenty Out', ...northOfSanDiego(20), rating: 5 });
    await createProvider(suite.handle.db, {
      name: 'Close Good',
      ...northOfSanDiego(1),
      rating: 4.0,
      reviews: 50,
    });
    await createProvider(suite.handle.db, {
      name: 'Close Best',
      ...northOfSanDiego(1),
      rating: 4.9,
      reviews: 3,
    });
    await createProvider(suite.handle.db, { name: 'Five Out', ...northOfSanDiego(5), rating: 3.5 });
    await createProvider(suite.handle.db, { name: 'Roofer', ...northOfSanDiego(2), services: ['roofing'] });
    await createProvider(suite.handle.db, {
      name: 'Suspended',
      ...northOfSanDiego(0.5),
      status: 'suspended',
    });

    const response = await app.inject({ url: '/api/locations/ca/san-diego' });
    const { providers, services } = response.json().data;
    assert.deepEqual(
      providers.items.map((provider: Named) => provider.business_name),
      ['Close Best', 'Close Good', 'Roofer', 'Five Out', 'Twenty Out'],
    );
    assert.equal(providers.total, 5);
    const distances = providers.items.map((provider: Named) => provider.distance_miles);
    assert.ok(Math.abs(distances[0] - 1) < 0.3 && Math.abs(distances[4] - 20) < 0.5, String(distances));
    for (const provider of providers.items) {
      assert.deepEqual(Object.keys(provider).sort(), PUBLIC_PROVIDER_FIELDS);
    }
    assert.deepEqual(providers.items[2].services, ['roofing']);
    const counts = Object.fromEntries(
      services.map((s: { slug: string; provider_count: number }) => [s.slug, s.provider_count]),
    );
    assert.equal(counts.plumbing, 4);
    assert.equal(counts.roofing, 1);
    assert.equal(counts.hvac, 0);

    const narrow = await app.inject({ url: '/api/locations/ca/san-diego?radius=10&limit=2' });
    assert.equal(narrow.json().data.radius_miles, 10);
    assert.equal(narrow.json().data.providers.total, 4);
    assert.deepEqual(
      narrow.json().data.providers.items.map((provider: Named) => provider.business_name),
      ['Close Best', 'Close Good'],
    );
    const wide = await app.inject({ url: '/api/locations/ca/san-diego?radius=50' });
    assert.equal(wide.json().data.providers.total, 6);
  });

  test('a service page keeps only that category, for providers and jobs', async () => {
    await createProvider(suite.handle.db, { name: 'Plumber', ...northOfSanDiego(1) });
    await createProvider(suite.handle.db, {
      name: 'Roofer',
      ...northOfSanDiego(2),
      services: ['roofing', 'handyman'],
    });
    await createJob(suite.handle.db, { title: 'Fix a leaking pipe', ...northOfSanDiego(1) });
    await createJob(suite.handle.db, {
      title: 'Replace roof shingles',
      ...northOfSanDiego(3),
      category: 'roofing',
    });

    const response = await app.inject({ url: '/api/locations/california/san-diego/roofing' });
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.deepEqual(data.service, {
      slug: 'roofing',
      title: 'Roofing',
      description: 'Roof repairs, replacements, gutters and storm damage inspections.',
    });
    assert.deepEqual(
      data.providers.items.map((p: Named) => p.business_name),
      ['Roofer'],
    );
    assert.deepEqual(data.providers.items[0].services, ['handyman', 'roofing']);
    assert.deepEqual(
      data.jobs.items.map((j: Named) => j.title),
      ['Replace roof shingles'],
    );
    assert.ok(data.nearby_cities.every((city: { path: string }) => city.path.endsWith('/roofing')));
  });

  test('open, unexpired jobs near the city, nearest first, without private details', async () => {
    await createJob(suite.handle.db, { title: 'Three miles out', ...northOfSanDiego(3) });
    await createJob(suite.handle.db, { title: 'One mile out', ...northOfSanDiego(1), category: 'cleaning' });
    await createJob(suite.handle.db, { title: 'Already hired', ...northOfSanDiego(1), status: 'hired' });
    await createJob(suite.handle.db, { title: 'Expired listing', ...northOfSanDiego(1), expiresInDays: -1 });
    await createJob(suite.handle.db, { title: 'Sixty miles out', ...northOfSanDiego(60) });

    const { jobs } = (await app.inject({ url: '/api/locations/ca/san-diego' })).json().data;
    assert.equal(jobs.total, 2);
    assert.deepEqual(
      jobs.items.map((job: Named) => job.title),
      ['One mile out', 'Three miles out'],
    );
    assert.deepEqual(jobs.items[0].category, { slug: 'cleaning', title: 'Cleaning' });
    for (const job of jobs.items) assert.deepEqual(Object.keys(job).sort(), PUBLIC_JOB_FIELDS);
  });

  test('radius and limit are validated with 422 field messages', async () => {
    const response = await app.inject({ url: '/api/locations/ca/san-diego?radius=0&limit=500' });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(Object.keys(response.json().errors).sort(), ['limit', 'radius']);
    const malformed = await app.inject({ url: '/api/locations/ca/san-diego/plumbing?radius=ten' });
    assert.equal(malformed.statusCode, 422);
    assert.deepEqual(Object.keys(malformed.json().errors), ['radius']);
  });

  test('ZIP lookup: city, state and coordinates; 404 for an unknown or unplaceable ZIP; 422 for a malformed one', async () => {
    const response = await app.inject({ url: '/api/locations/zip/92101' });
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.equal(data.zip, '92101');
    assert.equal(data.city, 'San Diego');
    assert.equal(data.state, 'CA');
    assert.equal(data.state_name, 'California');
    assert.equal(data.city_path, '/ca/san-diego');
    assert.ok(Math.abs(data.latitude - 32.72) < 0.05 && Math.abs(data.longitude + 117.16) < 0.05);

    for (const zip of ['00000', '99999', '34001']) {
      const missing = await app.inject({ url: `/api/locations/zip/${zip}` });
      assert.equal(missing.statusCode, 404, zip);
      assert.equal(missing.json().message, `We could not find ZIP code ${zip}.`);
    }
    for (const zip of ['9210', '921011', 'abcde', '%20%2092101']) {
      const bad = await app.inject({ url: `/api/locations/zip/${zip}` });
      assert.equal(bad.statusCode, 422, zip);
      assert.deepEqual(bad.json().errors, { zip: ['The zip must be a 5-digit US ZIP code.'] });
    }
  });
});
