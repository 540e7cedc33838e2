import assert from 'node:assert/strict';
import { afterEach, beforeEach, it } from 'node:test';
import type { App } from '../../../src/app.js';
import { createNotification } from '../../../src/modules/notifications/index.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { customer, placeBid, postJob, provider, type Actor } from '../jobs/fixtures.js';

interface NotificationBody {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  read_at: string | null;
  created_at: string;
}

describeEachDatabase('notifications', (suite) => {
  let app: App;
  beforeEach(async () => {
    app = await buildTestApp(suite.handle);
  });
  afterEach(async () => app.close());

  const db = () => suite.handle.db;
  const notify = (userId: number, title: string) =>
    createNotification(db(), { userId, kind: 'job_alert', title, body: 'Body', link: '/jobs' });

  async function list(actor: Actor, query = '') {
    const response = await app.inject({
      method: 'GET',
      url: `/api/notifications${query}`,
      headers: actor.headers,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{
      data: NotificationBody[];
      meta: { page: number; per_page: number; total: number; last_page: number; unread: number };
    }>();
  }

  async function unread(actor: Actor) {
    const response = await app.inject({ method: 'GET', url: '/api/me/unread', headers: actor.headers });
    assert.equal(response.statusCode, 200);
    return response.json<{ data: { messages: number; notifications: number } }>().data;
  }

  async function eventsOf(userId: number) {
    return db()
      .selectFrom('user_events')
      .select(['type', 'payload'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  it('lists newest first with paging and the unread count, and requires sign-in', async () => {
    const me = await customer(app, db());
    for (const title of ['one', 'two', 'three']) await notify(me.id, title);
    const page1 = await list(me, '?per_page=2');
    assert.deepEqual(
      page1.data.map((item) => item.title),
      ['three', 'two'],
    );
    assert.deepEqual(page1.meta, { page: 1, per_page: 2, total: 3, last_page: 2, unread: 3 });
    assert.equal(page1.data[0]?.read_at, null);
    const anonymous = await app.inject({ method: 'GET', url: '/api/notifications' });
    assert.equal(anonymous.statusCode, 401);
  });

  it('createNotification publishes the notification and the new unread totals', async () => {
    const me = await customer(app, db());
    await notify(me.id, 'hello');
    const events = await eventsOf(me.id);
    assert.deepEqual(
      events.map((event) => event.type),
      ['notification', 'unread'],
    );
    assert.equal((events[0]?.payload as { title: string }).title, 'hello');
    assert.deepEqual(events[1]?.payload, { messages: 0, notifications: 1 });
  });

  it('marks one read (publishing the totals once), and answers 404 for another user’s', async () => {
    const me = await customer(app, db());
    const other = await customer(app, db());
    await notify(me.id, 'mine');
    await notify(other.id, 'theirs');
    const [mine] = (await list(me)).data;
    const [theirs] = (await list(other)).data;

    const foreign = await app.inject({
      method: 'POST',
      url: `/api/notifications/${theirs!.id}/read`,
      headers: me.headers,
    });
    assert.equal(foreign.statusCode, 404);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/notifications/999999/read',
      headers: me.headers,
    });
    assert.equal(missing.statusCode, 404);

    for (let round = 0; round < 2; round += 1) {
      const read = await app.inject({
        method: 'POST',
        url: `/api/notifications/${mine!.id}/read`,
        headers: me.headers,
      });
      assert.equal(read.statusCode, 200);
      assert.ok(read.json<{ data: NotificationBody }>().data.read_at);
    }
    assert.deepEqual(await unread(me), { messages: 0, notifications: 0 });
    assert.deepEqual(await unread(other), { messages: 0, notifications: 1 });
    const unreadEvents = (await eventsOf(me.id)).filter((event) => event.type === 'unread');
    assert.deepEqual(
      unreadEvents.map((event) => event.payload),
      [
        { messages: 0, notifications: 1 },
        { messages: 0, notifications: 0 },
      ],
    );
  });

  it('reads all of mine only; unread_only lists what is left', async () => {
    const me = await customer(app, db());
    const other = await customer(app, db());
    await notify(me.id, 'a');
    await notify(me.id, 'b');
    await notify(other.id, 'c');
    assert.equal((await list(me, '?unread_only=true')).meta.total, 2);
    const response = await app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: me.headers,
    });
    assert.equal(response.statusCode, 204);
    assert.equal((await list(me, '?unread_only=true')).meta.total, 0);
    assert.equal((await list(me)).meta.total, 2);
    assert.deepEqual(await unread(other), { messages: 0, notifications: 1 });
  });

  it('tells the job owner about new, edited and withdrawn bids, and the provider about decisions', async () => {
    const owner = await customer(app, db());
    const pro = await provider(app, db(), { name: 'Pat Plumber' });
    const rival = await provider(app, db(), { name: 'Robin Rival' });
    const jobId = await postJob(app, owner);
    const bidId = await placeBid(app, pro, jobId, 25_000);
    const rivalBid = await placeBid(app, rival, jobId, 30_000);

    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/bids/${bidId}`,
      headers: pro.headers,
      payload: { amount_cents: 24_000 },
    });
    assert.equal(edit.statusCode, 200, edit.body);

    let ownerNotes = (await list(owner)).data;
    assert.deepEqual(
      ownerNotes.map((item) => item.kind),
      ['bid_updated', 'bid_received', 'bid_received'],
    );
    assert.equal(ownerNotes[2]?.title, 'New bid on “Fix a leaking kitchen sink”');
    assert.equal(ownerNotes[2]?.body, 'Pat Plumber LLC bid $250.00.');
    assert.equal(ownerNotes[2]?.link, `/job/${jobId}`);
    assert.equal(ownerNotes[0]?.body, 'Their bid is now $240.00.');

    const accept = await app.inject({
      method: 'POST',
      url: `/api/bids/${bidId}/accept`,
      headers: owner.headers,
    });
    assert.equal(accept.statusCode, 200, accept.body);
    assert.deepEqual(
      (await list(pro)).data.map((item) => item.kind),
      ['bid_accepted'],
    );
    const rivalNotes = (await list(rival)).data;
    assert.deepEqual(
      rivalNotes.map((item) => [item.kind, item.body]),
      [['bid_declined', 'The customer hired another pro for this job.']],
    );
    assert.ok(rivalBid > 0);

    const complete = await app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/complete`,
      headers: owner.headers,
    });
    assert.equal(complete.statusCode, 200, complete.body);
    ownerNotes = (await list(owner)).data;
    assert.equal(ownerNotes[0]?.kind, 'job_completed');
    assert.equal(ownerNotes[0]?.link, `/job/${jobId}#review`);

    // The emails of a new bid (to the owner) and a hire (to the provider) were queued with them.
    const emails = await db()
      .selectFrom('email_outbox')
      .select(['to_address', 'category', 'idempotency_key', 'subject'])
      .orderBy('id')
      .execute();
    assert.deepEqual(
      emails.map((email) => [email.to_address, email.category, email.idempotency_key]),
      [
        [owner.email, 'bids', `bid-received:${bidId}`],
        [owner.email, 'bids', `bid-received:${rivalBid}`],
        [pro.email, 'bids', `bid-accepted:${bidId}`],
      ],
    );
  });

  it('tells the owner about a withdrawal and the provider about a plain decline', async () => {
    const owner = await customer(app, db());
    const pro = await provider(app, db());
    const other = await provider(app, db());
    const jobId = await postJob(app, owner);
    const withdrawn = await placeBid(app, pro, jobId);
    const declined = await placeBid(app, other, jobId);
    const withdraw = await app.inject({
      method: 'POST',
      url: `/api/bids/${withdrawn}/withdraw`,
      headers: pro.headers,
    });
    assert.equal(withdraw.statusCode, 200);
    const decline = await app.inject({
      method: 'POST',
      url: `/api/bids/${declined}/decline`,
      headers: owner.headers,
    });
    assert.equal(decline.statusCode, 200);
    assert.equal((await list(owner)).data[0]?.kind, 'bid_withdrawn');
    assert.deepEqual(
      (await list(other)).data.map((item) => [item.kind, item.body]),
      [['bid_declined', 'The customer declined your bid.']],
    );
  });

  it('a refused change notifies nobody (same transaction)', async () => {
    const owner = await customer(app, db());
    const pro = await provider(app, db());
    const jobId = await postJob(app, owner);
    const bidId = await placeBid(app, pro, jobId);
    await app.inject({ method: 'POST', url: `/api/bids/${bidId}/withdraw`, headers: pro.headers });
    const before = (await list(owner)).meta.total;
    const again = await app.inject({
      method: 'POST',
      url: `/api/bids/${bidId}/withdraw`,
      headers: pro.headers,
    });
    assert.equal(again.statusCode, 409);
    assert.equal((await list(owner)).meta.total, before);
  });
});
