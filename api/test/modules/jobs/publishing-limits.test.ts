import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { ConfigError, loadConfig } from '../../../src/config.js';
import { DEFAULT_PUBLISHING_LIMITS } from '../../../src/lib/publishing-limits.js';
import { buildTestApp, TEST_JWT_SECRET, testConfig } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { customer, postJob, provider, VALID_JOB, type Actor } from './fixtures.js';

const DAY_S = 86_400;

describeEachDatabase('publishing limits: jobs a day, open jobs of a new account, bids a day', (suite) => {
  let app: App;
  // The app's clock: the tests move it forward to see a window pass.
  let clock = new Date();
  before(async () => {
    app = await buildTestApp(suite.handle, {
      // The clock moves a day ahead; access tokens must outlive that (they last 15 minutes by default).
      config: testConfig({
        publishingLimits: { ...DEFAULT_PUBLISHING_LIMITS, bidsPerDay: 3 },
        jwtTtlSeconds: 7 * 86_400,
        refreshTtlSeconds: 30 * 86_400,
      }),
      now: () => clock,
    });
  });
  after(async () => {
    await app.close();
  });

  const post = (owner: Actor, title = VALID_JOB.title) =>
    app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: owner.headers,
      payload: { ...VALID_JOB, title },
    });

  const backdate = async (userId: number, days: number) => {
    await suite.handle.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - days * DAY_S * 1000) })
      .where('id', '=', userId)
      .execute();
  };

  test('a new account: five open jobs at once, then 429 until one closes or the account is a week old', async () => {
    const owner = await customer(app, suite.handle.db);
    clock = new Date();
    const ids: number[] = [];
    for (let i = 1; i <= 5; i += 1) ids.push(await postJob(app, owner, { title: `Open job ${i}` }));
    const refused = await post(owner);
    assert.equal(refused.statusCode, 429, refused.body);
    assert.equal(
      refused.json().message,
      'A new account can have up to 5 open jobs at once in its first 7 days. Hire a pro or cancel one of your jobs to post another, or wait 7 days.',
    );
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter > 7 * DAY_S - 120 && retryAfter <= 7 * DAY_S, String(retryAfter));

    const cancel = await app.inject({
      method: 'POST',
      url: `/api/jobs/${ids[0]}/cancel`,
      headers: owner.headers,
    });
    assert.equal(cancel.statusCode, 200, cancel.body);
    assert.equal((await post(owner)).statusCode, 201);
    assert.equal((await post(owner)).statusCode, 429);

    // A week old, the open cap no longer applies (the daily one still does).
    await backdate(owner.id, 8);
    assert.equal((await post(owner)).statusCode, 201);
  });

  test('twenty jobs a day for any account, with Retry-After; the window rolls', async () => {
    clock = new Date();
    const owner = await customer(app, suite.handle.db);
    await backdate(owner.id, 30);
    for (let i = 1; i <= 20; i += 1) await postJob(app, owner, { title: `Daily job ${i}` });
    const refused = await post(owner);
    assert.equal(refused.statusCode, 429, refused.body);
    assert.equal(refused.json().message, 'You can post up to 20 jobs a day. You can post again in 24 hours.');
    assert.equal(refused.headers['retry-after'], String(DAY_S));
    // Nothing was stored by the refused post.
    const stored = await suite.handle.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('customer_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    assert.equal(Number(stored.count), 20);

    clock = new Date(clock.getTime() + 23 * 3_600_000);
    const later = await post(owner);
    assert.equal(later.statusCode, 429);
    assert.equal(later.json().message, 'You can post up to 20 jobs a day. You can post again in 1 hour.');
    assert.equal(later.headers['retry-after'], '3600');
    clock = new Date(clock.getTime() + 3_600_000 + 1000);
    assert.equal((await post(owner)).statusCode, 201);
  });

  test('parallel posts cannot slip past the cap together', async () => {
    clock = new Date();
    const owner = await customer(app, suite.handle.db);
    const answers = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((i) => post(owner, `Racing job ${i}`)));
    assert.deepEqual(
      answers.map((response) => response.statusCode).sort(),
      [201, 201, 201, 201, 201, 429, 429, 429],
    );
  });

  test('bids: a daily cap on top of the plan’s monthly allowance, 429 with Retry-After', async () => {
    clock = new Date();
    const owner = await customer(app, suite.handle.db);
    await backdate(owner.id, 30);
    const pro = await provider(app, suite.handle.db);
    const jobs: number[] = [];
    for (let i = 1; i <= 4; i += 1) jobs.push(await postJob(app, owner, { title: `Bid target ${i}` }));
    const bid = (jobId: number) =>
      app.inject({
        method: 'POST',
        url: `/api/jobs/${jobId}/bids`,
        headers: pro.headers,
        payload: { amount_cents: 20_000 },
      });
    for (const jobId of jobs.slice(0, 3)) assert.equal((await bid(jobId)).statusCode, 201);
    const refused = await bid(jobs[3]!);
    assert.equal(refused.statusCode, 429, refused.body);
    assert.equal(refused.json().message, 'You can place up to 3 bids a day. You can bid again in 24 hours.');
    assert.equal(refused.headers['retry-after'], String(DAY_S));
    clock = new Date(clock.getTime() + DAY_S * 1000 + 1000);
    assert.equal((await bid(jobs[3]!)).statusCode, 201);
  });
});

test('the caps are read from the environment, and a bad value is refused at start', () => {
  const base = { DATA_DIR: '/tmp/prohive-limits', JWT_SECRET: TEST_JWT_SECRET };
  assert.deepEqual(loadConfig(base, process.cwd()).publishingLimits, DEFAULT_PUBLISHING_LIMITS);
  const tuned = loadConfig(
    { ...base, JOB_POSTS_PER_DAY: '3', NEW_ACCOUNT_OPEN_JOBS: '2', NEW_ACCOUNT_DAYS: '0', BIDS_PER_DAY: '9' },
    process.cwd(),
  );
  assert.deepEqual(tuned.publishingLimits, {
    jobsPerDay: 3,
    newAccountOpenJobs: 2,
    newAccountDays: 0,
    bidsPerDay: 9,
  });
  assert.throws(() => loadConfig({ ...base, JOB_POSTS_PER_DAY: '0' }, process.cwd()), ConfigError);
  assert.throws(() => loadConfig({ ...base, BIDS_PER_DAY: 'lots' }, process.cwd()), ConfigError);
});
