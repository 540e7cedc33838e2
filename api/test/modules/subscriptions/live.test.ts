import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { appliedPlan } from '../../../src/modules/subscriptions/live.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { customer, insertJob, placeBid, provider } from '../jobs/fixtures.js';

const DAY_MS = 86_400_000;

describeEachDatabase('one rule for the subscription that applies', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });
  const db = () => suite.handle.db;

  /** Moves the provider's subscription period into the past, as a never-renewing test-mode plan does. */
  const lapse = (userId: number) =>
    db()
      .updateTable('subscriptions')
      .set({
        current_period_start: new Date(Date.now() - 40 * DAY_MS),
        current_period_end: new Date(Date.now() - DAY_MS),
      })
      .where('user_id', '=', userId)
      .execute();

  test('a lapsed period falls back to starter for the bid limit', async () => {
    const owner = await customer(app, db());
    const jobs: number[] = [];
    for (let index = 0; index < 6; index += 1) jobs.push(await insertJob(db(), owner.id));
    const pro = await provider(app, db(), { plan: 'pro' });
    assert.equal((await appliedPlan(db(), pro.id)).slug, 'pro');
    await lapse(pro.id);
    assert.equal((await appliedPlan(db(), pro.id)).slug, 'starter');
    for (let index = 0; index < 5; index += 1) await placeBid(app, pro, jobs[index]!);
    const sixth = await app.inject({
      method: 'POST',
      url: `/api/jobs/${jobs[5]}/bids`,
      headers: pro.headers,
      payload: { amount_cents: 12_345 },
    });
    assert.equal(sixth.statusCode, 403);
    assert.match(sixth.json().message, /all 5 bids of your Starter plan/);
  });

  test('a lapsed period falls back to starter for the profile limits and current_subscription is null', async () => {
    const pro = await provider(app, db(), { plan: 'pro' });
    const live = await app.inject({ url: '/api/me', headers: pro.headers });
    assert.equal(live.json().data.current_subscription.plan.slug, 'pro');
    const twoServices = {
      business_name: 'Lapsed Plumbing',
      bio: '',
      services: ['plumbing', 'electrical'],
      zip: '78701',
      radius_miles: 10,
      years_in_business: 3,
      photo_ids: [],
    };
    const allowed = await app.inject({
      method: 'PUT',
      url: '/api/me/provider-profile',
      headers: pro.headers,
      payload: twoServices,
    });
    assert.equal(allowed.statusCode, 200, allowed.body);

    await lapse(pro.id);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/me/provider-profile',
      headers: pro.headers,
      payload: twoServices,
    });
    assert.equal(refused.statusCode, 422, refused.body);
    assert.ok(refused.json().errors.services);
    const profile = await app.inject({ url: '/api/me/provider-profile', headers: pro.headers });
    assert.equal(profile.json().data.plan.slug, 'starter');
    const me = await app.inject({ url: '/api/me', headers: pro.headers });
    assert.equal(me.json().data.current_subscription, null);
  });
});
