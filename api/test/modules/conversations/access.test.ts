import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { insertJob } from '../jobs/fixtures.js';
import { bidThread, customer, get, open, postJob, provider, send, sendOk } from './fixtures.js';

describeEachDatabase('conversations: who may open, read and write', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  test('a bid opens the conversation; its message is the first message, from the bidder', async () => {
    const { owner, pro, jobId, conversationId } = await bidThread(app, suite, '  I can do it tomorrow.  ');
    const asOwner = await get(app, owner, '/api/conversations');
    assert.equal(asOwner.statusCode, 200, asOwner.body);
    const [summary] = asOwner.json().data;
    assert.equal(summary.id, conversationId);
    assert.deepEqual(summary.job, { id: jobId, title: 'Fix a leaking kitchen sink' });
    assert.deepEqual(summary.other_party, {
      id: pro.id,
      name: 'Pat Plumber LLC',
      avatar_url: null,
      role: 'provider',
    });
    assert.equal(summary.last_message.body, 'I can do it tomorrow.');
    assert.equal(summary.last_message.sender_id, pro.id);
    assert.equal(summary.unread_count, 1);
    assert.equal(asOwner.json().meta.total, 1);

    const asPro = (await get(app, pro, '/api/conversations')).json().data[0];
    assert.equal(asPro.other_party.id, owner.id);
    assert.equal(asPro.other_party.role, 'customer');
    assert.equal(asPro.unread_count, 0, 'you have read what you wrote');

    const messages = (await get(app, owner, `/api/conversations/${conversationId}/messages`)).json();
    assert.equal(messages.data.length, 1);
    assert.deepEqual(
      { ...messages.data[0], id: 0, created_at: '' },
      {
        id: 0,
        conversation_id: conversationId,
        sender_id: pro.id,
        body: 'I can do it tomorrow.',
        photos: [],
        created_at: '',
      },
    );

    // A bid without a message opens an empty conversation.
    const quiet = await provider(app, suite.handle.db, { name: 'Quiet Pro' });
    const bid = await app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/bids`,
      headers: quiet.headers,
      payload: { amount_cents: 30_000 },
    });
    const empty = (await get(app, quiet, `/api/conversations/${bid.json().data.conversation_id}`)).json()
      .data;
    assert.equal(empty.last_message, null);
    assert.equal(empty.unread_count, 0);
  });

  test('the owner opens (or returns to) the conversation with a bidder; a body is sent as a message', async () => {
    const { owner, pro, jobId, conversationId } = await bidThread(app, suite);
    const again = await open(app, owner, { job_id: jobId, provider_id: pro.id, body: 'When exactly?' });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().data.id, conversationId);
    assert.equal(again.json().data.last_message.body, 'When exactly?');
    const plain = await open(app, owner, { job_id: jobId, provider_id: pro.id });
    assert.equal(plain.statusCode, 200);
    assert.equal((await get(app, pro, '/api/conversations')).json().data[0].unread_count, 1);
  });

  test('request a quote: the owner opens one with any listed provider for their own open job', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const pro = await provider(app, db);
    const jobId = await postJob(app, owner, { target_provider_id: pro.id });
    const opened = await open(app, owner, {
      job_id: jobId,
      provider_id: pro.id,
      body: 'Could you quote this?',
    });
    assert.equal(opened.statusCode, 201, opened.body);
    const conversation = opened.json().data;
    assert.equal(conversation.other_party.id, pro.id);
    assert.equal(conversation.other_last_read_message_id, null);
    const inbox = (await get(app, pro, '/api/conversations')).json().data;
    assert.equal(inbox[0].id, conversation.id);
    assert.equal(inbox[0].last_message.body, 'Could you quote this?');
    assert.equal(inbox[0].unread_count, 1);
    // The provider answers in it; a later bid of theirs lands in the same conversation.
    await sendOk(app, pro, conversation.id, 'Sure, I will bid.');
    const bid = await app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/bids`,
      headers: pro.headers,
      payload: { amount_cents: 20_000, message: 'Here is my bid.' },
    });
    assert.equal(bid.json().data.conversation_id, conversation.id);
    const messages = (await get(app, owner, `/api/conversations/${conversation.id}/messages`)).json();
    assert.deepEqual(
      messages.data.map((message: { body: string }) => message.body),
      ['Here is my bid.', 'Sure, I will bid.', 'Could you quote this?'],
    );
  });

  test('only the job owner opens; only with a bidder or a listed provider on an open job', async () => {
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const pro = await provider(app, db);
    const jobId = await postJob(app, owner);
    // A provider cannot start a conversation with a customer who never involved them.
    const byPro = await open(app, pro, { job_id: jobId, provider_id: pro.id, body: 'Hire me!' });
    assert.equal(byPro.statusCode, 403);
    assert.equal(byPro.json().message, "Only the job's owner can start a conversation about it.");
    const stranger = await customer(app, db);
    assert.equal((await open(app, stranger, { job_id: jobId, provider_id: pro.id })).statusCode, 403);
    assert.equal((await open(app, owner, { job_id: 999_999, provider_id: pro.id })).statusCode, 404);
    assert.equal(
      (
        await app.inject({
          method: 'POST',
          url: '/api/conversations',
          payload: { job_id: jobId, provider_id: pro.id },
        })
      ).statusCode,
      401,
    );

    const refusals: [string, number, number][] = [];
    const unlisted = await provider(app, db, { withoutProfile: true });
    refusals.push(['provider without a profile', jobId, unlisted.id]);
    const suspended = await provider(app, db);
    await db.updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.id).execute();
    refusals.push(['suspended provider', jobId, suspended.id]);
    refusals.push(['another customer', jobId, stranger.id]);
    refusals.push(['themselves', jobId, owner.id]);
    refusals.push(['nobody', jobId, 999_999]);
    const cancelled = await insertJob(db, owner.id, { status: 'cancelled' });
    refusals.push(['a listed provider on a closed job', cancelled, pro.id]);
    for (const [what, job, providerId] of refusals) {
      const response = await open(app, owner, { job_id: job, provider_id: providerId });
      assert.equal(response.statusCode, 422, what);
      assert.ok(response.json().errors.provider_id, what);
    }
    // A bidder stays reachable after the job closes.
    const { owner: other, pro: bidder, jobId: bidJob } = await bidThread(app, suite);
    await db.updateTable('jobs').set({ status: 'cancelled' }).where('id', '=', bidJob).execute();
    assert.equal((await open(app, other, { job_id: bidJob, provider_id: bidder.id })).statusCode, 200);
  });

  test('nobody but the two participants reads or writes: 404 as for a missing conversation', async () => {
    const { conversationId } = await bidThread(app, suite);
    const db = suite.handle.db;
    const outsiders = [await customer(app, db), await provider(app, db)];
    // Administrators too: reports reach the admin area, conversations themselves stay private.
    const admin = await customer(app, db);
    await db.updateTable('users').set({ role_id: 2 }).where('id', '=', admin.id).execute();
    outsiders.push(admin);
    const base = `/api/conversations/${conversationId}`;
    for (const outsider of outsiders) {
      for (const [method, url, payload] of [
        ['GET', base, undefined],
        ['GET', `${base}/messages`, undefined],
        ['POST', `${base}/messages`, { body: 'Hello there' }],
        ['POST', `${base}/read`, {}],
        ['POST', `${base}/block`, undefined],
        ['DELETE', `${base}/block`, undefined],
        ['POST', `${base}/report`, { reason: 'Spam spam spam' }],
      ] as const) {
        const response = await app.inject({ method, url, headers: outsider.headers, payload });
        assert.equal(response.statusCode, 404, `${method} ${url}`);
        assert.equal(response.json().message, 'Conversation not found.');
      }
      assert.deepEqual((await get(app, outsider, '/api/conversations')).json().data, []);
    }
    assert.equal((await get(app, null, base)).statusCode, 401);
    assert.equal((await get(app, outsiders[0]!, '/api/conversations/999999')).statusCode, 404);
    assert.equal((await get(app, outsiders[0]!, '/api/conversations/abc')).statusCode, 404);
  });

  test('blocking stops messages both ways (403); only the blocker unblocks', async () => {
    const { owner, pro, conversationId } = await bidThread(app, suite);
    const base = `/api/conversations/${conversationId}`;
    const blocked = await app.inject({ method: 'POST', url: `${base}/block`, headers: owner.headers });
    assert.equal(blocked.statusCode, 200, blocked.body);
    assert.equal(blocked.json().data.blocked_by_me, true);
    assert.equal(blocked.json().data.blocked_by_them, false);
    const theirView = (await get(app, pro, base)).json().data;
    assert.equal(theirView.blocked_by_them, true);
    assert.equal(theirView.blocked_by_me, false);

    const fromPro = await send(app, pro, conversationId, { body: 'Please answer' });
    assert.equal(fromPro.statusCode, 403);
    assert.equal(
      fromPro.json().message,
      'You can no longer send messages in this conversation: the other person blocked it.',
    );
    const fromOwner = await send(app, owner, conversationId, { body: 'Hello?' });
    assert.equal(fromOwner.statusCode, 403);
    assert.equal(fromOwner.json().message, 'You blocked this conversation. Unblock it to send messages.');
    // Opening it again with a body is a message too.
    const job = (await get(app, owner, base)).json().data.job.id;
    assert.equal((await open(app, owner, { job_id: job, provider_id: pro.id, body: 'x' })).statusCode, 403);

    // The blocked side cannot lift the block.
    const proUnblock = await app.inject({ method: 'DELETE', url: `${base}/block`, headers: pro.headers });
    assert.equal(proUnblock.json().data.blocked_by_them, true);
    assert.equal((await send(app, pro, conversationId, { body: 'Still?' })).statusCode, 403);

    // Both may block; each lifts only their own.
    await app.inject({ method: 'POST', url: `${base}/block`, headers: pro.headers });
    const ownerUnblock = await app.inject({ method: 'DELETE', url: `${base}/block`, headers: owner.headers });
    assert.deepEqual(
      [ownerUnblock.json().data.blocked_by_me, ownerUnblock.json().data.blocked_by_them],
      [false, true],
    );
    assert.equal((await send(app, owner, conversationId, { body: 'Hello?' })).statusCode, 403);
    await app.inject({ method: 'DELETE', url: `${base}/block`, headers: pro.headers });
    assert.equal((await send(app, owner, conversationId, { body: 'Hello again' })).statusCode, 201);
    assert.equal((await send(app, pro, conversationId, { body: 'Hi!' })).statusCode, 201);
  });

  test('a participant reports the conversation; the report waits for the admin area', async () => {
    const { owner, conversationId } = await bidThread(app, suite);
    const url = `/api/conversations/${conversationId}/report`;
    const report = await app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { reason: '  Asked me to pay outside Prohive. ' },
    });
    assert.equal(report.statusCode, 201, report.body);
    assert.equal(report.json().data.reason, 'Asked me to pay outside Prohive.');
    assert.equal(report.json().data.status, 'open');
    const row = await suite.handle.db
      .selectFrom('conversation_reports')
      .selectAll()
      .executeTakeFirstOrThrow();
    assert.equal(row.reporter_id, owner.id);
    assert.equal(row.conversation_id, conversationId);
    assert.equal(row.status, 'open');
    assert.ok(row.created_at instanceof Date);
    for (const reason of ['', 'no', '     ', 'x'.repeat(501)]) {
      const refused = await app.inject({ method: 'POST', url, headers: owner.headers, payload: { reason } });
      assert.equal(refused.statusCode, 422, JSON.stringify(reason));
      assert.deepEqual(refused.json().errors, { reason: ['Tell us in 3 to 500 characters what is wrong.'] });
    }
  });
});
