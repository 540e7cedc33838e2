import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { App } from '../../../src/app.js';
import { CampaignFanOut } from '../../../src/modules/campaigns/index.js';
import { bearerFor, buildTestApp, createUser, testConfig } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { customer, placeBid, postJob, provider, type Actor } from './fixtures.js';

const SITE = 'https://prohive.test';
const DAY = 86_400_000;

describeEachDatabase('reopening a job', (suite) => {
  let app: App;
  let clock = new Date();
  const db = () => suite.handle.db;

  before(async () => {
    app = await buildTestApp(suite.handle, {
      config: testConfig({ siteOrigins: [SITE] }),
      now: () => clock,
      campaignTokenRateLimit: { max: 100_000, windowSeconds: 60 },
    });
  });
  after(async () => {
    await app.close();
  });

  async function admin(): Promise<Actor> {
    const user = await createUser(db(), { roleId: 1, name: 'Ada Admin' });
    return { ...user, headers: await bearerFor(app, user) };
  }

  const act = (who: Actor | null, jobId: number, action: 'cancel' | 'reopen' | 'complete') =>
    app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/${action}`,
      ...(who ? { headers: who.headers } : {}),
    });

  const campaignsOf = (jobId: number) =>
    db()
      .selectFrom('job_notification_campaigns')
      .select(['id', 'status', 'recipient_count'])
      .where('job_id', '=', jobId)
      .orderBy('id')
      .execute();

  const recipientsOf = async (campaignId: number) =>
    (
      await db()
        .selectFrom('campaign_deliveries')
        .select('provider_id')
        .where('campaign_id', '=', campaignId)
        .orderBy('provider_id')
        .execute()
    ).map((row) => row.provider_id);

  const approve = (staff: Actor, campaignId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/campaigns/${campaignId}/approve`,
      headers: staff.headers,
    });

  const alertsFor = async (jobId: number) =>
    (
      await db()
        .selectFrom('notifications')
        .select(['user_id', sql<number>`count(*)::int`.as('count')])
        .where('kind', '=', 'job_alert')
        .where(sql<boolean>`(data ->> 'job_id')::int = ${jobId}`)
        .groupBy('user_id')
        .orderBy('user_id')
        .execute()
    ).map((row) => [row.user_id, row.count]);

  const fanOut = () => new CampaignFanOut(db(), { batchSize: 10, siteOrigin: SITE }).drain();

  test('a cancelled job reopens with a fresh expiry and a new pending campaign that skips pros already alerted', async () => {
    clock = new Date();
    const staff = await admin();
    const owner = await customer(app, db());
    const first = await provider(app, db(), { plan: 'pro', name: 'First Pro' });
    const second = await provider(app, db(), { plan: 'pro', name: 'Second Pro' });
    const jobId = await postJob(app, owner);
    const [original] = await campaignsOf(jobId);
    assert.ok(original);
    assert.deepEqual(await recipientsOf(original.id), [first.id, second.id]);
    assert.equal((await approve(staff, original.id)).statusCode, 200);
    await fanOut();
    assert.deepEqual(await alertsFor(jobId), [
      [first.id, 1],
      [second.id, 1],
    ]);

    // A pro who joined since, and the job is cancelled.
    const newcomer = await provider(app, db(), { plan: 'pro', name: 'Newcomer Pro' });
    assert.equal((await act(owner, jobId, 'cancel')).statusCode, 200);
    const detail = await app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers: owner.headers });
    assert.equal(detail.json<{ data: { viewer: { can_reopen: boolean } } }>().data.viewer.can_reopen, true);
    const mine = await app.inject({ method: 'GET', url: '/api/jobs/mine', headers: owner.headers });
    assert.equal(
      mine.json<{ data: { id: number; can_reopen: boolean }[] }>().data.find((row) => row.id === jobId)
        ?.can_reopen,
      true,
    );

    const reopened = await act(owner, jobId, 'reopen');
    assert.equal(reopened.statusCode, 200, reopened.body);
    const job = reopened.json<{
      data: { status: string; expires_at: string; viewer: { can_reopen: boolean } };
    }>().data;
    assert.equal(job.status, 'open');
    assert.equal(Date.parse(job.expires_at), clock.getTime() + 30 * DAY);
    assert.equal(job.viewer.can_reopen, false);
    const row = await db()
      .selectFrom('jobs')
      .select(['cancelled_at'])
      .where('id', '=', jobId)
      .executeTakeFirstOrThrow();
    assert.equal(row.cancelled_at, null);
    // Listed again.
    const list = await app.inject({ method: 'GET', url: '/api/jobs?per_page=50' });
    assert.ok(list.json<{ data: { id: number }[] }>().data.some((listed) => listed.id === jobId));

    const campaigns = await campaignsOf(jobId);
    assert.equal(campaigns.length, 2);
    const renewed = campaigns[1]!;
    assert.equal(renewed.status, 'pending');
    assert.equal(renewed.recipient_count, 1);
    assert.deepEqual(await recipientsOf(renewed.id), [newcomer.id]);
    const email = await db()
      .selectFrom('email_outbox')
      .select(['subject', 'text_body'])
      .where('idempotency_key', '=', `campaign-approval:${renewed.id}:${staff.id}`)
      .executeTakeFirstOrThrow();
    assert.match(email.subject, /\(reopened\)$/);
    assert.ok(email.text_body.includes(`/admin/campaign-approval/${renewed.id}/`));

    assert.equal((await approve(staff, renewed.id)).statusCode, 200);
    await fanOut();
    assert.deepEqual(await alertsFor(jobId), [
      [first.id, 1],
      [second.id, 1],
      [newcomer.id, 1],
    ]);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor_id'])
      .where('action', '=', 'job.reopen')
      .where('subject_id', '=', jobId)
      .execute();
    assert.deepEqual(audit, [{ actor_id: owner.id }]);
  });

  test('two campaigns of one job approved together still alert each pro once', async () => {
    clock = new Date();
    const staff = await admin();
    const owner = await customer(app, db());
    const pro = await provider(app, db(), { plan: 'pro', name: 'Only Pro' });
    const jobId = await postJob(app, owner);
    assert.equal((await act(owner, jobId, 'cancel')).statusCode, 200);
    assert.equal((await act(owner, jobId, 'reopen')).statusCode, 200);
    const campaigns = await campaignsOf(jobId);
    assert.equal(campaigns.length, 2);
    // Neither had been sent when the job reopened, so both list the pro.
    for (const campaign of campaigns) {
      assert.ok((await recipientsOf(campaign.id)).includes(pro.id));
      assert.equal((await approve(staff, campaign.id)).statusCode, 200);
    }
    await Promise.all([fanOut(), fanOut()]);
    assert.deepEqual(
      (await alertsFor(jobId)).filter(([userId]) => userId === pro.id),
      [[pro.id, 1]],
    );
    const outcomes = await db()
      .selectFrom('campaign_deliveries')
      .select('outcome')
      .where('provider_id', '=', pro.id)
      .where(
        'campaign_id',
        'in',
        campaigns.map((campaign) => campaign.id),
      )
      .orderBy('campaign_id')
      .execute();
    assert.deepEqual(outcomes.map((row) => row.outcome).sort(), ['sent', 'skipped']);
    const emails = await db()
      .selectFrom('email_outbox')
      .select('id')
      .where('user_id', '=', pro.id)
      .where('category', '=', 'job_alerts')
      .execute();
    assert.equal(emails.length, 1);
  });

  test('an expired job reopens; open, hired, completed, hidden and long-closed jobs are refused with 409', async () => {
    clock = new Date();
    const owner = await customer(app, db());
    const stranger = await customer(app, db());
    const pro = await provider(app, db(), { plan: 'pro', name: 'Hired Pro' });
    const staff = await admin();

    const open = await postJob(app, owner);
    const refusedOpen = await act(owner, open, 'reopen');
    assert.equal(refusedOpen.statusCode, 409);
    assert.equal(refusedOpen.json<{ message: string }>().message, 'This job is already open.');
    // Someone else's job answers as the cancel route does: as if it did not exist.
    assert.equal((await act(stranger, open, 'reopen')).statusCode, 404);
    assert.equal((await act(null, open, 'reopen')).statusCode, 401);
    assert.equal((await act(owner, 999_999, 'reopen')).statusCode, 404);

    // Past its 30 days, an open job is expired and may be reopened.
    const expiring = await postJob(app, owner);
    clock = new Date(clock.getTime() + 31 * DAY);
    // Tokens follow the test clock: sign in again after the jump.
    owner.headers = await bearerFor(app, owner);
    pro.headers = await bearerFor(app, pro);
    staff.headers = await bearerFor(app, staff);
    const reopenedExpired = await act(owner, expiring, 'reopen');
    assert.equal(reopenedExpired.statusCode, 200, reopenedExpired.body);
    assert.equal(reopenedExpired.json<{ data: { status: string } }>().data.status, 'open');

    // Hired, then cancelled: the hire's history stays with that job.
    const hiredJob = await postJob(app, owner);
    const bidId = await placeBid(app, pro, hiredJob);
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/bids/${bidId}/accept`,
      headers: owner.headers,
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const hiredRefusal = await act(owner, hiredJob, 'reopen');
    assert.equal(hiredRefusal.statusCode, 409);
    assert.match(hiredRefusal.json<{ message: string }>().message, /is hired/);
    assert.equal((await act(owner, hiredJob, 'cancel')).statusCode, 200);
    const cancelledAfterHire = await act(owner, hiredJob, 'reopen');
    assert.equal(cancelledAfterHire.statusCode, 409);
    assert.match(cancelledAfterHire.json<{ message: string }>().message, /A pro was hired/);

    // Completed.
    const doneJob = await postJob(app, owner);
    const doneBid = await placeBid(app, pro, doneJob);
    await app.inject({ method: 'POST', url: `/api/bids/${doneBid}/accept`, headers: owner.headers });
    assert.equal((await act(owner, doneJob, 'complete')).statusCode, 200);
    const completed = await act(owner, doneJob, 'reopen');
    assert.equal(completed.statusCode, 409);
    assert.match(completed.json<{ message: string }>().message, /completed job cannot be reopened/);

    // Hidden by a moderator.
    const hiddenJob = await postJob(app, owner);
    assert.equal((await act(owner, hiddenJob, 'cancel')).statusCode, 200);
    const hide = await app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${hiddenJob}/hide`,
      headers: staff.headers,
      payload: { reason: 'Spam listing' },
    });
    assert.equal(hide.statusCode, 200);
    const hidden = await act(owner, hiddenJob, 'reopen');
    assert.equal(hidden.statusCode, 409);
    assert.match(hidden.json<{ message: string }>().message, /moderator hid this job/);

    // Closed more than 30 days ago.
    const oldJob = await postJob(app, owner);
    assert.equal((await act(owner, oldJob, 'cancel')).statusCode, 200);
    const before = (await campaignsOf(oldJob)).length;
    clock = new Date(clock.getTime() + 31 * DAY);
    owner.headers = await bearerFor(app, owner);
    const tooLate = await act(owner, oldJob, 'reopen');
    assert.equal(tooLate.statusCode, 409);
    assert.match(tooLate.json<{ message: string }>().message, /more than 30 days ago/);
    const detail = await app.inject({ method: 'GET', url: `/api/jobs/${oldJob}`, headers: owner.headers });
    assert.equal(detail.json<{ data: { viewer: { can_reopen: boolean } } }>().data.viewer.can_reopen, false);
    // A refusal makes no campaign.
    assert.equal((await campaignsOf(oldJob)).length, before);
  });
});
