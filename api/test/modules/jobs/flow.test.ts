import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { customer, placeBid, provider, VALID_JOB } from './fixtures.js';

describeEachDatabase('jobs: post, bid, hire, complete, review', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  test('the whole loop: post → bid → compare → accept → complete → review', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const pro = await provider(app, db);
    const rival = await provider(app, db, { name: 'Riley Rival' });

    const created = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: owner.headers,
      payload: VALID_JOB,
    });
    assert.equal(created.statusCode, 201, created.body);
    const job = created.json().data;
    assert.equal(job.status, 'open');
    assert.equal(job.location.city, 'Austin');
    assert.equal(job.location.state, 'TX');
    assert.equal(job.viewer.is_owner, true);
    assert.equal(job.exact_location.address, '500 Congress Ave, Apt 4');

    const bidA = await placeBid(app, pro, job.id, 25_000);
    const bidB = await placeBid(app, rival, job.id, 15_000);

    const compared = await app.inject({ url: `/api/jobs/${job.id}/bids`, headers: owner.headers });
    assert.equal(compared.statusCode, 200, compared.body);
    const bids = compared.json().data;
    assert.deepEqual(
      bids.map((bid: { id: number }) => bid.id),
      [bidB, bidA],
    );
    assert.equal(bids[0].price_rank, 1);
    // Contact details wait for the hire; until then the owner writes through the bid's conversation.
    assert.equal(bids[0].provider.contact, undefined);
    assert.ok(Number.isInteger(bids[0].conversation_id));

    const accepted = await app.inject({
      method: 'POST',
      url: `/api/bids/${bidA}/accept`,
      headers: owner.headers,
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const completed = await app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/complete`,
      headers: owner.headers,
    });
    assert.equal(completed.statusCode, 200, completed.body);
    assert.equal(completed.json().data.viewer.can_review, true);
    const reviewed = await app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/review`,
      headers: owner.headers,
      payload: { rating: 5, body: 'Quick and tidy.' },
    });
    assert.equal(reviewed.statusCode, 201, reviewed.body);
    const list = await app.inject({ url: '/api/jobs?zip=78701&category=plumbing' });
    assert.equal(list.statusCode, 200, list.body);
  });
});
