import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { openDatabase } from '../../../src/db/database.js';
import { HttpError } from '../../../src/http-errors.js';
import { TotalsCache } from '../../../src/lib/totals-cache.js';
import { acceptBid } from '../../../src/modules/bids/index.js';
import { expireOverdueJobs, jobGate } from '../../../src/modules/jobs/index.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { customer, insertJob, placeBid, postJob, provider } from './fixtures.js';

describeEachDatabase('jobs: lifecycle and the accept race', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const statusOf = async (jobId: number) =>
    (
      await suite.handle.db
        .selectFrom('jobs')
        .select('status')
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow()
    ).status;
  const bidStatuses = async (jobId: number) =>
    (
      await suite.handle.db
        .selectFrom('bids')
        .select(['id', 'status'])
        .where('job_id', '=', jobId)
        .orderBy('id')
        .execute()
    ).map((row) => row.status);

  test('accept: job hired, bid accepted, every other pending bid declined; withdrawn stays withdrawn', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const jobId = await postJob(app, owner);
    const pros = [await provider(app, db), await provider(app, db), await provider(app, db)];
    const bids = [];
    for (const pro of pros) bids.push(await placeBid(app, pro, jobId));
    await post(`/api/bids/${bids[2]}/withdraw`, pros[2]!.headers);
    const accepted = await post(`/api/bids/${bids[0]}/accept`, owner.headers);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal(accepted.json().data.status, 'accepted');
    assert.equal(await statusOf(jobId), 'hired');
    assert.deepEqual(await bidStatuses(jobId), ['accepted', 'declined', 'withdrawn']);
    const detail = (await app.inject({ url: `/api/jobs/${jobId}`, headers: owner.headers })).json().data;
    assert.equal(detail.status, 'hired');
    assert.equal(detail.hired_bid_id, bids[0]);
    // Hired jobs leave the public list.
    assert.equal((await app.inject({ url: '/api/jobs' })).json().meta.total, 0);
    const again = await post(`/api/bids/${bids[1]}/accept`, owner.headers);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'A pro has already been hired for this job.');
  });

  test('accept and decline are the job owner’s: the bidder, strangers and admins get 404, anonymous 401', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const jobId = await postJob(app, owner);
    const pro = await provider(app, db);
    const bidId = await placeBid(app, pro, jobId);
    const stranger = await customer(app, db);
    for (const action of ['accept', 'decline']) {
      assert.equal((await post(`/api/bids/${bidId}/${action}`, {})).statusCode, 401);
      assert.equal((await post(`/api/bids/${bidId}/${action}`, pro.headers)).statusCode, 404);
      assert.equal((await post(`/api/bids/${bidId}/${action}`, stranger.headers)).statusCode, 404);
      assert.equal((await post(`/api/bids/999999/${action}`, owner.headers)).statusCode, 404);
    }
    const declined = await post(`/api/bids/${bidId}/decline`, owner.headers);
    assert.equal(declined.statusCode, 200);
    assert.equal(declined.json().data.status, 'declined');
    const acceptDeclined = await post(`/api/bids/${bidId}/accept`, owner.headers);
    assert.equal(acceptDeclined.statusCode, 409);
    assert.equal(acceptDeclined.json().message, 'A declined bid cannot be accepted.');
    assert.equal(await statusOf(jobId), 'open');
  });

  test('racing accepts through the api: exactly one 200, the rest 409, one accepted bid', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const jobId = await postJob(app, owner);
    const bids: number[] = [];
    for (let index = 0; index < 6; index += 1) bids.push(await placeBid(app, await provider(app, db), jobId));
    // Every bid accepted at once, plus the same bid twice.
    const responses = await Promise.all(
      [...bids, bids[0]!].map((bidId) => post(`/api/bids/${bidId}/accept`, owner.headers)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    assert.deepEqual(codes, [200, 409, 409, 409, 409, 409, 409]);
    const statuses = await bidStatuses(jobId);
    assert.equal(statuses.filter((status) => status === 'accepted').length, 1);
    assert.equal(statuses.filter((status) => status === 'declined').length, 5);
    assert.equal(await statusOf(jobId), 'hired');
  });

  test(
    'racing accepts on separate database connections: one winner',
    { skip: suite.kind !== 'postgres' },
    async () => {
      const db = suite.handle.db;
      const owner = await customer(app, db);
      const jobId = await postJob(app, owner);
      const first = await placeBid(app, await provider(app, db), jobId);
      const second = await placeBid(app, await provider(app, db), jobId);
      const gate = jobGate(new TotalsCache());
      // Two independent pools: the row lock, not a shared client, must decide.
      const poolA = await openDatabase({ databaseUrl: suite.handle.location, pgliteDir: null });
      const poolB = await openDatabase({ databaseUrl: suite.handle.location, pgliteDir: null });
      try {
        for (let round = 0; round < 3; round += 1) {
          const outcomes = await Promise.allSettled([
            acceptBid(poolA.db, gate, first, new Date(), { siteOrigin: 'http://127.0.0.1:3000' }),
            acceptBid(poolB.db, gate, second, new Date(), { siteOrigin: 'http://127.0.0.1:3000' }),
          ]);
          const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
          const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
          if (round === 0) assert.equal(won.length, 1);
          else assert.equal(won.length, 0);
          for (const outcome of lost) {
            assert.ok(
              outcome.reason instanceof HttpError && outcome.reason.statusCode === 409,
              String(outcome.reason),
            );
          }
        }
      } finally {
        await poolA.close();
        await poolB.close();
      }
      assert.equal((await bidStatuses(jobId)).filter((status) => status === 'accepted').length, 1);
    },
  );

  test('cancel: open → cancelled with pending bids declined; hired → cancelled; then every action is 409', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const pro = await provider(app, db);
    const openJob = await postJob(app, owner);
    await placeBid(app, pro, openJob);
    const cancelled = await post(`/api/jobs/${openJob}/cancel`, owner.headers);
    assert.equal(cancelled.statusCode, 200);
    assert.equal(cancelled.json().data.status, 'cancelled');
    assert.deepEqual(await bidStatuses(openJob), ['declined']);
    const twice = await post(`/api/jobs/${openJob}/cancel`, owner.headers);
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().message, 'This job is already cancelled.');
    assert.equal(
      (await post(`/api/jobs/${openJob}/complete`, owner.headers)).json().message,
      'A cancelled job cannot be completed.',
    );

    const hiredJob = await postJob(app, owner);
    const bidId = await placeBid(app, pro, hiredJob);
    await post(`/api/bids/${bidId}/accept`, owner.headers);
    assert.equal((await post(`/api/jobs/${hiredJob}/cancel`, owner.headers)).statusCode, 200);
    assert.equal(await statusOf(hiredJob), 'cancelled');
  });

  test('complete: only hired jobs; the pro’s hires go up by one; a completed job cannot be cancelled', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const pro = await provider(app, db);
    const jobId = await postJob(app, owner);
    const early = await post(`/api/jobs/${jobId}/complete`, owner.headers);
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().message, 'Hire a pro before marking the job completed.');
    const bidId = await placeBid(app, pro, jobId);
    await post(`/api/bids/${bidId}/accept`, owner.headers);
    const hiresBefore = (
      await db
        .selectFrom('provider_profiles')
        .select('hires')
        .where('user_id', '=', pro.id)
        .executeTakeFirstOrThrow()
    ).hires;
    const done = await post(`/api/jobs/${jobId}/complete`, owner.headers);
    assert.equal(done.statusCode, 200);
    assert.equal(done.json().data.status, 'completed');
    const hiresAfter = (
      await db
        .selectFrom('provider_profiles')
        .select('hires')
        .where('user_id', '=', pro.id)
        .executeTakeFirstOrThrow()
    ).hires;
    assert.equal(hiresAfter, hiresBefore + 1);
    const cancel = await post(`/api/jobs/${jobId}/cancel`, owner.headers);
    assert.equal(cancel.statusCode, 409);
    assert.equal(cancel.json().message, 'A completed job cannot be cancelled.');
    assert.equal((await post(`/api/jobs/${jobId}/complete`, owner.headers)).statusCode, 409);
  });

  test('cancel and complete belong to the owner: others 404, anonymous 401, unknown job 404', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const jobId = await postJob(app, owner);
    const pro = await provider(app, db);
    const other = await customer(app, db);
    for (const action of ['cancel', 'complete', 'review']) {
      assert.equal((await post(`/api/jobs/${jobId}/${action}`, {}, { rating: 5 })).statusCode, 401);
      assert.equal((await post(`/api/jobs/${jobId}/${action}`, pro.headers, { rating: 5 })).statusCode, 404);
      assert.equal(
        (await post(`/api/jobs/${jobId}/${action}`, other.headers, { rating: 5 })).statusCode,
        404,
      );
      assert.equal((await post(`/api/jobs/999999/${action}`, owner.headers, { rating: 5 })).statusCode, 404);
    }
    assert.equal(await statusOf(jobId), 'open');
  });

  test('expiry: the sweep persists expired open jobs and declines their pending bids; nothing else changes', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const pro = await provider(app, db);
    const overdue = await insertJob(db, owner.id, {
      createdAt: new Date(Date.now() - 31 * 86_400_000),
      expiresAt: new Date(Date.now() + 60_000),
    });
    await placeBid(app, pro, overdue);
    await db
      .updateTable('jobs')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', overdue)
      .execute();
    const fresh = await insertJob(db, owner.id);
    const hiredOld = await insertJob(db, owner.id, {
      status: 'hired',
      expiresAt: new Date(Date.now() - 1000),
    });
    // Read before the sweep: already shown as expired, not biddable.
    const page = (await app.inject({ url: `/api/jobs/${overdue}`, headers: pro.headers })).json().data;
    assert.equal(page.status, 'expired');
    assert.equal(page.viewer.can_bid, false);
    assert.equal(await expireOverdueJobs(db, new Date()), 1);
    assert.equal(await statusOf(overdue), 'expired');
    assert.deepEqual(await bidStatuses(overdue), ['declined']);
    assert.equal(await statusOf(fresh), 'open');
    assert.equal(await statusOf(hiredOld), 'hired');
    assert.equal(await expireOverdueJobs(db, new Date()), 0);
    const cancel = await post(`/api/jobs/${overdue}/cancel`, owner.headers);
    assert.equal(cancel.json().message, 'An expired job cannot be cancelled.');
  });

  test('the app runs the expiry sweep when it starts, and waits for it on close', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const overdue = await insertJob(db, owner.id, {
      createdAt: new Date(Date.now() - 31 * 86_400_000),
      expiresAt: new Date(Date.now() - 1000),
    });
    const second = await buildTestApp(suite.handle);
    await second.close();
    assert.equal(await statusOf(overdue), 'expired');
  });
});
