import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { migrate, MigrationError, readMigrations } from '../../src/db/migrator.js';
import { createTestDatabase, describeEachDatabase } from '../helpers/databases.js';
import type { DatabaseHandle } from '../../src/db/database.js';

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'prohive-migrations-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

test('the committed migrations are numbered 1, 2, 3… and named NNNN_snake_case.sql', async () => {
  const files = await readMigrations();
  assert.ok(files.length >= 2);
  files.forEach((file, index) => assert.equal(file.version, index + 1));
});

test('a gap or a badly named file is refused before anything runs', async () => {
  await assert.rejects(
    readMigrations(migrationsDir({ '0001_a.sql': 'select 1', '0003_c.sql': 'select 1' })),
    MigrationError,
  );
  await assert.rejects(readMigrations(migrationsDir({ '1_a.sql': 'select 1' })), /NNNN_snake_case/);
});

// The migrator's suite runs every committed migration on its database (everywhere else a copy of the
// run's template stands in for that).
describeEachDatabase(
  'migrator',
  (suite) => {
    // The suite's own database has the committed schema; file-driven tests need an empty one beside it.
    let scratch: DatabaseHandle & { drop(): Promise<void> };
    before(async () => {
      scratch = await createTestDatabase(suite.kind);
    });
    after(async () => {
      await scratch.drop();
    });

    test('applies pending files in order, once; a second run applies nothing', async () => {
      const dir = migrationsDir({
        '0001_create_widgets.sql':
          'create table widgets (id int primary key);\ncreate table gadgets (id int primary key);',
        '0002_seed_widgets.sql': 'insert into widgets values (1), (2);',
      });
      const first = await migrate(scratch.db, dir);
      assert.deepEqual(first, { applied: ['0001_create_widgets', '0002_seed_widgets'], alreadyApplied: 0 });
      const second = await migrate(scratch.db, dir);
      assert.deepEqual(second, { applied: [], alreadyApplied: 2 });
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from widgets`.execute(scratch.db);
      assert.equal(rows[0]!.n, 2);
    });

    test('a failing migration is rolled back whole and reported with its name', async () => {
      const dir = migrationsDir({
        '0001_create_widgets.sql':
          'create table widgets (id int primary key);\ncreate table gadgets (id int primary key);',
        '0002_seed_widgets.sql': 'insert into widgets values (1), (2);',
        '0003_broken.sql': 'create table half_done (id int);\ninsert into no_such_table values (1);',
      });
      await assert.rejects(migrate(scratch.db, dir), (error: unknown) => {
        assert.ok(error instanceof MigrationError);
        assert.match(error.message, /Migration 0003_broken failed and was rolled back: .*no_such_table/);
        return true;
      });
      const { rows } = await sql<{
        exists: boolean;
      }>`select to_regclass('half_done') is not null as exists`.execute(scratch.db);
      assert.equal(rows[0]!.exists, false);
    });

    test('an applied migration edited afterwards stops the run', async () => {
      const dir = migrationsDir({
        '0001_create_widgets.sql': 'create table widgets (id int primary key); -- edited',
        '0002_seed_widgets.sql': 'insert into widgets values (1), (2);',
      });
      await assert.rejects(migrate(scratch.db, dir), /was changed after it was applied/);
    });

    test('the committed schema enforces the model: case-insensitive emails, one bid per provider per job', async () => {
      const db = suite.handle.db;
      await db
        .insertInto('users')
        .values({ name: 'A', email: 'Same@Example.com', password_hash: 'x', role_id: 3 })
        .execute();
      await assert.rejects(
        db
          .insertInto('users')
          .values({ name: 'B', email: 'same@example.COM', password_hash: 'x', role_id: 3 })
          .execute(),
      );
      await assert.rejects(
        db.insertInto('users').values({ name: 'C', email: 'c@example.com', role_id: 3 }).execute(),
        /users_can_sign_in/,
      );
      const owner = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      const pro = await db
        .insertInto('users')
        .values({ name: 'P', email: 'p@example.com', password_hash: 'x', role_id: 4 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const job = await db
        .insertInto('jobs')
        .values({
          customer_id: owner.id,
          category_id: 1,
          service_type: 'home',
          title: 'Fix sink',
          description: 'Leaks',
          zip: '78701',
          city: 'Austin',
          state: 'TX',
          latitude: 30.26,
          longitude: -97.74,
          timing: 'asap',
          expires_at: new Date(Date.now() + 86_400_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('bids')
        .values({ job_id: job.id, provider_id: pro.id, amount_cents: 10_000 })
        .execute();
      await assert.rejects(
        db.insertInto('bids').values({ job_id: job.id, provider_id: pro.id, amount_cents: 9_000 }).execute(),
      );
      await assert.rejects(
        db.insertInto('bids').values({ job_id: job.id, provider_id: owner.id, amount_cents: -5 }).execute(),
      );
    });
  },
  { migrateFresh: true },
);

describeEachDatabase('migrator adopting a database migrated before Kysely ran the files', (suite) => {
  let scratch: DatabaseHandle & { drop(): Promise<void> };
  before(async () => {
    scratch = await createTestDatabase(suite.kind);
  });
  after(async () => {
    await scratch.drop();
  });

  test('carries the old ledger over: applied files are not run again, new ones are', async () => {
    const first = 'create table widgets (id int primary key);';
    const dir = migrationsDir({
      '0001_create_widgets.sql': first,
      '0002_seed_widgets.sql': 'insert into widgets values (1), (2);',
    });
    const [file] = await readMigrations(dir);
    // What the hand-written migrator left behind: the table it created and its own ledger, nothing else.
    await sql.raw(first).execute(scratch.db);
    await sql`create table schema_migrations (
      version integer primary key, name text not null, checksum text not null,
      applied_at timestamptz not null default now())`.execute(scratch.db);
    await sql`insert into schema_migrations (version, name, checksum)
      values (1, 'create_widgets', ${file!.checksum})`.execute(scratch.db);

    const report = await migrate(scratch.db, dir);
    assert.deepEqual(report, { applied: ['0002_seed_widgets'], alreadyApplied: 1 });
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      scratch.db,
    );
    assert.deepEqual(
      rows.map((row) => row.name),
      ['0001_create_widgets', '0002_seed_widgets'],
    );
  });
});
