import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { App } from '../../../src/app.js';
import { CampaignFanOut } from '../../../src/modules/campaigns/index.js';
import { bearerFor, buildTestApp, createUser, testConfig } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { customer, postJob, provider, type Actor } from '../jobs/fixtures.js';

const SITE = 'https://prohive.test';

describeEachDatabase('job-notification campaigns', (suite) => {
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

  async function admin(roleId = 1): Promise<Actor> {
    const user = await createUser(db(), { roleId, name: roleId === 1 ? 'Ada Admin' : 'Sam Supreme' });
    return { ...user, headers: await bearerFor(app, user) };
  }

  /** The campaign id and token from the approval email one admin received. */
  async function approvalLinkOf(adminId: number): Promise<{ id: number; token: string; url: string }> {
    const row = await db()
      .selectFrom('email_outbox')
      .select(['text_body', 'category'])
      .where('user_id', '=', adminId)
      .where('idempotency_key', 'like', 'campaign-approval:%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(row.category, 'account');
    const match = /(https:\/\/prohive\.test\/admin\/campaign-approval\/(\d+)\/([A-Za-z0-9_-]+))/.exec(
      row.text_body,
    );
    assert.ok(match, 'the approval email carries an absolute link');
    return { url: match[1]!, id: Number(match[2]), token: match[3]! };
  }

  async function campaignWithRecipients(count: number) {
    const staff = await admin();
    const owner = await customer(app, db());
    const pros: Actor[] = [];
    for (let i = 0; i < count; i += 1)
      pros.push(await provider(app, db(), { plan: 'pro', name: `Pro ${i}` }));
    const jobId = await postJob(app, owner);
    return { staff, owner, pros, jobId, link: await approvalLinkOf(staff.id) };
  }

  test('posting a job makes a pending campaign for listed nearby pros whose plan has job alerts', async () => {
    clock = new Date();
    const staff = await admin();
    const supreme = await admin(2);
    const owner = await customer(app, db());
    const pro = await provider(app, db(), { plan: 'pro', name: 'In range' });
    const business = await provider(app, db(), { plan: 'business', name: 'Business plan' });
    await provider(app, db(), { name: 'Starter plan' }); // no job alerts on starter
    await provider(app, db(), { plan: 'pro', services: ['electrical'], name: 'Other trade' });
    // Dallas is far outside a 25-mile radius of Austin.
    await provider(app, db(), { plan: 'pro', latitude: 32.78, longitude: -96.8, name: 'Too far' });
    const suspended = await provider(app, db(), { plan: 'pro', name: 'Suspended' });
    await db().updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.id).execute();

    const jobId = await postJob(app, owner);
    const campaign = await db()
      .selectFrom('job_notification_campaigns')
      .selectAll()
      .where('job_id', '=', jobId)
      .executeTakeFirstOrThrow();
    assert.equal(campaign.status, 'pending');
    assert.equal(campaign.recipient_count, 2);
    const recipients = await db()
      .selectFrom('campaign_deliveries')
      .select('provider_id')
      .where('campaign_id', '=', campaign.id)
      .orderBy('provider_id')
      .execute();
    assert.deepEqual(
      recipients.map((row) => row.provider_id),
      [pro.id, business.id].sort((a, b) => a - b),
    );
    // Every admin got the link; only the hash is stored.
    const first = await approvalLinkOf(staff.id);
    const second = await approvalLinkOf(supreme.id);
    assert.equal(first.id, campaign.id);
    assert.equal(first.token, second.token);
    assert.notEqual(campaign.token_hash, first.token);
    assert.ok(Buffer.from(first.token, 'base64url').length >= 16);
  });

  test('the token link shows the campaign; wrong, expired and other-campaign tokens are 404', async () => {
    clock = new Date();
    const { link, jobId, staff } = await campaignWithRecipients(1);
    const shown = await app.inject({
      method: 'GET',
      url: `/api/job-notification-campaigns/${link.id}/token/${link.token}`,
    });
    assert.equal(shown.statusCode, 200, shown.body);
    const body = shown.json<{
      data: {
        campaign: { status: string };
        job: { id: number };
        recipient_count: number;
        sample_message: { title: string };
      };
    }>();
    assert.equal(body.data.campaign.status, 'pending');
    assert.equal(body.data.job.id, jobId);
    assert.equal(body.data.recipient_count, 1);
    assert.match(body.data.sample_message.title, /Fix a leaking kitchen sink/);

    // A second job: its own campaign and token.
    const owner = await customer(app, db());
    await postJob(app, owner, { title: 'Another sink job' });
    const other = await approvalLinkOf(staff.id);
    assert.notEqual(other.id, link.id);

    const wrong = `${link.token.slice(0, -2)}xx`;
    for (const url of [
      `/api/job-notification-campaigns/${link.id}/token/${wrong}`,
      `/api/job-notification-campaigns/${link.id}/token/${other.token}`,
      `/api/job-notification-campaigns/${other.id}/token/${link.token}`,
      `/api/job-notification-campaigns/999999/token/${link.token}`,
      `/api/job-notification-campaigns/${link.id}/token/short`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(Object.keys(response.json()), ['message']);
    }
    const otherApprove = await app.inject({
      method: 'POST',
      url: `/api/job-notification-campaigns/${link.id}/approve/${other.token}`,
    });
    assert.equal(otherApprove.statusCode, 404);

    // Seven days later the link is dead.
    clock = new Date(clock.getTime() + 7 * 86_400_000 + 1000);
    const expired = await app.inject({
      method: 'POST',
      url: `/api/job-notification-campaigns/${link.id}/approve/${link.token}`,
    });
    assert.equal(expired.statusCode, 404);
    const still = await db()
      .selectFrom('job_notification_campaigns')
      .select('status')
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    assert.equal(still.status, 'pending');
  });

  test('decisions are idempotent, the opposite decision is a 409, and each change is audited with its way', async () => {
    clock = new Date();
    const { link, staff } = await campaignWithRecipients(1);
    const approve = () =>
      app.inject({ method: 'POST', url: `/api/job-notification-campaigns/${link.id}/approve/${link.token}` });
    const first = await approve();
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json<{ data: { status: string; decided_via: string } }>().data.status, 'approved');
    const replay = await approve();
    assert.equal(replay.statusCode, 200);
    assert.equal(replay.json<{ data: { status: string } }>().data.status, 'approved');
    const reject = await app.inject({
      method: 'POST',
      url: `/api/job-notification-campaigns/${link.id}/reject/${link.token}`,
      payload: { rejection_reason: 'Spam job' },
    });
    assert.equal(reject.statusCode, 409);
    const adminReject = await app.inject({
      method: 'POST',
      url: `/api/admin/campaigns/${link.id}/reject`,
      headers: staff.headers,
      payload: { rejection_reason: 'Spam job' },
    });
    assert.equal(adminReject.statusCode, 409);
    const audits = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'details'])
      .where('subject_type', '=', 'job_notification_campaign')
      .where('subject_id', '=', link.id)
      .execute();
    assert.equal(audits.length, 1);
    assert.equal(audits[0]!.action, 'campaign.approve');
    assert.equal(audits[0]!.actor_id, null);
    assert.equal((audits[0]!.details as { via: string }).via, 'token');

    // The other way round, through the admin session.
    const owner = await customer(app, db());
    await postJob(app, owner, { title: 'Second job to reject' });
    const second = await approvalLinkOf(staff.id);
    const missingReason = await app.inject({
      method: 'POST',
      url: `/api/admin/campaigns/${second.id}/reject`,
      headers: staff.headers,
      payload: { rejection_reason: '  ' },
    });
    assert.equal(missingReason.statusCode, 422);
    assert.ok(missingReason.json<{ errors: Record<string, string[]> }>().errors.rejection_reason);
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/admin/campaigns/${second.id}/reject`,
      headers: staff.headers,
      payload: { rejection_reason: 'Duplicate of another job' },
    });
    assert.equal(rejected.statusCode, 200, rejected.body);
    const body = rejected.json<{ data: { status: string; rejection_reason: string; decided_via: string } }>()
      .data;
    assert.deepEqual(
      [body.status, body.rejection_reason, body.decided_via],
      ['rejected', 'Duplicate of another job', 'admin'],
    );
    const approveRejected = await app.inject({
      method: 'POST',
      url: `/api/job-notification-campaigns/${second.id}/approve/${second.token}`,
    });
    assert.equal(approveRejected.statusCode, 409);
    assert.match(approveRejected.json<{ message: string }>().message, /rejected/);
  });

  test('bulk approve reports each id', async () => {
    clock = new Date();
    const { link, staff } = await campaignWithRecipients(0);
    const owner = await customer(app, db());
    await postJob(app, owner, { title: 'To be rejected first' });
    const rejected = await approvalLinkOf(staff.id);
    await app.inject({
      method: 'POST',
      url: `/api/admin/campaigns/${rejected.id}/reject`,
      headers: staff.headers,
      payload: { rejection_reason: 'Not a real job' },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/campaigns/bulk-approve',
      headers: staff.headers,
      payload: { ids: [link.id, rejected.id, 987654, link.id] },
    });
    assert.equal(response.statusCode, 200, response.body);
    const outcomes = response.json<{ data: { id: number; outcome: string }[] }>().data;
    assert.deepEqual(
      outcomes.map((row) => [row.id, row.outcome]),
      [
        [link.id, 'approved'],
        [rejected.id, 'conflict'],
        [987654, 'not_found'],
      ],
    );
    const tooMany = await app.inject({
      method: 'POST',
      url: '/api/admin/campaigns/bulk-approve',
      headers: staff.headers,
      payload: { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    });
    assert.equal(tooMany.statusCode, 422);
    const badId = await app.inject({
      method: 'POST',
      url: '/api/admin/campaigns/bulk-approve',
      headers: staff.headers,
      payload: { ids: [1, 'x'] },
    });
    assert.equal(badId.statusCode, 422);
  });

  test('fan-out resumes after a crash and delivers to everyone exactly once', async () => {
    clock = new Date();
    const { link, pros } = await campaignWithRecipients(5);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/job-notification-campaigns/${link.id}/approve/${link.token}`,
    });
    assert.equal(approved.statusCode, 200);

    let delivered = 0;
    const crashing = new CampaignFanOut(db(), {
      batchSize: 2,
      siteOrigin: SITE,
      beforeDelivery: () => {
        delivered += 1;
        if (delivered === 4) throw new Error('simulated crash');
      },
    });
    await assert.rejects(crashing.drain(), /simulated crash/);
    const midway = await db()
      .selectFrom('job_notification_campaigns')
      .select(['status', 'sent_count'])
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    // The first batch (2) committed; the second rolled back whole.
    assert.deepEqual(midway, { status: 'sending', sent_count: 2 });

    // Another process picks it up, twice over: the second finds nothing left.
    const restarted = new CampaignFanOut(db(), { batchSize: 2, siteOrigin: SITE });
    await Promise.all([
      restarted.drain(),
      new CampaignFanOut(db(), { batchSize: 2, siteOrigin: SITE }).drain(),
    ]);
    const done = await db()
      .selectFrom('job_notification_campaigns')
      .select(['status', 'sent_count', 'finished_at'])
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    assert.equal(done.status, 'sent');
    assert.equal(done.sent_count, 5);
    assert.ok(done.finished_at);

    const notifications = await db()
      .selectFrom('notifications')
      .select(['user_id', sql<number>`count(*)::int`.as('count')])
      .where('kind', '=', 'job_alert')
      .groupBy('user_id')
      .execute();
    assert.deepEqual(
      notifications.map((row) => [row.user_id, row.count]).sort((a, b) => a[0]! - b[0]!),
      pros.map((pro) => [pro.id, 1]),
    );
    const emails = await db()
      .selectFrom('email_outbox')
      .select(['user_id', 'category'])
      .where('idempotency_key', 'like', `job-alert:${link.id}:%`)
      .execute();
    assert.equal(emails.length, 5);
    assert.ok(emails.every((row) => row.category === 'job_alerts'));
  });

  test('a provider who turned job alerts off gets the notification but no email', async () => {
    clock = new Date();
    const { link, pros } = await campaignWithRecipients(1);
    const pro = pros[0]!;
    const off = await app.inject({
      method: 'PUT',
      url: '/api/me/email-preferences',
      headers: pro.headers,
      payload: { bids: true, messages: true, job_alerts: false },
    });
    assert.equal(off.statusCode, 200, off.body);
    await app.inject({
      method: 'POST',
      url: `/api/job-notification-campaigns/${link.id}/approve/${link.token}`,
    });
    await new CampaignFanOut(db(), { batchSize: 10, siteOrigin: SITE }).drain();
    const notes = await db().selectFrom('notifications').select('id').where('user_id', '=', pro.id).execute();
    const mails = await db().selectFrom('email_outbox').select('id').where('user_id', '=', pro.id).execute();
    assert.equal(notes.length, 1);
    assert.equal(mails.length, 0);
  });
});

describeEachDatabase('campaign token routes are rate-limited per address', (suite) => {
  test('the limit answers 429 with Retry-After', async () => {
    const app = await buildTestApp(suite.handle, { campaignTokenRateLimit: { max: 2, windowSeconds: 60 } });
    try {
      const url = '/api/job-notification-campaigns/1/token/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
      assert.equal((await app.inject({ method: 'GET', url })).statusCode, 404);
      assert.equal((await app.inject({ method: 'GET', url })).statusCode, 404);
      const limited = await app.inject({ method: 'GET', url });
      assert.equal(limited.statusCode, 429);
      assert.ok(limited.headers['retry-after']);
    } finally {
      await app.close();
    }
  });
});
