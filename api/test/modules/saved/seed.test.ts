import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, runSeed } from '../../../src/db/seed/seed.js';
import { buildTestApp, login, TEST_PASSWORD_COST } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

describeEachDatabase('demo seed: people', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  test('the demo customer has a phone, three saved providers and a saved job; the demo pro saved two jobs', async () => {
    await runSeed(suite.handle.db, {
      passwordCost: TEST_PASSWORD_COST,
      now: new Date('2026-11-01T12:00:00Z'),
    });
    const customer = await login(app, DEMO_ACCOUNTS.customer, DEMO_PASSWORD);
    assert.equal(customer.json().user.phone, '+15125550142');
    const headers = { authorization: `Bearer ${customer.json().access_token}` };
    const saved = (await app.inject({ url: '/api/saved', headers })).json().data;
    assert.equal(saved.providers.length, 3);
    assert.ok(saved.providers.every((card: { state: string }) => card.state === 'TX'));
    assert.equal(saved.jobs.length, 1);

    const pro = await login(app, DEMO_ACCOUNTS.provider, DEMO_PASSWORD);
    const proSaved = (
      await app.inject({ url: '/api/saved', headers: { authorization: `Bearer ${pro.json().access_token}` } })
    ).json().data;
    assert.equal(proSaved.jobs.length, 2);
    assert.ok(proSaved.jobs.every((job: { status: string }) => job.status === 'open'));

    const phones = await suite.handle.db
      .selectFrom('users')
      .select('phone')
      .where('role_id', '=', 4)
      .execute();
    assert.ok(phones.every((row) => row.phone !== null && /^\+151255501\d\d$/.test(row.phone)));
  });
});
