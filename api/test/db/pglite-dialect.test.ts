import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrator.js';

let handle: DatabaseHandle;
before(async () => {
  handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await migrate(handle.db);
});
after(async () => handle.close());

const auditCount = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(handle.db)).rows[0]!.n;

test('a committed transaction keeps its writes; a thrown one keeps none', async () => {
  await handle.db.transaction().execute(async (trx) => {
    await trx.insertInto('audit_log').values({ action: 'kept' }).execute();
  });
  await assert.rejects(
    handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('audit_log').values({ action: 'dropped' }).execute();
      throw new Error('abort');
    }),
    /abort/,
  );
  const actions = await handle.db.selectFrom('audit_log').select('action').execute();
  assert.deepEqual(actions, [{ action: 'kept' }]);
});

test('queries from outside never slip into an open transaction on the single connection', async () => {
  const before = await auditCount();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const inTransaction = handle.db.transaction().execute(async (trx) => {
    await trx.insertInto('audit_log').values({ action: 'inside' }).execute();
    await gate;
    throw new Error('roll back');
  });
  // Queued behind the transaction: it must see the state after the rollback, not the uncommitted row.
  const outside = auditCount();
  release();
  await assert.rejects(inTransaction, /roll back/);
  assert.equal(await outside, before);
});

test('concurrent transactions are serialised, not interleaved', async () => {
  const results = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      handle.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(trx);
        await trx
          .insertInto('audit_log')
          .values({ action: `t${index}` })
          .execute();
        return rows[0]!.n;
      }),
    ),
  );
  // Each transaction saw every earlier one's row: counts are consecutive.
  const sorted = [...results].sort((a, b) => a - b);
  sorted.forEach((value, index) => assert.equal(value, sorted[0]! + index));
});

test('insert, update and delete report affected rows; parameters are bound, not interpolated', async () => {
  const update = await handle.db
    .updateTable('audit_log')
    .set({ ip: '127.0.0.1' })
    .where('action', 'like', 't%')
    .executeTakeFirst();
  assert.equal(update.numUpdatedRows, 8n);
  const hostile = "x'); drop table audit_log; --";
  await handle.db.insertInto('audit_log').values({ action: hostile }).execute();
  const found = await handle.db
    .selectFrom('audit_log')
    .select('action')
    .where('action', '=', hostile)
    .executeTakeFirst();
  assert.equal(found?.action, hostile);
  const removed = await handle.db.deleteFrom('audit_log').where('action', 'like', 't%').executeTakeFirst();
  assert.equal(removed.numDeletedRows, 8n);
});
