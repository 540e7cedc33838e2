import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { customer, insertJob, placeBid, postJob, provider } from '../jobs/fixtures.js';

describeEachDatabase('jobs: bids', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  const bid = (headers: Record<string, string>, jobId: number, payload: object = { amount_cents: 12_345 }) =>
    app.inject({ method: 'POST', url: `/api/jobs/${jobId}/bids`, headers, payload });

  test('only providers bid; anonymous 401, customers and admins 403', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const jobId = await postJob(app, owner);
    assert.equal((await bid({}, jobId)).statusCode, 401);
    assert.equal((await bid(owner.headers, jobId)).statusCode, 403);
    const other = await customer(app, db);
    assert.equal((await bid(other.headers, jobId)).statusCode, 403);
    const pro = await provider(app, db);
    const placed = await bid(pro.headers, jobId, {
      amount_cents: 12_345,
      message: ' Soon ',
      estimated_duration_minutes: 60,
    });
    assert.equal(placed.statusCode, 201, placed.body);
    const data = placed.json().data;
    assert.ok(Number.isInteger(data.conversation_id));
    assert.deepEqual(
      { ...data, id: 0, conversation_id: 0, created_at: '', updated_at: '' },
      {
        id: 0,
        conversation_id: 0,
        job_id: jobId,
        provider_id: pro.id,
        amount_cents: 12_345,
        message: 'Soon',
        estimated_duration_minutes: 60,
        status: 'pending',
        created_at: '',
        updated_at: '',
      },
    );
  });

  test('one bid per provider per job (409), even after withdrawing; unknown job 404', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const jobId = await postJob(app, owner);
    const pro = await provider(app, db);
    const bidId = await placeBid(app, pro, jobId);
    const again = await bid(pro.headers, jobId);
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, /already placed a bid/);
    await app.inject({ method: 'POST', url: `/api/bids/${bidId}/withdraw`, headers: pro.headers });
    assert.equal((await bid(pro.headers, jobId)).statusCode, 409);
    assert.equal((await bid(pro.headers, 999_999)).statusCode, 404);
  });

  test('bids only on open jobs: hired, completed, cancelled and expired answer 409', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const pro = await provider(app, db);
    for (const status of ['hired', 'completed', 'cancelled', 'expired'] as const) {
      const jobId = await insertJob(db, owner.id, { status });
      const response = await bid(pro.headers, jobId);
      assert.equal(response.statusCode, 409, status);
      assert.equal(response.json().message, 'This job is no longer accepting bids.');
    }
    const overdue = await insertJob(db, owner.id, {
      createdAt: new Date(Date.now() - 31 * 86_400_000),
      expiresAt: new Date(Date.now() - 60_000),
    });
    assert.equal((await bid(pro.headers, overdue)).statusCode, 409);
    // Acting on it persisted the expiry.
    const row = await db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', overdue)
      .executeTakeFirstOrThrow();
    assert.equal(row.status, 'expired');
  });

  test('a provider without a business profile is told to complete it', async () => {
    const owner = await customer(app, suite.handle.db);
    const jobId = await postJob(app, owner);
    const newcomer = await provider(app, suite.handle.db, { withoutProfile: true });
    const page = await app.inject({ url: `/api/jobs/${jobId}`, headers: newcomer.headers });
    assert.equal(page.json().data.viewer.can_bid, false);
    const established = await provider(app, suite.handle.db);
    const offered = await app.inject({ url: `/api/jobs/${jobId}`, headers: established.headers });
    assert.equal(offered.json().data.viewer.can_bid, true);
    const response = await bid(newcomer.headers, jobId);
    assert.equal(response.statusCode, 403);
    assert.match(response.json().message, /business profile/);
  });

  test('the monthly bid limit of the plan: starter 5 by default, a live subscription raises it', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const jobs: number[] = [];
    for (let index = 0; index < 7; index += 1) jobs.push(await insertJob(db, owner.id));
    const starter = await provider(app, db);
    for (let index = 0; index < 5; index += 1) await placeBid(app, starter, jobs[index]!);
    const sixth = await bid(starter.headers, jobs[5]!);
    assert.equal(sixth.statusCode, 403);
    assert.equal(
      sixth.json().message,
      'You have used all 5 bids of your Starter plan this month. Upgrade your plan to place more bids.',
    );
    // Bids of earlier months do not count.
    await db
      .updateTable('bids')
      .set({ created_at: new Date(Date.UTC(2020, 0, 15)) })
      .where('provider_id', '=', starter.id)
      .execute();
    assert.equal((await bid(starter.headers, jobs[5]!)).statusCode, 201);

    const pro = await provider(app, db, { plan: 'pro' });
    for (let index = 0; index < 7; index += 1) await placeBid(app, pro, jobs[index]!);
    const business = await provider(app, db, { plan: 'business' });
    for (let index = 0; index < 7; index += 1) await placeBid(app, business, jobs[index]!);
  });

  test('concurrent bids cannot slip past the limit together', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const jobs: number[] = [];
    for (let index = 0; index < 8; index += 1) jobs.push(await insertJob(db, owner.id));
    const pro = await provider(app, db);
    const responses = await Promise.all(jobs.map((jobId) => bid(pro.headers, jobId)));
    const codes = responses.map((response) => response.statusCode).sort();
    assert.deepEqual(codes, [201, 201, 201, 201, 201, 403, 403, 403]);
  });

  test('validation: amount, message and duration bounds are 422 with field errors', async () => {
    const owner = await customer(app, suite.handle.db);
    const jobId = await postJob(app, owner);
    const pro = await provider(app, suite.handle.db);
    const cases: [object, string][] = [
      [{}, 'amount_cents'],
      [{ amount_cents: 99 }, 'amount_cents'],
      [{ amount_cents: 100_000_001 }, 'amount_cents'],
      [{ amount_cents: 12.5 }, 'amount_cents'],
      [{ amount_cents: 1000, message: 'x'.repeat(2001) }, 'message'],
      [{ amount_cents: 1000, estimated_duration_minutes: 14 }, 'estimated_duration_minutes'],
      [{ amount_cents: 1000, estimated_duration_minutes: 525_601 }, 'estimated_duration_minutes'],
    ];
    for (const [payload, field] of cases) {
      const response = await bid(pro.headers, jobId, payload);
      assert.equal(response.statusCode, 422, JSON.stringify(payload));
      assert.ok(response.json().errors[field], response.body);
    }
  });

  test('edit and withdraw: own pending bids only', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const jobId = await postJob(app, owner);
    const pro = await provider(app, db);
    const rival = await provider(app, db, { name: 'Riley Rival' });
    const bidId = await placeBid(app, pro, jobId, 20_000);

    const edit = (headers: Record<string, string>, payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/bids/${bidId}`, headers, payload });
    assert.equal((await edit({}, { amount_cents: 1000 })).statusCode, 401);
    assert.equal((await edit(rival.headers, { amount_cents: 1000 })).statusCode, 404);
    assert.equal((await edit(owner.headers, { amount_cents: 1000 })).statusCode, 404);
    const changed = await edit(pro.headers, { message: 'Updated', estimated_duration_minutes: null });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().data.amount_cents, 20_000);
    assert.equal(changed.json().data.message, 'Updated');
    assert.equal(changed.json().data.estimated_duration_minutes, null);
    assert.equal((await edit(pro.headers, { amount_cents: 50 })).statusCode, 422);

    assert.equal(
      (await app.inject({ method: 'POST', url: `/api/bids/${bidId}/withdraw`, headers: rival.headers }))
        .statusCode,
      404,
    );
    const withdrawn = await app.inject({
      method: 'POST',
      url: `/api/bids/${bidId}/withdraw`,
      headers: pro.headers,
    });
    assert.equal(withdrawn.statusCode, 200);
    assert.equal(withdrawn.json().data.status, 'withdrawn');
    const twice = await app.inject({
      method: 'POST',
      url: `/api/bids/${bidId}/withdraw`,
      headers: pro.headers,
    });
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().message, 'This bid is already withdrawn.');
    const late = await edit(pro.headers, { amount_cents: 1000 });
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, 'A withdrawn bid cannot be changed.');
    assert.equal(
      (await app.inject({ method: 'PATCH', url: '/api/bids/999999', headers: pro.headers, payload: {} }))
        .statusCode,
      404,
    );
  });

  test('contact details only on the accepted bid, for its owner; each bid names its conversation; a bidder sees only their own bid; anyone else 403', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const jobId = await postJob(app, owner, { budget_min_cents: 10_000, budget_max_cents: 20_000 });
    const cheap = await provider(app, db, { name: 'Cheap Co' });
    const middle = await provider(app, db, { name: 'Middle Co' });
    const pricey = await provider(app, db, { name: 'Pricey Co' });
    const gone = await provider(app, db, { name: 'Gone Co' });
    const cheapBid = await placeBid(app, cheap, jobId, 8_000);
    const middleBid = await placeBid(app, middle, jobId, 15_000);
    const priceyBid = await placeBid(app, pricey, jobId, 30_000);
    const goneBid = await placeBid(app, gone, jobId, 1_000);
    await app.inject({ method: 'POST', url: `/api/bids/${goneBid}/withdraw`, headers: gone.headers });

    const asOwner = await app.inject({ url: `/api/jobs/${jobId}/bids`, headers: owner.headers });
    assert.equal(asOwner.statusCode, 200);
    const rows = asOwner.json().data;
    assert.deepEqual(
      rows.map((row: { id: number }) => row.id),
      [cheapBid, middleBid, priceyBid],
    );
    assert.deepEqual(
      rows.map((row: { budget_position: string }) => row.budget_position),
      ['below', 'within', 'above'],
    );
    assert.deepEqual(
      rows.map((row: { price_rank: number }) => row.price_rank),
      [1, 2, 3],
    );
    // Medians of the other two: 22,500 → -64%; 19,000 → -21%; 11,500 → +161%.
    assert.deepEqual(
      rows.map((row: { vs_median_percent: number }) => row.vs_median_percent),
      [-64, -21, 161],
    );
    // Before a hire the owner writes through the conversation: no email or phone on a pending bid.
    assert.ok(rows.every((row: { provider: { contact?: unknown } }) => row.provider.contact === undefined));
    assert.ok(![cheap, middle, pricey].some((bidder) => asOwner.body.includes(bidder.email)));
    assert.ok(rows.every((row: { conversation_id: unknown }) => Number.isInteger(row.conversation_id)));
    assert.equal(new Set(rows.map((row: { conversation_id: number }) => row.conversation_id)).size, 3);
    assert.equal(rows[0].provider.business_name, 'Cheap Co LLC');
    assert.equal(rows[0].provider.rating_average, 4);
    assert.deepEqual(rows[0].provider.services, [{ slug: 'plumbing', title: 'Plumbing' }]);
    assert.ok(rows[0].provider.distance_miles <= 0.5);

    const asBidder = await app.inject({ url: `/api/jobs/${jobId}/bids`, headers: middle.headers });
    assert.equal(asBidder.statusCode, 200);
    const own = asBidder.json().data;
    assert.deepEqual(
      own.map((row: { id: number }) => row.id),
      [middleBid],
    );
    assert.equal(own[0].provider.contact, undefined);
    assert.equal(own[0].conversation_id, rows[1].conversation_id);
    assert.ok(!asBidder.body.includes(cheap.email) && !asBidder.body.includes(middle.email));
    assert.equal(own[0].price_rank, 2);

    const asWithdrawn = await app.inject({ url: `/api/jobs/${jobId}/bids`, headers: gone.headers });
    assert.equal(asWithdrawn.json().data[0].status, 'withdrawn');

    const stranger = await provider(app, db, { name: 'Stranger' });
    assert.equal(
      (await app.inject({ url: `/api/jobs/${jobId}/bids`, headers: stranger.headers })).statusCode,
      403,
    );
    const otherCustomer = await customer(app, db);
    assert.equal(
      (await app.inject({ url: `/api/jobs/${jobId}/bids`, headers: otherCustomer.headers })).statusCode,
      403,
    );
    assert.equal((await app.inject({ url: `/api/jobs/${jobId}/bids` })).statusCode, 401);
    assert.equal(
      (await app.inject({ url: '/api/jobs/999999/bids', headers: owner.headers })).statusCode,
      404,
    );

    // The public job page never carries contacts either.
    const publicPage = await app.inject({ url: `/api/jobs/${jobId}`, headers: stranger.headers });
    assert.ok(!publicPage.body.includes('@example.com'));
    const bidderPage = await app.inject({ url: `/api/jobs/${jobId}`, headers: middle.headers });
    assert.equal(bidderPage.json().data.viewer.my_bid.id, middleBid);
    assert.equal(bidderPage.json().data.viewer.can_bid, false);
    assert.equal(publicPage.json().data.viewer.can_bid, true);
    assert.equal(publicPage.json().data.bid_count, 3);

    // Hired: the accepted bid alone shows the pro's email and phone to the owner; the bidder still sees none.
    const hire = await app.inject({
      method: 'POST',
      url: `/api/bids/${middleBid}/accept`,
      headers: owner.headers,
    });
    assert.equal(hire.statusCode, 200, hire.body);
    const hired = (await app.inject({ url: `/api/jobs/${jobId}/bids`, headers: owner.headers })).json().data;
    const contacts = hired.map((row: { id: number; provider: { contact?: { email: string } } }) => [
      row.id,
      row.provider.contact?.email ?? null,
    ]);
    assert.deepEqual(contacts, [
      [cheapBid, null],
      [middleBid, middle.email],
      [priceyBid, null],
    ]);
    const afterHire = await app.inject({ url: `/api/jobs/${jobId}/bids`, headers: middle.headers });
    assert.equal(afterHire.json().data[0].provider.contact, undefined);
  });
});
