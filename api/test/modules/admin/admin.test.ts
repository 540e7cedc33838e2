import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { bearerFor, buildTestApp, createUser, login } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { insertJob, type Actor } from '../jobs/fixtures.js';
import { createListedProvider } from '../providers/fixtures.js';

describeEachDatabase('admin area api', (suite) => {
  let app: App;
  const db = () => suite.handle.db;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  async function signedIn(roleId: number, name?: string): Promise<Actor> {
    const user = await createUser(db(), { roleId, name });
    return { ...user, headers: await bearerFor(app, user) };
  }

  test('suspension needs a reason, blocks sign-in, ends refresh sessions and is audited; unsuspend restores', async () => {
    const admin = await signedIn(1);
    const pro = await signedIn(4);
    const url = `/api/admin/users/${pro.id}/suspend`;
    const noReason = await app.inject({ method: 'POST', url, headers: admin.headers, payload: {} });
    assert.equal(noReason.statusCode, 422);
    assert.ok(noReason.json<{ errors: Record<string, string[]> }>().errors.reason);

    const suspended = await app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { reason: 'Fake reviews' },
    });
    assert.equal(suspended.statusCode, 200, suspended.body);
    assert.equal((await login(app, pro.email, pro.password)).statusCode, 403);
    const liveAccess = await app.inject({ method: 'GET', url: '/api/me', headers: pro.headers });
    assert.equal(liveAccess.statusCode, 403);
    const liveRefresh = await db()
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('user_id', '=', pro.id)
      .where('revoked_at', 'is', null)
      .execute();
    assert.equal(liveRefresh.length, 0);
    const audit = await app.inject({
      method: 'GET',
      url: `/api/admin/audit?action=user.&subject=user:${pro.id}`,
      headers: admin.headers,
    });
    assert.equal(audit.statusCode, 200, audit.body);
    const entries = audit.json<{ data: { action: string; details: { reason?: string } }[] }>().data;
    assert.equal(entries[0]?.action, 'user.suspend');
    assert.equal(entries[0]?.details.reason, 'Fake reviews');

    const lifted = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${pro.id}/unsuspend`,
      headers: admin.headers,
      payload: { reason: 'Appeal accepted' },
    });
    assert.equal(lifted.statusCode, 200);
    assert.equal((await login(app, pro.email, pro.password)).statusCode, 200);
  });

  test('only a Supreme Admin manages admins, and nobody changes their own role or suspends themselves', async () => {
    const admin = await signedIn(1);
    const otherAdmin = await signedIn(1);
    const supreme = await signedIn(2);
    const customer = await signedIn(3);
    const role = (actor: Actor, id: number, value: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}/role`,
        headers: actor.headers,
        payload: { role: value },
      });

    assert.equal((await role(admin, customer.id, 'provider')).statusCode, 200);
    assert.equal((await role(admin, customer.id, 'admin')).statusCode, 403);
    assert.equal((await role(admin, otherAdmin.id, 'user')).statusCode, 403);
    assert.equal((await role(admin, admin.id, 'provider')).statusCode, 403);
    assert.equal((await role(supreme, supreme.id, 'admin')).statusCode, 403);
    assert.equal((await role(admin, customer.id, 'wizard')).statusCode, 422);
    assert.equal((await role(supreme, customer.id, 'admin')).statusCode, 200);
    const row = await db()
      .selectFrom('users')
      .select('role_id')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.role_id, 1);

    const suspendAdmin = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${otherAdmin.id}/suspend`,
      headers: admin.headers,
      payload: { reason: 'Testing limits' },
    });
    assert.equal(suspendAdmin.statusCode, 403);
    const self = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${admin.id}/suspend`,
      headers: admin.headers,
      payload: { reason: 'Testing limits' },
    });
    assert.equal(self.statusCode, 403);
  });

  test('a hidden job leaves the public list and its page (404 to others), and comes back when restored', async () => {
    const admin = await signedIn(1);
    const owner = await signedIn(3);
    const stranger = await signedIn(3);
    const jobId = await insertJob(db(), owner.id, { title: 'Hide me please' });
    const listed = async () =>
      (await app.inject({ method: 'GET', url: '/api/jobs?per_page=50' }))
        .json<{ data: { id: number }[] }>()
        .data.some((job) => job.id === jobId);
    assert.equal(await listed(), true);

    const noReason = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${jobId}/hide`,
      headers: admin.headers,
      payload: { reason: '' },
    });
    assert.equal(noReason.statusCode, 422);
    const hidden = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${jobId}/hide`,
      headers: admin.headers,
      payload: { reason: 'Scam listing' },
    });
    assert.equal(hidden.statusCode, 200, hidden.body);
    assert.equal(hidden.json<{ data: { hidden: boolean } }>().data.hidden, true);
    assert.equal(await listed(), false);
    const page = (headers?: { authorization: string }) =>
      app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, ...(headers ? { headers } : {}) });
    assert.equal((await page()).statusCode, 404);
    assert.equal((await page(stranger.headers)).statusCode, 404);
    assert.equal((await page(owner.headers)).statusCode, 200);
    assert.equal((await page(admin.headers)).statusCode, 200);
    // Nor does it take new bids.
    const bidder = await signedIn(4);
    await db()
      .insertInto('provider_profiles')
      .values({
        user_id: bidder.id,
        business_name: 'Bidder LLC',
        latitude: 30.2711,
        longitude: -97.7437,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      })
      .execute();
    const bid = await app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/bids`,
      headers: bidder.headers,
      payload: { amount_cents: 20_000, message: 'I can do it.', estimated_duration_minutes: 60 },
    });
    assert.equal(bid.statusCode, 409, bid.body);

    const restored = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${jobId}/restore`,
      headers: admin.headers,
      payload: { reason: 'Verified with the customer' },
    });
    assert.equal(restored.statusCode, 200);
    assert.equal(await listed(), true);
    assert.equal((await page()).statusCode, 200);
  });

  test("a hidden review leaves the provider's reviews and rating", async () => {
    const admin = await signedIn(1);
    const owner = await signedIn(3);
    const pro = await createListedProvider(db(), { rating: 0, reviews: 0 });
    const ratings = [5, 1];
    const reviewIds: number[] = [];
    for (const rating of ratings) {
      const jobId = await insertJob(db(), owner.id, { status: 'completed' });
      const review = await db()
        .insertInto('reviews')
        .values({ job_id: jobId, customer_id: owner.id, provider_id: pro.id, rating, body: 'Review text' })
        .returning('id')
        .executeTakeFirstOrThrow();
      reviewIds.push(review.id);
    }
    const hidden = await app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${reviewIds[1]}/hide`,
      headers: admin.headers,
      payload: { reason: 'Abusive language' },
    });
    assert.equal(hidden.statusCode, 200, hidden.body);
    const reviews = await app.inject({ method: 'GET', url: `/api/providers/${pro.id}/reviews` });
    assert.deepEqual(
      reviews.json<{ data: { id: number }[] }>().data.map((review) => review.id),
      [reviewIds[0]],
    );
    const profile = await db()
      .selectFrom('provider_profiles')
      .select(['rating_average', 'review_count'])
      .where('user_id', '=', pro.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(profile, { rating_average: 5, review_count: 1 });
  });

  test('certificate review: the file streams to admins, approval shows the badge and notifies the provider', async () => {
    const admin = await signedIn(1);
    const pro = await createListedProvider(db());
    const bytes = Buffer.from('%PDF-1.4\n% test certificate\n');
    const uploadId = randomUUID();
    await db()
      .insertInto('uploads')
      .values({
        id: uploadId,
        user_id: pro.id,
        purpose: 'certificate',
        content_type: 'application/pdf',
        byte_size: bytes.length,
        width: null,
        height: null,
        data: bytes,
        thumb_data: null,
        sha256: 'a'.repeat(64),
      })
      .execute();
    const certificate = await db()
      .insertInto('certificates')
      .values({ provider_id: pro.id, kind: 'license', upload_id: uploadId, document_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();

    const list = await app.inject({ method: 'GET', url: '/api/admin/certificates', headers: admin.headers });
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(
      list.json<{ data: { id: number }[] }>().data.map((row) => row.id),
      [certificate.id],
    );
    const file = await app.inject({
      method: 'GET',
      url: `/api/admin/certificates/${certificate.id}/file`,
      headers: admin.headers,
    });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.deepEqual(file.rawPayload, bytes);

    const rejectWithout = await app.inject({
      method: 'POST',
      url: `/api/admin/certificates/${certificate.id}/reject`,
      headers: admin.headers,
      payload: {},
    });
    assert.equal(rejectWithout.statusCode, 422);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/certificates/${certificate.id}/approve`,
      headers: admin.headers,
    });
    assert.equal(approved.statusCode, 200, approved.body);
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/certificates/${certificate.id}/approve`,
      headers: admin.headers,
    });
    assert.equal(again.statusCode, 409);
    const profile = await app.inject({ method: 'GET', url: `/api/providers/${pro.id}` });
    assert.equal(profile.statusCode, 200, profile.body);
    assert.match(profile.body, /"license_verified":true/);
    const notes = await db()
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', pro.id)
      .execute();
    assert.deepEqual(
      notes.map((note) => note.kind),
      ['certificate_reviewed'],
    );
  });

  test('stats and user detail answer their shapes', async () => {
    const admin = await signedIn(1);
    const owner = await signedIn(3);
    await insertJob(db(), owner.id);
    const stats = await app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers });
    assert.equal(stats.statusCode, 200, stats.body);
    const data = stats.json<{
      data: {
        signups_per_day: { count: number }[];
        jobs_by_status: { open: number };
        users_by_role: { role: string; count: number }[];
      };
    }>().data;
    assert.equal(data.signups_per_day.length, 30);
    assert.equal(data.signups_per_day.at(-1)?.count, 2);
    assert.equal(data.jobs_by_status.open, 1);
    assert.equal(data.users_by_role.find((row) => row.role === 'user')?.count, 1);

    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/users/${owner.id}`,
      headers: admin.headers,
    });
    assert.equal(detail.statusCode, 200, detail.body);
    assert.equal(detail.json<{ data: { jobs: { total: number } } }>().data.jobs.total, 1);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/admin/users/999999',
      headers: admin.headers,
    });
    assert.equal(missing.statusCode, 404);
    const badAudit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?from=yesterday&subject=Robert%27);--',
      headers: admin.headers,
    });
    assert.equal(badAudit.statusCode, 422);
  });
});
