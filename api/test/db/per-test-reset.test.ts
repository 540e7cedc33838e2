import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { App } from '../../src/app.js';
import { buildTestApp, createUser } from '../helpers/app.js';
import { describeEachDatabase } from '../helpers/databases.js';
import { insertJob, provider } from '../modules/jobs/fixtures.js';

// describeEachDatabase resets the suite's database before every test with DELETEs instead of TRUNCATE
// (helpers/databases.ts); the tests rely on it leaving what `truncate users, audit_log restart identity
// cascade` left: the users and everything hanging off them gone, ids starting again at 1, the rest kept.
describeEachDatabase('the per-test reset', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  test('a test writes users, a listed provider, a job, a conversation and audit rows', async () => {
    const db = suite.handle.db;
    const owner = await createUser(db, { roleId: 3 });
    const pro = await provider(app, db);
    const job = await insertJob(db, owner.id);
    const conversation = await db
      .insertInto('conversations')
      .values({ job_id: job, customer_id: owner.id, provider_id: pro.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('messages')
      .values({ conversation_id: conversation.id, sender_id: pro.id, body: 'Hello' })
      .execute();
    await db
      .updateTable('conversations')
      .set({ last_message_id: sql`(select max(id) from messages)` })
      .execute();
    await sql`insert into audit_log (actor_id, action) values (${owner.id}, 'test')`.execute(db);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from provider_search`.execute(db);
    assert.ok(rows[0]!.n > 0, 'the listed provider is in provider_search');
  });

  test('the next test starts with those tables empty and their ids back at 1, reference data kept', async () => {
    const db = suite.handle.db;
    for (const table of [
      'users',
      'provider_profiles',
      'provider_search',
      'jobs',
      'conversations',
      'messages',
    ]) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
        db,
      );
      assert.equal(rows[0]!.n, 0, table);
    }
    const { rows: audit } = await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(db);
    assert.equal(audit[0]!.n, 0, 'audit_log');
    const user = await createUser(db, { roleId: 3 });
    assert.equal(user.id, 1);
    assert.equal(await insertJob(db, user.id), 1);
    const { rows: categories } = await sql<{ n: number }>`
      select count(*)::int as n from service_categories`.execute(db);
    assert.ok(categories[0]!.n > 0, 'reference data is not part of the reset');
  });
});
