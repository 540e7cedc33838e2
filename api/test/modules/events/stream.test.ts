import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, it } from 'node:test';
import { sql } from 'kysely';
import type { App } from '../../../src/app.js';
import { publishEvent } from '../../../src/modules/events/index.js';
import { sweepOldEvents } from '../../../src/modules/events/sweep.js';
import { bearerFor, buildTestApp, createUser, testConfig, type CreatedUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { openEventStream, type SseStream } from '../../helpers/sse.js';

describeEachDatabase('GET /api/events', (suite) => {
  let app: App;
  let base: string;
  let user: CreatedUser;
  let auth: { authorization: string };
  const open: SseStream[] = [];

  async function start(overrides: Parameters<typeof testConfig>[0] = {}) {
    app = await buildTestApp(suite.handle, { config: testConfig(overrides) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    user = await createUser(suite.handle.db, { roleId: 3 });
    auth = await bearerFor(app, user);
  }

  async function stream(headers: Record<string, string> = auth, path?: string) {
    const opened = await openEventStream(base, headers, path);
    open.push(opened);
    return opened;
  }

  const publish = (userId: number, body: object) => publishEvent(suite.handle.db, userId, 'message', body);

  beforeEach(async () => start({ sseHeartbeatMs: 60_000 }));
  afterEach(async () => {
    for (const each of open.splice(0)) each.close();
    await app.close();
  });

  it('answers 401 without a token, and with a malformed Last-Event-ID 422', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/events' });
    assert.equal(anonymous.statusCode, 401);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { ...auth, 'last-event-id': 'abc' },
    });
    assert.equal(bad.statusCode, 422);
  });

  it('streams committed events live, as id/event/data frames with a retry hint', async () => {
    const events = await stream();
    assert.equal(events.status, 200);
    assert.match(events.headers.get('content-type') ?? '', /^text\/event-stream/);
    assert.equal(events.headers.get('cache-control'), 'no-cache, no-store, no-transform');
    await publish(user.id, { n: 1 });
    const frame = await events.waitFor((candidate) => candidate.event === 'message');
    assert.deepEqual(frame.data, { n: 1 });
    assert.match(frame.id ?? '', /^\d+$/);
    assert.equal(events.retry, 3000);
  });

  it("never delivers another user's events or a rolled-back one", async () => {
    const other = await createUser(suite.handle.db, { roleId: 3 });
    const events = await stream();
    await publish(other.id, { to: 'other' });
    await suite.handle.db
      .transaction()
      .execute(async (trx) => {
        await publishEvent(trx, user.id, 'message', { rolled: 'back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await publish(user.id, { to: 'me' });
    await events.waitFor((frame) => (frame.data as { to?: string }).to === 'me');
    assert.deepEqual(
      events.frames.map((frame) => frame.data),
      [{ to: 'me' }],
    );
  });

  it('starts with new events only when no Last-Event-ID is given', async () => {
    await publish(user.id, { n: 'old' });
    const events = await stream();
    await publish(user.id, { n: 'new' });
    await events.waitFor((frame) => (frame.data as { n: string }).n === 'new');
    assert.deepEqual(
      events.frames.map((frame) => frame.data),
      [{ n: 'new' }],
    );
  });

  it('replays the events after Last-Event-ID, then goes on live, in id order', async () => {
    const first = await stream();
    for (const n of [1, 2, 3]) await publish(user.id, { n });
    await first.waitFor((frame) => (frame.data as { n: number }).n === 3);
    first.close();
    const firstId = first.frames[0]!.id!;

    const resumed = await stream({ ...auth, 'last-event-id': firstId });
    await resumed.waitFor((frame) => (frame.data as { n: number }).n === 3);
    await publish(user.id, { n: 4 });
    await resumed.waitFor((frame) => (frame.data as { n: number }).n === 4);
    assert.deepEqual(
      resumed.frames.map((frame) => frame.data),
      [{ n: 2 }, { n: 3 }, { n: 4 }],
    );
    const ids = resumed.frames.map((frame) => Number(frame.id));
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
    );

    // The query parameter does the same for clients that cannot set the header.
    const byQuery = await stream(auth, `/api/events?last_event_id=${firstId}`);
    await byQuery.waitFor((frame) => (frame.data as { n: number }).n === 4);
    assert.equal(byQuery.frames.length, 3);
  });

  it('loses nothing and repeats nothing across a reconnect', async () => {
    const before = await stream();
    await publish(user.id, { n: 1 });
    await publish(user.id, { n: 2 });
    await before.waitFor((frame) => (frame.data as { n: number }).n === 2);
    before.close();
    await before.ended;
    // Published while the client is away.
    await publish(user.id, { n: 3 });
    const after = await stream({ ...auth, 'last-event-id': before.frames.at(-1)!.id! });
    await publish(user.id, { n: 4 });
    await after.waitFor((frame) => (frame.data as { n: number }).n === 4);
    const seen = [...before.frames, ...after.frames].map((frame) => (frame.data as { n: number }).n);
    assert.deepEqual(seen, [1, 2, 3, 4]);
    const ids = [...before.frames, ...after.frames].map((frame) => frame.id);
    assert.equal(new Set(ids).size, ids.length);
  });

  it('delivers events from concurrent transactions once each, in increasing id order', async () => {
    const events = await stream();
    const count = 30;
    await Promise.all(
      Array.from({ length: count }, (_, n) =>
        suite.handle.db.transaction().execute(async (trx) => {
          await publishEvent(trx, user.id, 'message', { n });
          // Some transactions take longer between drawing their row and committing.
          if (n % 3 === 0) await sql`select pg_sleep(0.01)`.execute(trx);
        }),
      ),
    );
    await events.waitFor(() => events.frames.length >= count);
    const ids = events.frames.map((frame) => Number(frame.id));
    assert.equal(new Set(ids).size, count);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
    );
    assert.deepEqual(
      events.frames.map((frame) => (frame.data as { n: number }).n).sort((a, b) => a - b),
      Array.from({ length: count }, (_, n) => n),
    );
  });

  it('ends every stream when the app closes', async () => {
    const events = await stream();
    await app.close();
    await events.ended;
    // afterEach closes again: a second close is a no-op.
  });

  it('sweeps events older than seven days only', async () => {
    await publish(user.id, { n: 'recent' });
    await publish(user.id, { n: 'old' });
    await sql`update user_events set created_at = now() - interval '8 days' where payload->>'n' = 'old'`.execute(
      suite.handle.db,
    );
    assert.equal(await sweepOldEvents(suite.handle.db), 1);
    const left = await suite.handle.db.selectFrom('user_events').select('payload').execute();
    assert.deepEqual(
      left.map((row) => row.payload),
      [{ n: 'recent' }],
    );
  });
});

describeEachDatabase('GET /api/events limits', (suite) => {
  let app: App;
  let base: string;
  afterEach(async () => app.close());

  it('sends `: ping` heartbeats and refuses streams past the per-user cap with 429', async () => {
    app = await buildTestApp(suite.handle, {
      config: testConfig({ sseHeartbeatMs: 40, sseStreamsPerUser: 1 }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const auth = await bearerFor(app, user);
    const first = await openEventStream(base, auth);
    try {
      await first.waitForComments(2);
      assert.deepEqual(first.comments.slice(0, 2), ['ping', 'ping']);
      const second = await openEventStream(base, auth);
      assert.equal(second.status, 429);
      await second.ended;
    } finally {
      first.close();
    }
  });

  it('ends the stream when the access token expires', async () => {
    // Tokens are issued (and checked) 58 s in the past: a 60 s token that runs out 2 s from now.
    app = await buildTestApp(suite.handle, {
      config: testConfig({ jwtTtlSeconds: 60 }),
      now: () => new Date(Date.now() - 58_000),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const events = await openEventStream(base, await bearerFor(app, user));
    assert.equal(events.status, 200);
    const startedAt = Date.now();
    await events.ended;
    assert.ok(Date.now() - startedAt < 4000);
  });
});
