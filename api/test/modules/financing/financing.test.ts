import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { sql } from 'kysely';
import type { App } from '../../../src/app.js';
import type { FinancingWaitlistTable } from '../../../src/modules/financing/repository.js';
import { ALREADY_JOINED_MESSAGE, JOINED_MESSAGE } from '../../../src/modules/financing/routes.js';
import { buildTestApp } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

const VALID = { name: 'Maria Lopez', email: 'maria@example.com', zip: '78701' };

describeEachDatabase('financing waitlist', (suite) => {
  let app: App;
  const waitlist = () =>
    suite.handle.db
      .withTables<{ financing_waitlist: FinancingWaitlistTable }>()
      .selectFrom('financing_waitlist')
      .selectAll()
      .orderBy('id')
      .execute();
  const join = (payload: object, remoteAddress = '203.0.113.10') =>
    app.inject({ method: 'POST', url: '/api/financing-waitlist', payload, remoteAddress });

  before(async () => {
    app = await buildTestApp(suite.handle, { waitlistRateLimit: { max: 1000, windowSeconds: 60 } });
  });
  beforeEach(async () => {
    await sql`truncate financing_waitlist restart identity`.execute(suite.handle.db);
  });
  after(async () => {
    await app.close();
  });

  test('a signup is stored and answered 201', async () => {
    const response = await join({
      ...VALID,
      email: 'Maria@Example.COM',
      project_type: 'roofing',
      amount: 12_500,
    });
    assert.equal(response.statusCode, 201);
    assert.deepEqual(response.json(), {
      message: JOINED_MESSAGE,
      data: { email: 'maria@example.com', already_on_list: false },
    });
    const rows = await waitlist();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.name, 'Maria Lopez');
    assert.equal(rows[0]!.email, 'maria@example.com');
    assert.equal(rows[0]!.zip, '78701');
    assert.equal(rows[0]!.project_type, 'roofing');
    assert.equal(rows[0]!.amount_cents, 1_250_000);
  });

  test('the optional fields may be left out, and "other" is a project type', async () => {
    assert.equal((await join(VALID)).statusCode, 201);
    assert.equal((await join({ ...VALID, email: 'b@example.com', project_type: 'other' })).statusCode, 201);
    const rows = await waitlist();
    assert.deepEqual(
      rows.map((row) => [row.project_type, row.amount_cents]),
      [
        [null, null],
        ['other', null],
      ],
    );
  });

  test('the same email again, in any case, is a friendly 200 and stores nothing more', async () => {
    assert.equal((await join(VALID)).statusCode, 201);
    const again = await join({ ...VALID, name: 'Someone Else', email: 'MARIA@example.com', zip: '92101' });
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), {
      message: ALREADY_JOINED_MESSAGE,
      data: { email: 'maria@example.com', already_on_list: true },
    });
    const rows = await waitlist();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.name, 'Maria Lopez');
    assert.equal(rows[0]!.zip, '78701');
  });

  test('simultaneous signups with one email store one row', async () => {
    const answers = await Promise.all([
      join(VALID),
      join(VALID),
      join({ ...VALID, email: 'MARIA@EXAMPLE.COM' }),
    ]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 200, 201]);
    assert.equal((await waitlist()).length, 1);
  });

  test('missing and malformed fields are 422 with field messages and store nothing', async () => {
    const empty = await join({});
    assert.equal(empty.statusCode, 422);
    assert.deepEqual(empty.json().errors, {
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      zip: ['The zip field is required.'],
    });

    const malformed = await join({ name: 'A', email: 'not-an-email', zip: '1234', amount: 10 });
    assert.equal(malformed.statusCode, 422);
    assert.deepEqual(malformed.json().errors, {
      email: ['The email must be a valid email address.'],
      zip: ['The zip must be a 5-digit US ZIP code.'],
      amount: ['The amount must be a whole number of dollars between 500 and 250000.'],
    });

    const fractional = await join({ ...VALID, amount: 1000.5 });
    assert.equal(fractional.statusCode, 422);
    assert.ok(fractional.json().errors.amount);
    assert.equal((await waitlist()).length, 0);
  });

  test('a ZIP that does not exist, a blank name and an unknown project type are refused', async () => {
    const response = await join({ name: '   ', email: VALID.email, zip: '00000', project_type: 'moon-base' });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json().errors, {
      name: ['The name field is required.'],
      zip: ['We could not find ZIP code 00000. Please check it.'],
      project_type: ['The selected project type is invalid.'],
    });
    assert.equal((await waitlist()).length, 0);
  });
});

describeEachDatabase('financing waitlist rate limit', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle, { waitlistRateLimit: { max: 2, windowSeconds: 600 } });
  });
  beforeEach(async () => {
    await sql`truncate financing_waitlist restart identity`.execute(suite.handle.db);
  });
  after(async () => {
    await app.close();
  });

  test('every attempt from one IP counts; past the limit it is 429 with Retry-After; other IPs are unaffected', async () => {
    const send = (email: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/financing-waitlist',
        payload: { ...VALID, email },
        remoteAddress,
      });
    assert.equal((await send('a@example.com', '198.51.100.1')).statusCode, 201);
    assert.equal((await send('not an email', '198.51.100.1')).statusCode, 422);
    const limited = await send('c@example.com', '198.51.100.1');
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json().message, /^Too many attempts\. Please try again in \d+ seconds\.$/);
    const retryAfter = Number(limited.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 600);
    assert.equal((await send('d@example.com', '198.51.100.2')).statusCode, 201);
    const rows = await suite.handle.db
      .withTables<{ financing_waitlist: FinancingWaitlistTable }>()
      .selectFrom('financing_waitlist')
      .select('email')
      .orderBy('id')
      .execute();
    assert.deepEqual(
      rows.map((row) => row.email),
      ['a@example.com', 'd@example.com'],
    );
  });
});
