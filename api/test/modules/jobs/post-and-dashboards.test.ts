import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Kysely } from 'kysely';
import type { App } from '../../../src/app.js';
import type { Database } from '../../../src/db/schema.js';
import { buildTestApp, createUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { AUSTIN, customer, insertJob, northOf, placeBid, postJob, provider, VALID_JOB } from './fixtures.js';

async function upload(db: Kysely<Database>, userId: number, purpose: 'job_photo' | 'avatar' = 'job_photo') {
  const id = randomUUID();
  const data = Buffer.from(`image ${id}`);
  await db
    .insertInto('uploads')
    .values({
      id,
      user_id: userId,
      purpose,
      content_type: 'image/webp',
      byte_size: data.length,
      width: 10,
      height: 10,
      data,
      thumb_data: data,
      sha256: createHash('sha256').update(data).digest('hex'),
    })
    .execute();
  return id;
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

describeEachDatabase('jobs: posting, the job page and the dashboards', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  const create = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/jobs', headers, payload });

  test('posting: customers only; the answer is the full JobDetail with city and state from the ZIP', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    assert.equal((await create({}, VALID_JOB)).statusCode, 401);
    const pro = await provider(app, db);
    assert.equal((await create(pro.headers, VALID_JOB)).statusCode, 403);
    const admin = await createUser(db, { roleId: 1 });
    const adminLogin = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: admin.email, password: admin.password },
    });
    assert.equal(
      (await create({ authorization: `Bearer ${adminLogin.json().access_token}` }, VALID_JOB)).statusCode,
      403,
    );
    const response = await create(owner.headers, {
      ...VALID_JOB,
      timing: 'specific_date',
      preferred_date: isoDay(10),
      zip: '94103',
    });
    assert.equal(response.statusCode, 201, response.body);
    const job = response.json().data;
    assert.equal(job.location.city, 'San Francisco');
    assert.equal(job.location.state, 'CA');
    assert.equal(job.preferred_date, isoDay(10));
    assert.equal(job.category.slug, 'plumbing');
    assert.deepEqual(job.answers, VALID_JOB.answers);
    assert.deepEqual(job.budget, { min_cents: 10_000, max_cents: 30_000 });
    assert.equal(job.customer.first_name, 'Casey');
    assert.equal(job.customer.id, owner.id);
    assert.equal(job.bid_count, 0);
    assert.equal(job.photo_count, 0);
    const lifetime = Date.parse(job.expires_at) - Date.parse(job.created_at);
    assert.equal(lifetime, 30 * 86_400_000);
    assert.deepEqual(job.viewer, {
      is_owner: true,
      my_bid: null,
      can_bid: false,
      can_review: false,
      can_reopen: false,
      saved: false,
    });
  });

  test('posting: 422 with a field error for every rule', async () => {
    const owner = await customer(app, suite.handle.db);
    const cases: [object, string][] = [
      [{ category: 'unknown' }, 'category'],
      [{ service_type: 'castle' }, 'service_type'],
      [{ title: 'ab' }, 'title'],
      [{ title: 'x'.repeat(161) }, 'title'],
      [{ title: '   ab   ' }, 'title'],
      [{ description: 'too short' }, 'description'],
      [{ description: 'x'.repeat(5001) }, 'description'],
      [{ timing: 'someday' }, 'timing'],
      [{ timing: 'specific_date' }, 'preferred_date'],
      [{ timing: 'specific_date', preferred_date: isoDay(-2) }, 'preferred_date'],
      [{ timing: 'specific_date', preferred_date: isoDay(400) }, 'preferred_date'],
      [{ timing: 'specific_date', preferred_date: 'tomorrow' }, 'preferred_date'],
      [{ budget_min_cents: 500, budget_max_cents: 100 }, 'budget_max_cents'],
      [{ budget_max_cents: 100_000_001 }, 'budget_max_cents'],
      [{ budget_min_cents: -1 }, 'budget_min_cents'],
      [{ zip: '00000' }, 'zip'],
      [{ zip: '1234' }, 'zip'],
      [{ address: 'x'.repeat(201) }, 'address'],
      [{ photo_ids: ['not-a-uuid'] }, 'photo_ids.0'],
      [{ photo_ids: Array.from({ length: 9 }, () => randomUUID()) }, 'photo_ids'],
      [{ photo_ids: [randomUUID()] }, 'photo_ids'],
      [{ target_provider_id: 999_999 }, 'target_provider_id'],
      [{ answers: { 'bad key!': 'x' } }, 'answers'],
    ];
    for (const [overrides, field] of cases) {
      const response = await create(owner.headers, { ...VALID_JOB, ...overrides });
      assert.equal(response.statusCode, 422, `${JSON.stringify(overrides)} → ${response.body}`);
      const errors = response.json().errors;
      assert.ok(
        Object.keys(errors).some(
          (key) => key === field || key.startsWith(`${field}.`) || field.startsWith(key),
        ),
        `${JSON.stringify(overrides)} → ${response.body}`,
      );
    }
    const zip = await create(owner.headers, { ...VALID_JOB, zip: '00000' });
    assert.deepEqual(zip.json().errors, { zip: ['Enter a valid US ZIP code'] });
    const count = await suite.handle.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 0);
  });

  test('photos: own job_photo uploads only, once; the page lists them as upload URLs in order', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const other = await customer(app, db);
    const first = await upload(db, owner.id);
    const second = await upload(db, owner.id);
    const avatar = await upload(db, owner.id, 'avatar');
    const foreign = await upload(db, other.id);
    for (const ids of [[avatar], [foreign], [first, foreign]]) {
      const refused = await create(owner.headers, { ...VALID_JOB, photo_ids: ids });
      assert.equal(refused.statusCode, 422, refused.body);
      assert.ok(refused.json().errors.photo_ids);
    }
    const created = await create(owner.headers, { ...VALID_JOB, photo_ids: [second, first.toUpperCase()] });
    assert.equal(created.statusCode, 201, created.body);
    const job = created.json().data;
    assert.equal(job.photo_count, 2);
    assert.deepEqual(job.photos, [
      { id: second, url: `/api/uploads/${second}`, thumb_url: `/api/uploads/${second}/thumb` },
      { id: first, url: `/api/uploads/${first}`, thumb_url: `/api/uploads/${first}/thumb` },
    ]);
    const reused = await create(owner.headers, { ...VALID_JOB, photo_ids: [first] });
    assert.equal(reused.statusCode, 422);
    const listed = (await app.inject({ url: '/api/jobs' })).json().data;
    assert.equal(listed[0].photo_count, 2);
  });

  test('the job page: public, viewer-aware, 404 for unknown ids; a bad token is just anonymous', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const jobId = await postJob(app, owner, { target_provider_id: (await provider(app, db)).id });
    const anonymous = await app.inject({ url: `/api/jobs/${jobId}` });
    assert.equal(anonymous.statusCode, 200);
    assert.deepEqual(anonymous.json().data.viewer, {
      is_owner: false,
      my_bid: null,
      can_bid: false,
      can_review: false,
      can_reopen: false,
      saved: false,
    });
    assert.equal(typeof anonymous.json().data.target_provider_id, 'number');
    const garbage = await app.inject({
      url: `/api/jobs/${jobId}`,
      headers: { authorization: 'Bearer nonsense.token.here' },
    });
    assert.equal(garbage.statusCode, 200);
    assert.equal(garbage.json().data.viewer.is_owner, false);
    const admin = await createUser(db, { roleId: 2 });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: admin.email, password: admin.password },
    });
    const asAdmin = await app.inject({
      url: `/api/jobs/${jobId}`,
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    assert.equal(asAdmin.json().data.exact_location.address, VALID_JOB.address);
    assert.equal(asAdmin.json().data.viewer.can_bid, false);
    // A suspended account's token sees the public page, nothing more.
    await db.updateTable('users').set({ status: 'suspended' }).where('id', '=', owner.id).execute();
    const suspended = await app.inject({ url: `/api/jobs/${jobId}`, headers: owner.headers });
    assert.equal(suspended.statusCode, 200);
    assert.equal(suspended.json().data.exact_location, null);
    for (const id of ['999999', '0', 'abc', '-1', '1.5']) {
      const response = await app.inject({ url: `/api/jobs/${id}` });
      assert.ok([404, 422].includes(response.statusCode), `${id}: ${response.statusCode}`);
    }
    assert.equal((await app.inject({ url: '/api/jobs/999999' })).json().message, 'Job not found.');
  });

  test('the job page says whether the viewer saved it', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const pro = await provider(app, db);
    const jobId = await postJob(app, owner);
    await db.insertInto('saved_jobs').values({ user_id: pro.id, job_id: jobId }).execute();
    const page = await app.inject({ url: `/api/jobs/${jobId}`, headers: pro.headers });
    assert.equal(page.json().data.viewer.saved, true);
  });

  test('my jobs: every status, newest first, with the hired pro and whether a review is due', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const pro = await provider(app, db);
    const first = await postJob(app, owner, { title: 'First job' });
    const second = await postJob(app, owner, { title: 'Second job' });
    const bidId = await placeBid(app, pro, first);
    await app.inject({ method: 'POST', url: `/api/bids/${bidId}/accept`, headers: owner.headers });
    await app.inject({ method: 'POST', url: `/api/jobs/${first}/complete`, headers: owner.headers });
    await app.inject({ method: 'POST', url: `/api/jobs/${second}/cancel`, headers: owner.headers });
    const someoneElse = await customer(app, db);
    await postJob(app, someoneElse);

    const mine = await app.inject({ url: '/api/jobs/mine', headers: owner.headers });
    assert.equal(mine.statusCode, 200);
    const body = mine.json();
    assert.deepEqual(
      { ...body.meta, counts: undefined },
      { page: 1, per_page: 12, total: 2, last_page: 1, counts: undefined },
    );
    assert.deepEqual(body.meta.counts, {
      open: 0,
      hired: 0,
      completed: 1,
      cancelled: 1,
      expired: 0,
      needs_review: 1,
    });
    assert.deepEqual(
      body.data.map((job: { id: number; status: string }) => [job.id, job.status]),
      [
        [second, 'cancelled'],
        [first, 'completed'],
      ],
    );
    assert.deepEqual(body.data[1].hired_provider, { id: pro.id, business_name: 'Pat Plumber LLC' });
    assert.equal(body.data[1].needs_review, true);
    assert.equal(body.data[0].hired_provider, null);
    assert.equal(body.data[0].needs_review, false);
    await app.inject({
      method: 'POST',
      url: `/api/jobs/${first}/review`,
      headers: owner.headers,
      payload: { rating: 4 },
    });
    const after = (await app.inject({ url: '/api/jobs/mine', headers: owner.headers })).json();
    assert.equal(after.data[1].needs_review, false);
    const paged = (
      await app.inject({ url: '/api/jobs/mine?per_page=1&page=2', headers: owner.headers })
    ).json();
    assert.deepEqual(
      { ...paged.meta, counts: undefined },
      { page: 2, per_page: 1, total: 2, last_page: 2, counts: undefined },
    );
    assert.equal(paged.meta.counts.needs_review, 0);
    assert.equal(paged.data[0].id, first);
    assert.equal((await app.inject({ url: '/api/jobs/mine' })).statusCode, 401);
  });

  test('matching jobs: the provider’s categories within their radius; customers 403', async () => {
    const db = suite.handle.db;
    const poster = await createUser(db, { roleId: 3 });
    const pro = await provider(app, db, { services: ['plumbing', 'hvac'], radiusMiles: 15 });
    const near = await insertJob(db, poster.id, { ...northOf(AUSTIN, 10) });
    const nearHvac = await insertJob(db, poster.id, { ...northOf(AUSTIN, 5), category: 'hvac' });
    await insertJob(db, poster.id, { ...northOf(AUSTIN, 20) });
    await insertJob(db, poster.id, { ...northOf(AUSTIN, 2), category: 'roofing' });
    await insertJob(db, poster.id, { ...northOf(AUSTIN, 2), status: 'hired' });
    const response = await app.inject({ url: '/api/jobs/matching', headers: pro.headers });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(new Set(body.data.map((job: { id: number }) => job.id)), new Set([near, nearHvac]));
    assert.equal(body.meta.total, 2);
    const newcomer = await provider(app, db, { withoutProfile: true });
    const empty = (await app.inject({ url: '/api/jobs/matching', headers: newcomer.headers })).json();
    assert.deepEqual(empty, { data: [], meta: { page: 1, per_page: 12, total: 0, last_page: 1 } });
    const someCustomer = await customer(app, db);
    assert.equal(
      (await app.inject({ url: '/api/jobs/matching', headers: someCustomer.headers })).statusCode,
      403,
    );
  });

  test('my bids: newest first, each with its job; providers only', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const pro = await provider(app, db);
    const jobA = await postJob(app, owner, { title: 'Job A' });
    const jobB = await postJob(app, owner, { title: 'Job B' });
    const bidA = await placeBid(app, pro, jobA);
    const bidB = await placeBid(app, pro, jobB);
    await app.inject({ method: 'POST', url: `/api/bids/${bidA}/accept`, headers: owner.headers });
    const response = await app.inject({ url: '/api/bids/mine', headers: pro.headers });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(
      body.data.map((bid: { id: number; status: string; job: { title: string; status: string } }) => [
        bid.id,
        bid.status,
        bid.job.title,
        bid.job.status,
      ]),
      [
        [bidB, 'pending', 'Job B', 'open'],
        [bidA, 'accepted', 'Job A', 'hired'],
      ],
    );
    assert.deepEqual(
      { ...body.meta, usage: undefined },
      { page: 1, per_page: 12, total: 2, last_page: 1, usage: undefined },
    );
    assert.equal(body.meta.usage.bids_this_month, 2);
    assert.ok(!response.body.includes(VALID_JOB.address));
    assert.equal((await app.inject({ url: '/api/bids/mine', headers: owner.headers })).statusCode, 403);
  });
});
