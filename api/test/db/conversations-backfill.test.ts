import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../../src/db/migrator.js';
import { createUser } from '../helpers/app.js';
import { describeEachDatabase } from '../helpers/databases.js';
import { insertJob } from '../modules/jobs/fixtures.js';

// The part of migration 0011 that gives bids placed before messaging their conversation, run again on bids
// written straight to the table (as they were before the migration).
const migration = readFileSync(path.join(MIGRATIONS_DIR, '0011_conversations.sql'), 'utf8');
const backfill = migration.slice(migration.indexOf('-- Bids placed before messaging existed'));

describeEachDatabase('migration 0011: conversations for earlier bids', (suite) => {
  test('each bid gets its conversation; a bid message becomes the first, read by its sender', async () => {
    const db = suite.handle.db;
    const owner = await createUser(db, { roleId: 3 });
    const talkative = await createUser(db, { roleId: 4 });
    const silent = await createUser(db, { roleId: 4 });
    const job = await insertJob(db, owner.id);
    const placed = new Date('2026-01-02T03:04:05Z');
    await db
      .insertInto('bids')
      .values([
        {
          job_id: job,
          provider_id: talkative.id,
          amount_cents: 5000,
          message: '  Can start Monday.  ',
          created_at: placed,
        },
        { job_id: job, provider_id: silent.id, amount_cents: 6000, message: '   ' },
      ])
      .execute();
    await sql.raw(backfill).execute(db);

    const rows = await db.selectFrom('conversations').selectAll().orderBy('provider_id').execute();
    assert.equal(rows.length, 2);
    const [withMessage, empty] = rows;
    assert.equal(withMessage!.customer_id, owner.id);
    assert.equal(withMessage!.provider_id, talkative.id);
    assert.equal(withMessage!.created_at.getTime(), placed.getTime());
    const message = await db.selectFrom('messages').selectAll().executeTakeFirstOrThrow();
    assert.equal(message.body, 'Can start Monday.');
    assert.equal(message.sender_id, talkative.id);
    assert.equal(withMessage!.last_message_id, message.id);
    assert.equal(withMessage!.provider_last_read_message_id, message.id);
    assert.equal(withMessage!.customer_last_read_message_id, null);
    assert.equal(empty!.last_message_id, null);
  });
});
