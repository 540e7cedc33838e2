import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { bearerFor, buildTestApp, createUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { bidThread, get, open, send, sendOk } from '../conversations/fixtures.js';
import type { Actor } from '../jobs/fixtures.js';

interface Summary {
  id: number;
  hidden_by_moderator: boolean;
  last_message: { body: string } | null;
  unread_count: number;
}

describeEachDatabase('moderating reported conversations', (suite) => {
  let app: App;
  const db = () => suite.handle.db;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  async function signedIn(roleId: number): Promise<Actor> {
    const user = await createUser(db(), { roleId });
    return { ...user, headers: await bearerFor(app, user) };
  }

  const moderate = (who: Actor, id: number, action: 'hide' | 'restore', reason: string) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/conversations/${id}/${action}`,
      headers: who.headers,
      payload: { reason },
    });

  test('hiding withholds the messages from both sides, stops posting, answers the reports; restoring undoes it', async () => {
    const admin = await signedIn(1);
    const { owner, pro, conversationId } = await bidThread(app, suite, 'Pay me in gift cards first.');
    await sendOk(app, pro, conversationId, 'Really, gift cards only.');
    const reported = await app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/report`,
      headers: owner.headers,
      payload: { reason: 'Asks for gift cards.' },
    });
    assert.equal(reported.statusCode, 201);

    const queue = async (status?: string) =>
      (await get(app, admin, `/api/admin/reports${status ? `?status=${status}` : ''}`)).json<{
        data: { subject_id: number; subject_hidden: boolean; status: string; subject_title: string }[];
      }>().data;
    const open = (await queue()).find((report) => report.subject_id === conversationId);
    assert.ok(open);
    assert.equal(open.subject_hidden, false);
    assert.equal(open.status, 'open');
    assert.equal(typeof open.subject_title, 'string');

    // The moderator reads the thread before deciding.
    const seen = await get(app, admin, `/api/admin/conversations/${conversationId}`);
    assert.equal(seen.statusCode, 200, seen.body);
    assert.deepEqual(
      seen.json<{ data: { messages: { body: string }[] } }>().data.messages.map((message) => message.body),
      ['Pay me in gift cards first.', 'Really, gift cards only.'],
    );
    // Participants cannot use the admin view.
    assert.equal((await get(app, owner, `/api/admin/conversations/${conversationId}`)).statusCode, 403);
    assert.equal((await moderate(owner, conversationId, 'hide', 'Not mine to hide')).statusCode, 403);

    for (const reason of ['', 'no', 'x'.repeat(501)]) {
      assert.equal((await moderate(admin, conversationId, 'hide', reason)).statusCode, 422, reason);
    }
    assert.equal((await moderate(admin, 999_999, 'hide', 'Gift card scam')).statusCode, 404);
    const hidden = await moderate(admin, conversationId, 'hide', 'Gift card scam');
    assert.equal(hidden.statusCode, 200, hidden.body);
    assert.deepEqual(
      { ...hidden.json<{ data: object }>().data, hidden_at: undefined },
      { id: conversationId, hidden: true, hidden_at: undefined, hidden_reason: 'Gift card scam' },
    );
    // Again: idempotent, and audited once.
    assert.equal((await moderate(admin, conversationId, 'hide', 'Gift card scam')).statusCode, 200);

    for (const who of [owner, pro]) {
      const inbox = (await get(app, who, '/api/conversations')).json<{ data: Summary[] }>().data;
      const row = inbox.find((conversation) => conversation.id === conversationId);
      assert.ok(row, 'the thread stays in the inbox');
      assert.equal(row.hidden_by_moderator, true);
      assert.equal(row.last_message, null);
      assert.equal(row.unread_count, 0);
      const messages = await get(app, who, `/api/conversations/${conversationId}/messages`);
      assert.equal(messages.statusCode, 200);
      assert.deepEqual(messages.json<{ data: unknown[] }>().data, []);
      const refused = await send(app, who, conversationId, { body: 'Hello?' });
      assert.equal(refused.statusCode, 403);
      assert.match(refused.json<{ message: string }>().message, /moderator hid this conversation/);
    }
    const unread = await get(app, owner, '/api/me/unread');
    assert.equal(unread.statusCode, 200);
    assert.equal(unread.json<{ data: { messages: number } }>().data.messages, 0);

    assert.equal(
      (await queue()).some((report) => report.subject_id === conversationId),
      false,
    );
    const reviewed = (await queue('reviewed')).find((report) => report.subject_id === conversationId);
    assert.ok(reviewed);
    assert.equal(reviewed.subject_hidden, true);
    const reportRow = await db()
      .selectFrom('conversation_reports')
      .select(['status', 'reviewed_by'])
      .where('conversation_id', '=', conversationId)
      .executeTakeFirstOrThrow();
    assert.deepEqual(reportRow, { status: 'reviewed', reviewed_by: admin.id });

    const restored = await moderate(admin, conversationId, 'restore', 'Reporter withdrew it');
    assert.equal(restored.statusCode, 200);
    assert.equal(restored.json<{ data: { hidden: boolean } }>().data.hidden, false);
    const messages = await get(app, owner, `/api/conversations/${conversationId}/messages`);
    assert.equal(messages.json<{ data: unknown[] }>().data.length, 2);
    assert.equal((await send(app, owner, conversationId, { body: 'Back again.' })).statusCode, 201);

    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'details'])
      .where('subject_type', '=', 'conversation')
      .where('subject_id', '=', conversationId)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((row) => [row.action, row.actor_id, (row.details as { reason: string }).reason]),
      [
        ['conversation.hide', admin.id, 'Gift card scam'],
        ['conversation.restore', admin.id, 'Reporter withdrew it'],
      ],
    );
  });

  test("the job's owner cannot reach a hidden conversation by opening it again with a message", async () => {
    const admin = await signedIn(1);
    const { owner, pro, jobId, conversationId } = await bidThread(app, suite);
    assert.equal((await moderate(admin, conversationId, 'hide', 'Harassment')).statusCode, 200);
    const reopened = await open(app, owner, { job_id: jobId, provider_id: pro.id, body: 'Still there?' });
    assert.equal(reopened.statusCode, 403, reopened.body);
    const count = await db()
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('body', '=', 'Still there?')
      .execute();
    assert.equal(count.length, 0);
  });
});
