import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { bearerFor, buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { bidThread, open, sendOk, type Actor } from './fixtures.js';

interface EventRow {
  id: number;
  type: string;
  payload: Record<string, unknown>;
}

describeEachDatabase('conversations: realtime events, notifications and emails', (suite) => {
  let app: App;
  let clock = Date.now();
  before(async () => {
    app = await buildTestApp(suite.handle, { now: () => new Date(clock) });
  });
  after(async () => {
    await app.close();
  });

  const db = () => suite.handle.db;
  async function eventsOf(user: Actor, afterId = 0): Promise<EventRow[]> {
    const rows = await db()
      .selectFrom('user_events')
      .select(['id', 'type', 'payload'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    return rows
      .map((row) => ({ id: Number(row.id), type: row.type, payload: row.payload }))
      .filter((row) => row.id > afterId);
  }
  const lastId = async (user: Actor) => (await eventsOf(user)).at(-1)?.id ?? 0;
  const notifications = (user: Actor) =>
    db()
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('kind', '=', 'message_received')
      .orderBy('id')
      .execute();
  const emails = () =>
    db().selectFrom('email_outbox').selectAll().where('category', '=', 'messages').orderBy('id').execute();

  test("a bid's message reaches both sides' tabs; the bid itself is what notifies", async () => {
    const { owner, pro, conversationId } = await bidThread(app, suite, 'My bid message');
    const ownerEvents = await eventsOf(owner);
    const message = ownerEvents.find((event) => event.type === 'message');
    assert.ok(message);
    assert.equal(message.payload.conversation_id, conversationId);
    assert.equal((message.payload.message as { body: string }).body, 'My bid message');
    assert.deepEqual(ownerEvents.filter((event) => event.type === 'unread').at(-1)?.payload, {
      messages: 1,
      notifications: (
        await db().selectFrom('notifications').select('id').where('user_id', '=', owner.id).execute()
      ).length,
    });
    assert.ok((await eventsOf(pro)).some((event) => event.type === 'message'));
    assert.deepEqual(await notifications(owner), []);
    assert.deepEqual(await emails(), []);
  });

  test('a new message: events to both, one notification and one delayed email per unread run', async () => {
    const { owner, pro, conversationId } = await bidThread(app, suite, '');
    const ownerMark = await lastId(owner);
    const proMark = await lastId(pro);
    const id = await sendOk(app, pro, conversationId, '<b>Hello</b> & welcome');

    const toOwner = await eventsOf(owner, ownerMark);
    assert.deepEqual(
      toOwner.map((event) => event.type),
      ['message', 'notification', 'unread'],
    );
    assert.equal((toOwner[0]!.payload.message as { id: number }).id, id);
    // The bid's own bid_received notification, and this one.
    assert.deepEqual(toOwner[2]!.payload, { messages: 1, notifications: 2 });
    // The sender's other tabs get the message too.
    assert.deepEqual(
      (await eventsOf(pro, proMark)).map((event) => event.type),
      ['message'],
    );

    const [notice] = await notifications(owner);
    assert.ok(notice);
    assert.equal(notice.title, 'New message from Pat Plumber LLC');
    assert.equal(notice.body, '<b>Hello</b> & welcome');
    assert.equal(notice.link, `/messages/${conversationId}`);

    const [email] = await emails();
    assert.ok(email);
    assert.equal(email.to_address, owner.email);
    assert.equal(email.user_id, owner.id);
    assert.equal(email.status, 'pending');
    assert.match(email.subject, /^New message from Pat Plumber LLC about "Fix a leaking kitchen sink"$/);
    assert.ok(email.text_body.includes('<b>Hello</b> & welcome'));
    assert.ok(email.html_body.includes('&lt;b&gt;Hello&lt;/b&gt; &amp; welcome'));
    assert.ok(!email.html_body.includes('<b>Hello'));
    assert.ok(email.text_body.includes(`/messages/${conversationId}`));
    const window = Math.floor(clock / (15 * 60_000));
    assert.equal(email.idempotency_key, `message:${conversationId}:${owner.id}:${window}`);
    assert.equal(email.next_attempt_at.getTime(), clock + 5 * 60_000, 'waits 5 minutes for a read');

    // More messages while that one is unread: events only, no new notification or email.
    await sendOk(app, pro, conversationId, 'Are you there?');
    // The next 15-minute window (signed in again: access tokens live 15 minutes), still unread: no new email.
    clock += 20 * 60_000;
    await sendOk(app, { ...pro, headers: await bearerFor(app, pro) }, conversationId, 'Hello?');
    assert.equal((await notifications(owner)).length, 1);
    assert.equal((await emails()).length, 1);
    const unread = (await eventsOf(owner)).filter((event) => event.type === 'unread').at(-1);
    assert.deepEqual(unread?.payload, { messages: 3, notifications: 2 });
  });

  test('reading tells the other side, updates the reader’s totals and withdraws the waiting email', async () => {
    const { owner, pro, conversationId } = await bidThread(app, suite, '');
    await sendOk(app, pro, conversationId, 'Quote attached');
    assert.equal((await emails()).length, 1);
    const proMark = await lastId(pro);
    const ownerMark = await lastId(owner);
    const read = await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
      headers: owner.headers,
    });
    assert.equal(read.statusCode, 204);
    const receipt = await eventsOf(pro, proMark);
    assert.equal(receipt.length, 1);
    assert.equal(receipt[0]!.type, 'conversation_read');
    assert.equal(receipt[0]!.payload.conversation_id, conversationId);
    assert.equal(receipt[0]!.payload.reader_id, owner.id);
    assert.equal(typeof receipt[0]!.payload.last_read_message_id, 'number');
    const ownerEvents = await eventsOf(owner, ownerMark);
    assert.deepEqual(
      ownerEvents.map((event) => event.type),
      ['unread'],
    );
    assert.equal((ownerEvents[0]!.payload as { messages: number }).messages, 0);
    assert.deepEqual(await emails(), [], 'read before it went out: withdrawn');
    // Reading again changes nothing and tells nobody.
    await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
      headers: owner.headers,
    });
    assert.equal((await eventsOf(pro, proMark)).length, 1);

    // A sent email stays; a new unread run in the same 15-minute window does not email twice.
    await sendOk(app, pro, conversationId, 'One more thing');
    await db().updateTable('email_outbox').set({ status: 'sent', sent_at: new Date() }).execute();
    await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
      headers: owner.headers,
    });
    await sendOk(app, pro, conversationId, 'And another');
    const all = await emails();
    assert.equal(all.length, 1);
    assert.equal(all[0]!.status, 'sent');
    assert.equal((await notifications(owner)).length, 3, 'each unread run notifies once');
  });

  test('opening with a body notifies the provider; the owner turned off message emails gets none', async () => {
    const { owner, pro, jobId } = await bidThread(app, suite, '');
    await db()
      .insertInto('email_preferences')
      .values({ user_id: pro.id, messages: false, updated_at: new Date() })
      .execute();
    const opened = await open(app, owner, {
      job_id: jobId,
      provider_id: pro.id,
      body: 'Can you start Monday?',
    });
    assert.equal(opened.statusCode, 200);
    assert.equal((await notifications(pro)).length, 1);
    assert.deepEqual(await emails(), []);
  });
});
