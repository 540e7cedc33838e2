import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import { sql } from 'kysely';
import type { App } from '../../../src/app.js';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { publishEvent } from '../../../src/modules/events/index.js';
import { bearerFor, buildTestApp, createUser } from '../../helpers/app.js';
import { createMigratedTestDatabase, describeOnPostgres } from '../../helpers/databases.js';
import { openEventStream } from '../../helpers/sse.js';

/** Ends the server side of every LISTEN connection on the database, as a failover or a restart would. */
async function dropListeners(handle: DatabaseHandle): Promise<number> {
  const { rows } = await sql<{ ended: boolean }>`
    select pg_terminate_backend(pid) as ended from pg_stat_activity
    where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()
  `.execute(handle.db);
  return rows.filter((row) => row.ended).length;
}

describeOnPostgres('the LISTEN connection', () => {
  let handle: (DatabaseHandle & { drop(): Promise<void> }) | undefined;
  before(async () => {
    handle = await createMigratedTestDatabase('postgres');
  });
  after(async () => handle?.drop());

  it('reconnects after the server drops it and reports it, then hears notifications again', async () => {
    const heard: string[] = [];
    let reconnected = 0;
    const stop = await handle!.listen('prohive_test_channel', {
      onNotify: (payload) => heard.push(payload),
      onReconnect: () => {
        reconnected += 1;
      },
    });
    try {
      assert.equal(await dropListeners(handle!), 1);
      const deadline = Date.now() + 10_000;
      while (reconnected === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(reconnected, 1);
      await sql`select pg_notify('prohive_test_channel', 'after')`.execute(handle!.db);
      while (!heard.includes('after') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.deepEqual(heard, ['after']);
    } finally {
      await stop();
    }
  });

  it('a stream receives the events published while its process was not listening', async () => {
    const app: App = await buildTestApp(handle!);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const user = await createUser(handle!.db, { roleId: 3 });
      const events = await openEventStream(base, await bearerFor(app, user));
      try {
        assert.equal(await dropListeners(handle!), 1);
        // Committed while the listener is down: its NOTIFY reaches no one.
        await publishEvent(handle!.db, user.id, 'message', { during: 'outage' });
        const frame = await events.waitFor((candidate) => candidate.event === 'message', 10_000);
        assert.deepEqual(frame.data, { during: 'outage' });
      } finally {
        events.close();
      }
    } finally {
      await app.close();
    }
  });
});
