import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import { DEMO_ACCOUNTS, runSeed } from '../../src/db/seed/seed.js';
import { TEST_PASSWORD_COST } from '../helpers/app.js';
import { describeEachDatabase } from '../helpers/databases.js';

interface JobRow {
  title: string;
  description: string;
  budget_max_cents: number;
  zip: string;
  category_id: number;
  created_at: Date;
  email: string;
  status: string;
}

const duplicates = (values: readonly string[]) =>
  [...new Set(values.filter((value, index) => values.indexOf(value) !== index))].sort();

describeEachDatabase('demo seed variety', (suite) => {
  test('open jobs (/jobs) and the demo customer’s jobs never repeat a title, and they vary in every detail', async () => {
    const db = suite.handle.db;
    await runSeed(db, { passwordCost: TEST_PASSWORD_COST, now: new Date('2026-03-10T15:00:00Z') });
    const { rows } = await sql<JobRow>`
      select j.title, j.description, j.budget_max_cents, j.zip, j.category_id, j.created_at, j.status, u.email
      from jobs j join users u on u.id = j.customer_id`.execute(db);

    const open = rows.filter((row) => row.status === 'open');
    assert.ok(open.length >= 25, `only ${open.length} open jobs`);
    assert.deepEqual(duplicates(open.map((row) => row.title)), [], 'open job titles repeat on /jobs');
    assert.deepEqual(duplicates(open.map((row) => row.description)), [], 'open job descriptions repeat');

    const demo = rows.filter((row) => row.email === DEMO_ACCOUNTS.customer);
    assert.ok(demo.length >= 6);
    assert.deepEqual(
      duplicates(demo.map((row) => row.title)),
      [],
      'the demo customer’s dashboard repeats a title',
    );

    const distinct = (pick: (row: JobRow) => unknown) => new Set(open.map(pick)).size;
    assert.ok(distinct((row) => row.category_id) >= 8, 'open jobs span the trades');
    assert.ok(
      distinct((row) => row.zip) >= 15,
      'open jobs are spread over neighbourhoods, not one ZIP a city',
    );
    assert.ok(distinct((row) => row.budget_max_cents) >= open.length * 0.8, 'budgets differ');
    assert.equal(
      distinct((row) => row.created_at.toISOString()),
      open.length,
      'each job was posted at its own time',
    );
  });
});
