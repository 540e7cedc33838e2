import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { customer, placeBid, postJob, provider } from '../jobs/fixtures.js';

describeEachDatabase('reviews', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  test('review: once, 1–5, completed jobs only; updates the pro’s rating and count in step', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const pro = await provider(app, db);
    const jobId = await postJob(app, owner);
    const bidId = await placeBid(app, pro, jobId);
    const review = (payload: object) => post(`/api/jobs/${jobId}/review`, owner.headers, payload);
    assert.equal((await review({ rating: 5 })).statusCode, 409);
    await post(`/api/bids/${bidId}/accept`, owner.headers);
    const tooEarly = await review({ rating: 5 });
    assert.equal(tooEarly.statusCode, 409);
    assert.equal(tooEarly.json().message, 'You can review the pro once the job is completed.');
    await post(`/api/jobs/${jobId}/complete`, owner.headers);
    for (const payload of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      {},
      { rating: 5, body: 'x'.repeat(2001) },
    ]) {
      const response = await review(payload);
      assert.equal(response.statusCode, 422, JSON.stringify(payload));
    }
    // The fixture starts the pro at 4.0 from 2 reviews.
    const created = await review({ rating: 1, body: '  Late and messy.  ' });
    assert.equal(created.statusCode, 201, created.body);
    const data = created.json().data;
    assert.equal(data.rating, 1);
    assert.equal(data.body, 'Late and messy.');
    assert.equal(data.customer_first_name, 'Casey');
    assert.equal(data.provider_id, pro.id);
    const profile = await db
      .selectFrom('provider_profiles')
      .select(['rating_average', 'review_count'])
      .where('user_id', '=', pro.id)
      .executeTakeFirstOrThrow();
    assert.equal(profile.review_count, 3);
    assert.equal(profile.rating_average, 3);
    const twice = await review({ rating: 5 });
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().message, 'You have already reviewed this job.');
    const detail = (await app.inject({ url: `/api/jobs/${jobId}`, headers: owner.headers })).json().data;
    assert.equal(detail.review.id, data.id);
    assert.equal(detail.viewer.can_review, false);
    // Racing reviews: one lands.
    const other = await postJob(app, owner);
    const otherBid = await placeBid(app, pro, other);
    await post(`/api/bids/${otherBid}/accept`, owner.headers);
    await post(`/api/jobs/${other}/complete`, owner.headers);
    const race = await Promise.all(
      [1, 2, 3].map(() => post(`/api/jobs/${other}/review`, owner.headers, { rating: 5 })),
    );
    assert.deepEqual(race.map((response) => response.statusCode).sort(), [201, 409, 409]);
  });
});
