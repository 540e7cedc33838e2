import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { bearerFor, buildTestApp, createUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { jobFixtures } from '../jobs/fixtures.js';
import { createListedProvider } from '../providers/fixtures.js';

describeEachDatabase('saved providers and jobs', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });
  const db = () => suite.handle.db;

  const signedIn = async () => {
    const user = await createUser(db(), { roleId: 3 });
    return { user, headers: await bearerFor(app, user) };
  };

  test('saving is idempotent (204 twice, one row), unsaving too, and the list follows', async () => {
    const { user, headers } = await signedIn();
    const first = await createListedProvider(db(), { businessName: 'First Pro' });
    const second = await createListedProvider(db(), { businessName: 'Second Pro' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await app.inject({ method: 'PUT', url: `/api/saved/providers/${first.id}`, headers });
      assert.equal(response.statusCode, 204);
      assert.equal(response.body, '');
    }
    await app.inject({ method: 'PUT', url: `/api/saved/providers/${second.id}`, headers });
    const rows = await db()
      .selectFrom('saved_providers')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    assert.equal(rows.length, 2);

    const list = (await app.inject({ url: '/api/saved', headers })).json();
    assert.deepEqual(
      list.data.providers.map((card: { business_name: string }) => card.business_name).sort(),
      ['First Pro', 'Second Pro'],
    );
    assert.deepEqual(list.data.jobs, []);
    assert.ok(!('email' in list.data.providers[0]));

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/saved/providers/${first.id}`,
        headers,
      });
      assert.equal(response.statusCode, 204);
    }
    const after = (await app.inject({ url: '/api/saved', headers })).json();
    assert.deepEqual(
      after.data.providers.map((card: { id: number }) => card.id),
      [second.id],
    );
  });

  test('saved jobs are listed as job summaries and the job page shows viewer.saved', async () => {
    const owner = await createUser(db(), { roleId: 3 });
    const provider = await createUser(db(), { roleId: 4 });
    const { job } = await jobFixtures(db(), { owner: owner.id, provider: provider.id }, { withBid: false });
    const { headers } = await signedIn();
    assert.equal(
      (await app.inject({ method: 'PUT', url: `/api/saved/jobs/${job}`, headers })).statusCode,
      204,
    );
    assert.equal(
      (await app.inject({ method: 'PUT', url: `/api/saved/jobs/${job}`, headers })).statusCode,
      204,
    );
    const list = (await app.inject({ url: '/api/saved', headers })).json();
    assert.equal(list.data.jobs.length, 1);
    const summary = list.data.jobs[0];
    assert.equal(summary.id, job);
    assert.equal(summary.status, 'open');
    assert.ok(summary.category.slug && summary.location.zip);
    // The job page says it is saved for this viewer.
    const detail = (await app.inject({ url: `/api/jobs/${job}`, headers })).json();
    assert.equal(detail.data.viewer.saved, true);
    assert.equal(
      (await app.inject({ method: 'DELETE', url: `/api/saved/jobs/${job}`, headers })).statusCode,
      204,
    );
    assert.equal(
      (await app.inject({ method: 'DELETE', url: `/api/saved/jobs/${job}`, headers })).statusCode,
      204,
    );
    assert.deepEqual((await app.inject({ url: '/api/saved', headers })).json().data.jobs, []);
  });

  test('unknown targets are 404; a customer is not a provider to save', async () => {
    const { user, headers } = await signedIn();
    for (const url of [
      '/api/saved/providers/999999',
      '/api/saved/jobs/999999',
      `/api/saved/providers/${user.id}`,
    ]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await app.inject({ method, url, headers });
        assert.equal(response.statusCode, 404, `${method} ${url}`);
        assert.match(response.json().message, /not found/);
      }
    }
    assert.equal((await app.inject({ method: 'PUT', url: '/api/saved/jobs/abc', headers })).statusCode, 404);
  });

  test("each user's saved list is their own; a suspended provider drops out of it", async () => {
    const provider = await createListedProvider(db(), { businessName: 'Shared Pro' });
    const alice = await signedIn();
    const bob = await signedIn();
    await app.inject({ method: 'PUT', url: `/api/saved/providers/${provider.id}`, headers: alice.headers });
    assert.equal(
      (await app.inject({ url: '/api/saved', headers: alice.headers })).json().data.providers.length,
      1,
    );
    assert.equal(
      (await app.inject({ url: '/api/saved', headers: bob.headers })).json().data.providers.length,
      0,
    );
    await db().updateTable('users').set({ status: 'suspended' }).where('id', '=', provider.id).execute();
    assert.equal(
      (await app.inject({ url: '/api/saved', headers: alice.headers })).json().data.providers.length,
      0,
    );
    assert.equal((await app.inject({ url: '/api/saved' })).statusCode, 401);
  });
});
