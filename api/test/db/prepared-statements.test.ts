import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { prepared } from '../../src/db/prepared-statements.js';
import { describeEachDatabase } from '../helpers/databases.js';

const planCacheMode = sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`;

describeEachDatabase('statements planned once', (suite) => {
  const db = () => suite.handle.db;

  test('a marked statement runs with a generic plan; an ordinary one is planned per call', async () => {
    const marked = await db().executeQuery(prepared(planCacheMode.compile(db())));
    const ordinary = await planCacheMode.execute(db());
    // On PostgreSQL the mark sends the statement to the plan-once connections; on PGlite it is a comment.
    assert.equal(marked.rows[0]?.mode, suite.kind === 'postgres' ? 'force_generic_plan' : 'auto');
    assert.equal(ordinary.rows[0]?.mode, 'auto');
  });

  test('a named statement reused with other values, and by many callers at once, answers each call', async () => {
    const doubled = (value: number) =>
      db()
        .executeQuery(
          prepared(sql<{ doubled: number }>`select ${value}::integer * 2 as doubled`.compile(db())),
        )
        .then((result) => result.rows[0]?.doubled);
    const values = Array.from({ length: 24 }, (_, index) => index);
    // More callers than the plan-once pool has connections: they queue, none is lost or mixed up.
    assert.deepEqual(
      await Promise.all(values.map(doubled)),
      values.map((value) => value * 2),
    );
    assert.equal(await doubled(21), 42);
  });

  test('inside a transaction a marked statement runs on the transaction and sees its writes', async () => {
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({
            name: 'In Flight',
            email: 'in-flight@prohive.test',
            role_id: 3,
            password_hash: 'not-a-real-hash',
          })
          .execute();
        const seen = await trx.executeQuery(
          prepared(
            sql<{
              count: number;
            }>`select count(*)::int as count from users where email = ${'in-flight@prohive.test'}`.compile(
              trx,
            ),
          ),
        );
        assert.equal(seen.rows[0]?.count, 1);
        const mode = await trx.executeQuery(prepared(planCacheMode.compile(trx)));
        assert.equal(mode.rows[0]?.mode, 'auto');
      });
  });
});
