import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { unreadMessageCount } from '../../../src/modules/conversations/index.js';
import { bearerFor, buildTestApp, testConfig } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { makeImage, upload } from '../uploads/fixtures.js';
import { bidThread, get, postJob, provider, send, sendOk, type Actor } from './fixtures.js';

describeEachDatabase('conversations: messages', (suite) => {
  let app: App;
  // Activity times come from the app's clock; moving it orders threads without waiting.
  let clock = Date.now();
  before(async () => {
    app = await buildTestApp(suite.handle, { now: () => new Date(clock) });
  });
  after(async () => {
    await app.close();
  });

  test('422 field errors: empty, blank, missing, too long (code points: 5,000 emoji fit, 10,000 do not)', async () => {
    const { pro, conversationId } = await bidThread(app, suite);
    const cases: [object, Record<string, string[]>][] = [
      [{ body: '' }, { body: ['Write a message.'] }],
      [{ body: ' \n\t ' }, { body: ['Write a message.'] }],
      [{ body: '\u0007\u001b' }, { body: ['Write a message.'] }],
      [{}, { body: ['The body field is required.'] }],
      [{ body: 42 }, { body: ['The body field must be a string.'] }],
      [{ body: 'a'.repeat(5001) }, { body: ['A message can be at most 5,000 characters.'] }],
      [{ body: '😀'.repeat(10_000) }, { body: ['A message can be at most 5,000 characters.'] }],
      [{ body: 'a'.repeat(10_001) }, { body: ['The body must not be greater than 10000 characters.'] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await send(app, pro, conversationId, payload);
      assert.equal(response.statusCode, 422, JSON.stringify(payload).slice(0, 60));
      assert.deepEqual(response.json().errors, errors, JSON.stringify(payload).slice(0, 60));
    }
    const emoji = '😀'.repeat(5000);
    const fits = await send(app, pro, conversationId, { body: emoji });
    assert.equal(fits.statusCode, 201, fits.body.slice(0, 200));
    assert.equal(fits.json().data.body, emoji);
    const longest = await send(app, pro, conversationId, { body: `  ${'b'.repeat(5000)}  ` });
    assert.equal(longest.statusCode, 201);
  });

  test('hostile content is stored and returned as the text it is; controls removed, NUL refused', async () => {
    const { owner, pro, conversationId } = await bidThread(app, suite);
    const hostile = [
      '<script>alert(document.cookie)</script>',
      '[click me](javascript:alert(1))',
      '<a href="javascript:alert(1)">prize</a> <img src=x onerror=alert(1)>',
      "'; drop table messages; --",
      '{{constructor.constructor("alert(1)")()}}',
      '\u202eevil\u202c',
    ];
    for (const body of hostile) {
      const sent = await send(app, pro, conversationId, { body });
      assert.equal(sent.statusCode, 201, body);
      assert.equal(sent.headers['content-type'], 'application/json; charset=utf-8');
      assert.equal(sent.json().data.body, body);
    }
    const listed = await get(app, owner, `/api/conversations/${conversationId}/messages?per_page=100`);
    assert.match(listed.headers['content-type'] as string, /^application\/json/);
    const bodies = listed.json().data.map((message: { body: string }) => message.body);
    for (const body of hostile) assert.ok(bodies.includes(body), body);
    const row = await suite.handle.db
      .selectFrom('messages')
      .select('body')
      .where('body', 'like', '<script>%')
      .executeTakeFirstOrThrow();
    assert.equal(row.body, hostile[0], 'stored as typed, not escaped or stripped');

    const nul = await send(app, pro, conversationId, { body: 'before\u0000after' });
    assert.equal(nul.statusCode, 422);
    assert.deepEqual(nul.json().errors, { body: ['The body must not contain NUL characters.'] });

    const controls = await send(app, pro, conversationId, {
      body: 'line one\r\nline\ttwo\u0007\u001b[31m\u0085\rend\ud800',
    });
    assert.equal(controls.statusCode, 201);
    assert.equal(controls.json().data.body, 'line one\nline\ttwo[31m\nend\ufffd');
  });

  test('messages page newest first; the inbox orders by latest activity', async () => {
    const { owner, pro, conversationId } = await bidThread(app, suite, 'first');
    for (const body of ['second', 'third', 'fourth', 'fifth']) await sendOk(app, owner, conversationId, body);
    const url = `/api/conversations/${conversationId}/messages`;
    const page1 = (await get(app, pro, `${url}?per_page=2`)).json();
    assert.deepEqual(
      page1.data.map((message: { body: string }) => message.body),
      ['fifth', 'fourth'],
    );
    assert.deepEqual(page1.meta, { page: 1, per_page: 2, total: 5, last_page: 3 });
    const page3 = (await get(app, pro, `${url}?per_page=2&page=3`)).json();
    assert.deepEqual(
      page3.data.map((message: { body: string }) => message.body),
      ['first'],
    );
    assert.equal((await get(app, pro, `${url}?per_page=101`)).statusCode, 422);

    // The owner's inbox: a newer thread (another job, another bidder) comes first until the older one moves.
    const db = suite.handle.db;
    const secondJob = await postJob(app, owner);
    const rival = await provider(app, db, { name: 'Rival Pro' });
    const bid = await app.inject({
      method: 'POST',
      url: `/api/jobs/${secondJob}/bids`,
      headers: rival.headers,
      payload: { amount_cents: 20_000, message: 'Newer' },
    });
    const newer = bid.json().data.conversation_id;
    const inboxIds = async () =>
      (await get(app, owner, '/api/conversations')).json().data.map((row: { id: number }) => row.id);
    assert.deepEqual(await inboxIds(), [newer, conversationId]);
    clock += 1000;
    await sendOk(app, pro, conversationId, 'bump');
    assert.deepEqual(await inboxIds(), [conversationId, newer]);
    const top = (await get(app, owner, '/api/conversations?per_page=1')).json();
    assert.equal(top.data[0].last_message.body, 'bump');
    assert.deepEqual(top.meta, { page: 1, per_page: 1, total: 2, last_page: 2 });
  });

  test('read receipts and unread counts', async () => {
    const { owner, pro, conversationId } = await bidThread(app, suite, 'one');
    const two = await sendOk(app, pro, conversationId, 'two');
    const three = await sendOk(app, pro, conversationId, 'three');
    const db = suite.handle.db;
    const unread = async (who: Actor) =>
      (await get(app, who, `/api/conversations/${conversationId}`)).json().data;
    assert.equal((await unread(owner)).unread_count, 3);
    assert.equal(await unreadMessageCount(db, owner.id), 3);
    assert.equal(await unreadMessageCount(db, pro.id), 0);
    // The same total answers GET /api/me/unread (app.ts wires the counter into the notifications module).
    const totals = await get(app, owner, '/api/me/unread');
    assert.equal(totals.json().data.messages, 3);
    assert.equal((await unread(pro)).other_last_read_message_id, null);

    const url = `/api/conversations/${conversationId}/read`;
    const partly = await app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { last_read_message_id: two },
    });
    assert.equal(partly.statusCode, 204, partly.body);
    assert.equal((await unread(owner)).unread_count, 1);
    assert.equal((await unread(pro)).other_last_read_message_id, two);
    assert.equal(await unreadMessageCount(db, owner.id), 1);

    // No body: read up to the latest.
    assert.equal((await app.inject({ method: 'POST', url, headers: owner.headers })).statusCode, 204);
    assert.equal((await unread(owner)).unread_count, 0);
    assert.equal((await unread(pro)).other_last_read_message_id, three);
    // An older tab cannot move the position back.
    await app.inject({ method: 'POST', url, headers: owner.headers, payload: { last_read_message_id: two } });
    assert.equal((await unread(pro)).other_last_read_message_id, three);

    // A message of another conversation is not a read position here.
    const elsewhere = await bidThread(app, suite, 'elsewhere');
    const foreign = (
      await get(app, elsewhere.owner, `/api/conversations/${elsewhere.conversationId}/messages`)
    ).json().data[0].id;
    const refused = await app.inject({
      method: 'POST',
      url,
      headers: owner.headers,
      payload: { last_read_message_id: foreign },
    });
    assert.equal(refused.statusCode, 422);
    assert.deepEqual(refused.json().errors, {
      last_read_message_id: ['That message is not in this conversation.'],
    });

    // Replies count for the other side; the unread total spans conversations.
    await sendOk(app, owner, conversationId, 'reply');
    assert.equal((await unread(pro)).unread_count, 1);
    assert.equal(await unreadMessageCount(db, pro.id), 1);
    const list = (await get(app, pro, '/api/conversations')).json().data;
    assert.equal(list[0].unread_count, 1);
  });

  test('photos: your own unsent message_photo uploads only', async () => {
    const { owner, pro, conversationId } = await bidThread(app, suite);
    const image = { data: await makeImage(40, 30) };
    const uploadAs = async (who: Actor, purpose: string) => {
      const response = await upload(app, who.headers, purpose, image);
      assert.equal(response.statusCode, 201, response.body);
      return response.json().data.id as string;
    };
    const photo = await uploadAs(pro, 'message_photo');
    const sent = await send(app, pro, conversationId, {
      body: 'See the leak',
      photo_ids: [photo.toUpperCase()],
    });
    assert.equal(sent.statusCode, 201, sent.body);
    assert.deepEqual(sent.json().data.photos, [
      { id: photo, url: `/api/uploads/${photo}`, thumb_url: `/api/uploads/${photo}/thumb` },
    ]);
    const listed = (await get(app, owner, `/api/conversations/${conversationId}/messages`)).json().data[0];
    assert.deepEqual(listed.photos, sent.json().data.photos);

    const refusals: [string, string][] = [
      ['already sent', photo],
      ["someone else's", await uploadAs(owner, 'message_photo')],
      ['a job photo', await uploadAs(pro, 'job_photo')],
      ['unknown', '00000000-0000-4000-8000-000000000000'],
    ];
    for (const [what, id] of refusals) {
      const response = await send(app, pro, conversationId, { body: 'again', photo_ids: [id] });
      assert.equal(response.statusCode, 422, what);
      assert.deepEqual(response.json().errors, {
        photo_ids: ['Some photos are not your message photo uploads, or were already sent.'],
      });
    }
    const tooMany = await send(app, pro, conversationId, {
      body: 'many',
      photo_ids: Array.from({ length: 7 }, (_, index) => `00000000-0000-4000-8000-00000000000${index}`),
    });
    assert.equal(tooMany.statusCode, 422);
    assert.deepEqual(tooMany.json().errors, { photo_ids: ['Attach at most 6 different photos.'] });
  });
});

describeEachDatabase('conversations: rate limit', (suite) => {
  let app: App;
  let clock = Date.now();
  before(async () => {
    app = await buildTestApp(suite.handle, {
      config: testConfig({
        messageRateLimits: {
          perMinute: { max: 3, windowSeconds: 60 },
          perDay: { max: 5, windowSeconds: 86_400 },
        },
      }),
      now: () => new Date(clock),
    });
  });
  after(async () => {
    await app.close();
  });

  test('429 with Retry-After past the per-minute and the daily limit of a sender', async () => {
    const { owner, pro, conversationId } = await bidThread(app, suite);
    for (let index = 0; index < 3; index += 1) await sendOk(app, pro, conversationId, `burst ${index}`);
    const burst = await send(app, pro, conversationId, { body: 'one more' });
    assert.equal(burst.statusCode, 429);
    assert.equal(burst.headers['retry-after'], '60');
    assert.match(burst.json().message, /too quickly/);
    // The other participant has their own allowance; refused messages cost nothing.
    assert.equal((await send(app, owner, conversationId, { body: 'hello' })).statusCode, 201);
    assert.equal((await send(app, pro, conversationId, { body: '' })).statusCode, 422);

    clock += 61_000;
    await sendOk(app, pro, conversationId, 'four');
    await sendOk(app, pro, conversationId, 'five');
    const daily = await send(app, pro, conversationId, { body: 'six' });
    assert.equal(daily.statusCode, 429);
    assert.equal(Number(daily.headers['retry-after']), 86_400 - 61);
    assert.match(daily.json().message, /most messages allowed in a day \(5\)/);
    clock += 86_400_000;
    // A day later (signed in again: access tokens live 15 minutes) the allowance is back.
    const later = { ...pro, headers: await bearerFor(app, pro) };
    assert.equal((await send(app, later, conversationId, { body: 'next day' })).statusCode, 201);
  });
});
