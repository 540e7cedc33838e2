import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { createJob, createProvider, northOfSanDiego } from '../locations/fixtures.js';

describeEachDatabase('service category stats', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  test('live counts of active providers and open, unexpired jobs per category', async () => {
    const db = suite.handle.db;
    const here = northOfSanDiego(1);
    await createProvider(db, { name: 'Both Trades', ...here, services: ['plumbing', 'hvac'] });
    await createProvider(db, { name: 'Plumber', ...here, services: ['plumbing'] });
    await createProvider(db, {
      name: 'Suspended Plumber',
      ...here,
      services: ['plumbing'],
      status: 'suspended',
    });
    await createJob(db, { title: 'Open plumbing job', ...here });
    await createJob(db, { title: 'Second open plumbing job', ...here });
    await createJob(db, { title: 'Hired plumbing job', ...here, status: 'hired' });
    await createJob(db, { title: 'Expired plumbing job', ...here, expiresInDays: -2 });
    await createJob(db, { title: 'Open hvac job', ...here, category: 'hvac' });

    const response = await app.inject({ url: '/api/service-categories/stats' });
    assert.equal(response.statusCode, 200);
    const stats = response.json().data;
    assert.equal(stats.length, 10);
    const bySlug = Object.fromEntries(stats.map((entry: { slug: string }) => [entry.slug, entry]));
    assert.deepEqual(bySlug.plumbing, {
      slug: 'plumbing',
      title: 'Plumbing',
      description: 'Leaks, clogs, water heaters, fixtures and repiping by licensed plumbers.',
      provider_count: 2,
      open_job_count: 2,
    });
    assert.equal(bySlug.hvac.provider_count, 1);
    assert.equal(bySlug.hvac.open_job_count, 1);
    assert.equal(bySlug.roofing.provider_count, 0);
    assert.equal(bySlug.roofing.open_job_count, 0);

    const one = await app.inject({ url: '/api/service-categories/Plumbing/summary' });
    assert.equal(one.statusCode, 200);
    assert.deepEqual(one.json().data, bySlug.plumbing);
  });

  test('an unknown category is 404', async () => {
    const response = await app.inject({ url: '/api/service-categories/knitting/summary' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, 'We do not know that service.');
  });
});
