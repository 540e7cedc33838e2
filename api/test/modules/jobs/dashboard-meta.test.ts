import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { customer, insertJob, placeBid, provider } from './fixtures.js';

const DAY_MS = 86_400_000;

describeEachDatabase('dashboard numbers in the meta of /api/jobs/mine and /api/bids/mine', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });
  const db = () => suite.handle.db;

  test('meta.counts are exact per status for the caller, across pages', async () => {
    const owner = await customer(app, db());
    const other = await customer(app, db());
    const pro = await provider(app, db());
    await insertJob(db(), owner.id);
    await insertJob(db(), owner.id);
    // Open but past its expiry: shown (and counted) as expired.
    await insertJob(db(), owner.id, {
      createdAt: new Date(Date.now() - 40 * DAY_MS),
      expiresAt: new Date(Date.now() - 10 * DAY_MS),
    });
    await insertJob(db(), owner.id, { status: 'cancelled' });
    await insertJob(db(), owner.id, { status: 'hired' });
    const done = await insertJob(db(), owner.id, { status: 'completed' });
    const reviewed = await insertJob(db(), owner.id, { status: 'completed' });
    for (const jobId of [done, reviewed]) {
      await db()
        .insertInto('bids')
        .values({ job_id: jobId, provider_id: pro.id, amount_cents: 5000, status: 'accepted' })
        .execute();
    }
    await db()
      .insertInto('reviews')
      .values({ job_id: reviewed, customer_id: owner.id, provider_id: pro.id, rating: 4, body: 'Good' })
      .execute();
    await insertJob(db(), other.id);

    const response = await app.inject({ url: '/api/jobs/mine?per_page=2', headers: owner.headers });
    assert.equal(response.statusCode, 200, response.body);
    const { meta } = response.json();
    assert.equal(meta.total, 7);
    assert.equal(meta.per_page, 2);
    assert.deepEqual(meta.counts, {
      open: 2,
      hired: 1,
      completed: 2,
      cancelled: 1,
      expired: 1,
      needs_review: 1,
    });
  });

  test('meta.usage counts this month by the plan rule the bid limit uses', async () => {
    const owner = await customer(app, db());
    const starter = await provider(app, db());
    const jobs = [await insertJob(db(), owner.id), await insertJob(db(), owner.id)];
    for (const jobId of jobs) await placeBid(app, starter, jobId);
    const first = await app.inject({ url: '/api/bids/mine', headers: starter.headers });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json().meta.usage, {
      bids_this_month: 2,
      bids_per_month_limit: 5,
      plan_slug: 'starter',
    });

    await db()
      .updateTable('bids')
      .set({ created_at: new Date(Date.UTC(2020, 0, 15)) })
      .where('job_id', '=', jobs[0]!)
      .where('provider_id', '=', starter.id)
      .execute();
    const later = await app.inject({ url: '/api/bids/mine', headers: starter.headers });
    assert.equal(later.json().meta.usage.bids_this_month, 1);
    assert.equal(later.json().meta.total, 2);

    const business = await provider(app, db(), { plan: 'business' });
    const plan = await db()
      .selectFrom('plans')
      .select('limits')
      .where('slug', '=', 'business')
      .executeTakeFirstOrThrow();
    const usage = (await app.inject({ url: '/api/bids/mine', headers: business.headers })).json().meta.usage;
    assert.deepEqual(usage, {
      bids_this_month: 0,
      bids_per_month_limit: plan.limits.bids_per_month ?? null,
      plan_slug: 'business',
    });
  });
});
