import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { createProvider } from '../locations/fixtures.js';

describeEachDatabase('sitemap entries', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  test('service categories, and the location pages of cities with active providers', async () => {
    const db = suite.handle.db;
    const stLouis = { latitude: 38.63, longitude: -90.2, city: 'St. Louis', state: 'MO', zip: '63101' };
    await createProvider(db, {
      name: 'SD Plumbing',
      latitude: 32.72,
      longitude: -117.16,
      services: ['plumbing'],
    });
    await createProvider(db, {
      name: 'SD Roofing',
      latitude: 32.72,
      longitude: -117.16,
      services: ['roofing', 'plumbing'],
    });
    await createProvider(db, { name: 'STL Cleaning', ...stLouis, services: ['cleaning'] });
    await createProvider(db, {
      name: 'STL Cleaning Two',
      ...stLouis,
      city: 'Saint Louis',
      services: ['hvac'],
    });
    await createProvider(db, {
      name: 'Suspended Denver',
      latitude: 39.74,
      longitude: -104.99,
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      status: 'suspended',
    });
    await createProvider(db, {
      name: 'Nowhere',
      latitude: 30,
      longitude: -90,
      city: 'Atlantis',
      state: 'LA',
      zip: '70112',
    });

    const response = await app.inject({ url: '/api/sitemap-entries' });
    assert.equal(response.statusCode, 200);
    const { services, locations } = response.json().data;
    assert.equal(services.length, 10);
    assert.deepEqual(services[0], { slug: 'plumbing', title: 'Plumbing' });
    assert.deepEqual(locations, [
      {
        state: 'CA',
        city: 'San Diego',
        path: '/ca/san-diego',
        services: [
          { slug: 'plumbing', path: '/ca/san-diego/plumbing' },
          { slug: 'roofing', path: '/ca/san-diego/roofing' },
        ],
      },
      {
        state: 'MO',
        city: 'Saint Louis',
        path: '/mo/saint-louis',
        services: [
          { slug: 'hvac', path: '/mo/saint-louis/hvac' },
          { slug: 'cleaning', path: '/mo/saint-louis/cleaning' },
        ],
      },
    ]);
  });
});
