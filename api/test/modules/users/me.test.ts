import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { normalisePhone } from '../../../src/modules/account/service.js';
import { bearerFor, buildTestApp, createUser, DEFAULT_PASSWORD, login } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { insertJob } from '../jobs/fixtures.js';
import { createListedProvider } from '../providers/fixtures.js';
import { makeImage, upload } from '../uploads/fixtures.js';

const PHONE_MESSAGE = 'Enter a valid phone number, e.g. (512) 555-0123 or +44 20 7946 0958.';

test('phone numbers are normalised to E.164; impossible ones are refused', () => {
  const valid: Record<string, string> = {
    '(512) 555-0123': '+15125550123',
    '512.555.0123': '+15125550123',
    '512 555 0123': '+15125550123',
    '1-512-555-0123': '+15125550123',
    '+1 (512) 555-0123': '+15125550123',
    '+44 20 7946 0958': '+442079460958',
    '+49 30 901820': '+4930901820',
  };
  for (const [input, expected] of Object.entries(valid)) assert.equal(normalisePhone(input), expected, input);
  for (const input of [
    '123',
    '555-0123',
    '(012) 555-0123',
    '(512) 155-0123',
    'call me',
    '+0 123 4567',
    '+1 512 555 01234',
    '5125550123x9',
    '',
  ]) {
    assert.equal(normalisePhone(input), null, input);
  }
});

describeEachDatabase('the signed-in account (/api/me)', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });
  const db = () => suite.handle.db;

  const signedIn = async (roleId = 3) => {
    const user = await createUser(db(), { roleId });
    return { user, headers: await bearerFor(app, user) };
  };
  const patch = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/me', headers, payload });

  test('PATCH updates name, phone and ZIP and returns the login user object plus phone and zip', async () => {
    const { user, headers } = await signedIn();
    const response = await patch(headers, {
      name: '  Dana   Whitfield ',
      phone: '(512) 555-0123',
      zip: '78701',
    });
    assert.equal(response.statusCode, 200, response.body);
    const { data } = response.json();
    assert.equal(data.id, user.id);
    assert.equal(data.name, 'Dana   Whitfield');
    assert.equal(data.phone, '+15125550123');
    assert.equal(data.zip, '78701');
    assert.equal(data.email, user.email);
    assert.equal(data.role.name, 'user');
    assert.ok('current_subscription' in data && 'certificates_status' in data && 'avatar' in data);
    const loginUser = (await login(app, user.email, user.password)).json().user;
    assert.deepEqual(loginUser, data);

    const cleared = await patch(headers, { phone: '', zip: null });
    assert.equal(cleared.json().data.phone, null);
    assert.equal(cleared.json().data.zip, null);
    assert.equal(cleared.json().data.name, 'Dana   Whitfield', 'fields left out stay');
    const nothing = await patch(headers, {});
    assert.equal(nothing.statusCode, 200);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'user.profile.update')
      .execute();
    assert.equal(audit.length, 2);
    assert.ok(!JSON.stringify(audit).includes('555'), 'the audit log names fields, not values');
  });

  test('PATCH refuses a blank name, a bad phone, an unknown ZIP and unknown fields, changing nothing', async () => {
    const { user, headers } = await signedIn();
    const response = await patch(headers, { name: '   ', phone: '555-0123', zip: '00000' });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json().errors, {
      name: ['The name field is required.'],
      phone: [PHONE_MESSAGE],
      zip: ['Enter a valid US ZIP code'],
    });
    const row = await db()
      .selectFrom('users')
      .select(['name', 'phone', 'zip'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.phone, null);
    assert.equal(row.zip, null);
    assert.equal((await patch(headers, { name: 'x'.repeat(121) })).statusCode, 422);
    // Fields the route does not know are dropped, never applied.
    await patch(headers, { email: 'new@example.com', role_id: 1 });
    const after = await db()
      .selectFrom('users')
      .select(['email', 'role_id'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(after, { email: user.email, role_id: 3 });
    assert.equal((await patch(headers, { zip: '7870' })).json().errors.zip[0], 'Enter a valid US ZIP code');
  });

  test('the avatar is an avatar upload of your own; null removes it', async () => {
    const { headers } = await signedIn();
    const other = await signedIn();
    const mine = (await upload(app, headers, 'avatar', { data: await makeImage(400, 400) })).json().data;
    const photo = (await upload(app, headers, 'job_photo', { data: await makeImage(40, 40) })).json().data;
    const theirs = (await upload(app, other.headers, 'avatar', { data: await makeImage(40, 40) })).json()
      .data;
    for (const id of [photo.id, theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await patch(headers, { avatar_upload_id: id });
      assert.equal(refused.statusCode, 422);
      assert.deepEqual(refused.json().errors, {
        avatar_upload_id: ['Upload the picture first (an avatar upload of yours).'],
      });
    }
    const set = await patch(headers, { avatar_upload_id: mine.id });
    assert.equal(set.statusCode, 200);
    assert.equal(set.json().data.avatar, `/api/uploads/${mine.id}/thumb`);
    const image = await app.inject({ url: set.json().data.avatar });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/webp');
    const removed = await patch(headers, { avatar_upload_id: null });
    assert.equal(removed.json().data.avatar, null);
  });

  test('changing the password signs out every other session and keeps this one', async () => {
    const user = await createUser(db(), { roleId: 3 });
    const current = await bearerFor(app, user);
    const other = await bearerFor(app, user);
    const response = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: current,
      payload: {
        current_password: DEFAULT_PASSWORD,
        password: 'brand-new-secret',
        password_confirmation: 'brand-new-secret',
      },
    });
    assert.equal(response.statusCode, 204, response.body);
    assert.equal((await app.inject({ url: '/api/me', headers: other })).statusCode, 401);
    assert.equal((await app.inject({ url: '/api/me', headers: current })).statusCode, 200);
    assert.equal((await login(app, user.email, DEFAULT_PASSWORD)).statusCode, 401);
    const fresh = await login(app, user.email, 'brand-new-secret');
    assert.equal(fresh.statusCode, 200);
    const freshHeaders = { authorization: `Bearer ${fresh.json().access_token}` };
    assert.equal((await app.inject({ url: '/api/me', headers: freshHeaders })).statusCode, 200);
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'user.password.change')
      .execute();
    assert.equal(audit.length, 1);
  });

  test('every sign-in is recorded in issued_tokens, and expired entries go when the user signs in again', async () => {
    const user = await createUser(db(), { roleId: 3 });
    await db()
      .insertInto('issued_tokens')
      .values({
        jti: '00000000-0000-4000-8000-00000000000a',
        user_id: user.id,
        expires_at: new Date(Date.now() - 1000),
      })
      .execute();
    await bearerFor(app, user);
    await bearerFor(app, user);
    const rows = await db()
      .selectFrom('issued_tokens')
      .select(['jti', 'expires_at'])
      .where('user_id', '=', user.id)
      .execute();
    assert.equal(rows.length, 2);
    assert.ok(rows.every((row) => row.expires_at.getTime() > Date.now()));
  });

  test('the password change checks the current password, the confirmation and the length', async () => {
    const { user, headers } = await signedIn();
    const send = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/me/password', headers, payload });
    const wrong = await send({
      current_password: 'not-it-at-all',
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
    });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json().errors, { current_password: ['The password is incorrect.'] });
    const missing = await send({ password: 'brand-new-secret', password_confirmation: 'brand-new-secret' });
    assert.deepEqual(missing.json().errors, { current_password: ['Enter your current password.'] });
    const mismatch = await send({
      current_password: DEFAULT_PASSWORD,
      password: 'brand-new-secret',
      password_confirmation: 'other-secret',
    });
    assert.deepEqual(mismatch.json().errors, {
      password: ['The password field confirmation does not match.'],
    });
    const short = await send({
      current_password: DEFAULT_PASSWORD,
      password: 'short',
      password_confirmation: 'short',
    });
    assert.equal(short.statusCode, 422);
    assert.ok(short.json().errors.password);
    assert.equal((await login(app, user.email, DEFAULT_PASSWORD)).statusCode, 200, 'nothing changed');
  });

  test('guessing the current password is limited to 10 wrong tries per account', async (t) => {
    // Its own app: the limiter lives in the app, and ids restart after each test's truncation.
    const ownApp = await buildTestApp(suite.handle);
    t.after(() => ownApp.close());
    const user = await createUser(db(), { roleId: 3 });
    const headers = await bearerFor(ownApp, user);
    const guess = () =>
      ownApp.inject({
        method: 'POST',
        url: '/api/me/password',
        headers,
        payload: {
          current_password: 'guess-guess',
          password: 'brand-new-secret',
          password_confirmation: 'brand-new-secret',
        },
      });
    for (let attempt = 0; attempt < 10; attempt += 1) assert.equal((await guess()).statusCode, 422);
    const limited = await guess();
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
  });

  test('an account that only signs in with Google may set a password without a current one', async () => {
    const { user, headers } = await signedIn();
    await db()
      .updateTable('users')
      .set({ google_sub: 'google-123', password_hash: null })
      .where('id', '=', user.id)
      .execute();
    const response = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers,
      payload: { password: 'first-real-password', password_confirmation: 'first-real-password' },
    });
    assert.equal(response.statusCode, 204, response.body);
    assert.equal((await login(app, user.email, 'first-real-password')).statusCode, 200);
  });

  test('deleting the account needs DELETE and the password', async () => {
    const { headers } = await signedIn();
    const send = (payload: object) => app.inject({ method: 'DELETE', url: '/api/me', headers, payload });
    assert.deepEqual((await send({ confirm: 'delete', password: DEFAULT_PASSWORD })).json().errors, {
      confirm: ['Type DELETE to confirm.'],
    });
    assert.deepEqual((await send({ confirm: 'DELETE', password: 'wrong-password' })).json().errors, {
      password: ['The password is incorrect.'],
    });
    assert.deepEqual((await send({ confirm: 'DELETE' })).json().errors, {
      password: ['Enter your current password.'],
    });
    assert.equal((await app.inject({ url: '/api/me', headers })).statusCode, 200, 'still there');
  });

  test('deleting a customer: data wiped, tokens dead, email free, jobs cancelled, reviews kept as Former customer', async () => {
    const customer = await createUser(db(), { roleId: 3, name: 'Casey Jones', email: 'casey@example.com' });
    const headers = await bearerFor(app, customer);
    const otherSession = await bearerFor(app, customer);
    const provider = await createListedProvider(db(), { businessName: 'Kept Pro' });
    await patch(headers, { phone: '(512) 555-0123', zip: '78701' });
    const avatar = (await upload(app, headers, 'avatar', { data: await makeImage(100, 100) })).json().data;
    await patch(headers, { avatar_upload_id: avatar.id });
    await app.inject({ method: 'PUT', url: `/api/saved/providers/${provider.id}`, headers });

    const openJob = await insertJob(db(), customer.id, { title: 'Open job' });
    const bid = await db()
      .insertInto('bids')
      .values({ job_id: openJob, provider_id: provider.id, amount_cents: 5000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const doneJob = await insertJob(db(), customer.id, { title: 'Done job', status: 'completed' });
    const hiredJob = await insertJob(db(), customer.id, { title: 'Hired job', status: 'hired' });
    // Past its expiry but not yet swept: the state machine cannot cancel it, it expires.
    const overdueJob = await insertJob(db(), customer.id, {
      title: 'Overdue job',
      createdAt: new Date(Date.now() - 31 * 86_400_000),
      expiresAt: new Date(Date.now() - 1000),
    });
    const overdueBid = await db()
      .insertInto('bids')
      .values({ job_id: overdueJob, provider_id: provider.id, amount_cents: 7000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('reviews')
      .values({
        job_id: doneJob,
        customer_id: customer.id,
        provider_id: provider.id,
        rating: 5,
        body: 'Great work',
      })
      .execute();

    const response = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers,
      payload: { confirm: 'DELETE', password: customer.password },
    });
    assert.equal(response.statusCode, 204, response.body);

    assert.equal((await app.inject({ url: '/api/me', headers })).statusCode, 401);
    assert.equal((await app.inject({ url: '/api/me', headers: otherSession })).statusCode, 401);
    assert.equal((await login(app, 'casey@example.com', customer.password)).statusCode, 401);
    // The job page signs the deleted customer's review the same way the provider's reviews list does.
    const jobPage = await app.inject({ url: `/api/jobs/${doneJob}` });
    assert.equal(jobPage.json().data.review.customer_first_name, 'Former customer');

    const row = await db()
      .selectFrom('users')
      .selectAll()
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.name, 'Former customer');
    assert.notEqual(row.email, 'casey@example.com');
    assert.equal(row.phone, null);
    assert.equal(row.zip, null);
    assert.equal(row.avatar_url, null);
    assert.equal(row.password_hash, null);
    assert.equal(row.google_sub, null);
    assert.ok(row.deleted_at instanceof Date);

    const jobs = await db()
      .selectFrom('jobs')
      .select(['id', 'status'])
      .where('customer_id', '=', customer.id)
      .orderBy('id')
      .execute();
    assert.deepEqual(jobs, [
      { id: openJob, status: 'cancelled' },
      { id: doneJob, status: 'completed' },
      { id: hiredJob, status: 'cancelled' },
      { id: overdueJob, status: 'expired' },
    ]);
    const bidRows = await db()
      .selectFrom('bids')
      .select('status')
      .where('id', 'in', [bid.id, overdueBid.id])
      .orderBy('id')
      .execute();
    assert.deepEqual(
      bidRows.map((row) => row.status),
      ['declined', 'declined'],
    );
    assert.equal(
      (await db().selectFrom('uploads').select('id').where('user_id', '=', customer.id).execute()).length,
      0,
    );
    assert.equal(
      (
        await db()
          .selectFrom('saved_providers')
          .select('user_id')
          .where('user_id', '=', customer.id)
          .execute()
      ).length,
      0,
    );

    const reviews = (await app.inject({ url: `/api/providers/${provider.id}/reviews` })).json();
    assert.equal(reviews.data.length, 1);
    assert.equal(reviews.data[0].customer_first_name, 'Former customer');
    assert.equal(reviews.data[0].body, 'Great work');

    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_id', 'subject_id'])
      .where('action', '=', 'user.delete')
      .execute();
    assert.deepEqual(audit, [{ actor_id: customer.id, subject_id: customer.id }]);

    // The email is free for a new account.
    const again = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Casey Again',
        email: 'casey@example.com',
        password: 'new-account-pw',
        password_confirmation: 'new-account-pw',
        roleId: 3,
      },
    });
    assert.equal(again.statusCode, 201, again.body);
    assert.notEqual(again.json().user.id, customer.id);
  });

  test('deleting a provider withdraws pending bids, cancels the subscription and unlists them', async () => {
    const provider = await createListedProvider(db(), { businessName: 'Leaving Pro' });
    const headers = await bearerFor(app, provider);
    const customer = await createUser(db(), { roleId: 3 });
    const job = await insertJob(db(), customer.id);
    await db()
      .insertInto('bids')
      .values({ job_id: job, provider_id: provider.id, amount_cents: 7000 })
      .execute();
    const plan = await db()
      .selectFrom('plans')
      .select('id')
      .where('slug', '=', 'pro')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('subscriptions')
      .values({
        user_id: provider.id,
        plan_id: plan.id,
        status: 'active',
        current_period_start: new Date(),
        current_period_end: new Date(Date.now() + 30 * 86_400_000),
      })
      .execute();
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers,
      payload: { confirm: 'DELETE', password: provider.password },
    });
    assert.equal(response.statusCode, 204, response.body);
    const bid = await db()
      .selectFrom('bids')
      .select('status')
      .where('provider_id', '=', provider.id)
      .executeTakeFirstOrThrow();
    assert.equal(bid.status, 'withdrawn');
    const subscription = await db()
      .selectFrom('subscriptions')
      .select('status')
      .where('user_id', '=', provider.id)
      .executeTakeFirstOrThrow();
    assert.equal(subscription.status, 'canceled');
    const gone = await db()
      .selectFrom('users')
      .select('name')
      .where('id', '=', provider.id)
      .executeTakeFirstOrThrow();
    assert.equal(gone.name, 'Former provider');
    assert.equal((await app.inject({ url: `/api/providers/${provider.id}` })).statusCode, 404);
    assert.deepEqual((await app.inject({ url: '/api/providers' })).json().data, []);
    const job2 = await db()
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', job)
      .executeTakeFirstOrThrow();
    assert.equal(job2.status, 'open', "the customer's job is untouched");
  });

  test('a Google-only account deletes with DELETE alone; a Supreme Admin cannot delete themself', async () => {
    const { user, headers } = await signedIn();
    await db()
      .updateTable('users')
      .set({ google_sub: 'google-456', password_hash: null })
      .where('id', '=', user.id)
      .execute();
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers,
      payload: { confirm: 'DELETE' },
    });
    assert.equal(response.statusCode, 204, response.body);
    const row = await db()
      .selectFrom('users')
      .select('google_sub')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.google_sub, null);

    const supreme = await signedIn(2);
    const refused = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: supreme.headers,
      payload: { confirm: 'DELETE', password: DEFAULT_PASSWORD },
    });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().message, 'A Supreme Admin account cannot be deleted.');
  });
});
