import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../src/app.js';
import { bearerFor, buildTestApp, createUser } from './helpers/app.js';
import { describeEachDatabase } from './helpers/databases.js';
import { customer, placeBid, postJob, provider, VALID_JOB } from './modules/jobs/fixtures.js';

/**
 * Issue #17 item 9 over the whole app: bodies keep their JSON types (no coercion between numbers and
 * strings), ids in paths are plain decimals, and a job's preferred date cannot be in the past.
 */

type Headers = Record<string, string>;

/** The same value in the other type: a number as its text, a text as a number. */
function flipped(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return /^[0-9]+$/.test(value) ? Number(value) : 123;
  return value;
}

const BAD_IDS = ['0x10', '1e1', '%2016', '+16', '016', '16.0'];

describeEachDatabase('input types: strict bodies, decimal path ids, no past dates', (suite) => {
  let app: App;
  let clock = new Date();
  before(async () => {
    app = await buildTestApp(suite.handle, { now: () => clock });
  });
  after(async () => {
    await app.close();
  });

  test('a number sent as text, or text sent as a number, is a 422 naming the field, on every body', async () => {
    clock = new Date();
    const db = suite.handle.db;
    const owner = await customer(app, db);
    const pro = await provider(app, db);
    const admin = await bearerFor(app, await createUser(db, { roleId: 1 }));
    const jobId = await postJob(app, owner);
    const bidId = await placeBid(app, pro, await postJob(app, owner));
    let unique = 0;
    const email = () => `types-${Date.now()}-${(unique += 1)}@example.com`;

    const cases: { method: 'POST' | 'PATCH' | 'PUT'; url: string; headers: Headers; body: () => object }[] = [
      {
        method: 'POST',
        url: '/api/register',
        headers: {},
        body: () => ({
          name: 'Tess Types',
          email: email(),
          password: 'types-password-1',
          password_confirmation: 'types-password-1',
          roleId: 3,
        }),
      },
      {
        method: 'POST',
        url: '/api/login',
        headers: {},
        body: () => ({ email: email(), password: 'whatever-1' }),
      },
      {
        method: 'POST',
        url: '/api/jobs',
        headers: owner.headers,
        body: () => ({ ...VALID_JOB, answers: undefined }),
      },
      {
        method: 'POST',
        url: `/api/jobs/${jobId}/bids`,
        headers: pro.headers,
        body: () => ({ amount_cents: 20_000, message: 'Tomorrow.', estimated_duration_minutes: 90 }),
      },
      {
        method: 'PATCH',
        url: `/api/bids/${bidId}`,
        headers: pro.headers,
        body: () => ({ amount_cents: 21_000, message: 'Later.', estimated_duration_minutes: 60 }),
      },
      {
        method: 'POST',
        url: `/api/jobs/${jobId}/review`,
        headers: owner.headers,
        body: () => ({ rating: 5, body: 'Great.' }),
      },
      {
        method: 'PATCH',
        url: '/api/me',
        headers: owner.headers,
        body: () => ({ name: 'Casey Types', zip: '78701' }),
      },
      {
        method: 'PUT',
        url: '/api/me/provider-profile',
        headers: pro.headers,
        body: () => ({
          business_name: 'Typed Plumbing',
          bio: 'Pipes.',
          services: ['plumbing'],
          zip: '78701',
          radius_miles: 10,
          years_in_business: 2,
        }),
      },
      {
        method: 'POST',
        url: '/api/financing-waitlist',
        headers: {},
        body: () => ({ name: 'Wes Wait', email: email(), zip: '78701', amount: 5000 }),
      },
      {
        method: 'PATCH',
        url: `/api/admin/users/${owner.id}/status`,
        headers: admin,
        body: () => ({ status: 'active' }),
      },
    ];

    for (const { method, url, headers, body } of cases) {
      const valid = await app.inject({ method, url, headers, payload: body() });
      assert.ok(
        valid.statusCode !== 422 && valid.statusCode !== 404,
        `${method} ${url} with a valid body: ${valid.statusCode} ${valid.body}`,
      );
      for (const [field, value] of Object.entries(body())) {
        if (typeof value !== 'number' && typeof value !== 'string') continue;
        const payload = { ...body(), [field]: flipped(value) };
        const response = await app.inject({ method, url, headers, payload });
        assert.equal(response.statusCode, 422, `${method} ${url} ${field}=${JSON.stringify(payload)}`);
        assert.ok(response.json().errors?.[field], `${method} ${url} ${field}: ${response.body}`);
      }
    }
  });

  test('an id in a path is a plain decimal: 0x10, 1e1, " 16", +16, 016 name nothing (404) on every route', async () => {
    clock = new Date();
    const db = suite.handle.db;
    // Rows with small ids exist, so a coerced "0x10" would find something.
    const owner = await customer(app, db);
    for (let i = 0; i < 3; i += 1) await postJob(app, owner);
    const callers: Record<string, Headers> = {
      anonymous: {},
      admin: await bearerFor(app, await createUser(db, { roleId: 1 })),
      customer: owner.headers,
      provider: (await provider(app, db)).headers,
    };
    const document = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { parameters?: { in: string; name: string; schema?: { type?: string } }[] }>
      >;
    }>();
    const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          (operation.parameters ?? []).some(
            (parameter) =>
              parameter.in === 'path' && parameter.name === 'id' && parameter.schema?.type === 'integer',
          ),
        )
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    );
    assert.ok(routes.length >= 15, `routes with an integer id: ${routes.length}`);

    for (const { method, path } of routes) {
      const send = (id: string, headers: Headers) =>
        app.inject({
          method: method as 'GET',
          url: path.replace('{id}', id),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        });
      let notFound = 0;
      for (const [caller, headers] of Object.entries(callers)) {
        const unknown = (await send('2147483000', headers)).statusCode;
        for (const id of BAD_IDS) {
          const response = await send(id, headers);
          const expected = unknown === 401 || unknown === 403 ? unknown : 404;
          assert.equal(
            response.statusCode,
            expected,
            `${method} ${path} id=${id} as ${caller}: ${response.body}`,
          );
          if (response.statusCode === 404) notFound += 1;
        }
      }
      assert.ok(notFound > 0, `${method} ${path}: some caller reaches the id check`);
    }
  });

  test('a preferred date in the past is refused with any timing; today anywhere on Earth is accepted', async () => {
    // 05:00 UTC on 1 January 2030: still 31 December at UTC-12 (and in Hawaii).
    clock = new Date('2030-01-01T05:00:00Z');
    const owner = await customer(app, suite.handle.db);
    const post = (extra: object) =>
      app.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: owner.headers,
        payload: { ...VALID_JOB, ...extra },
      });

    const past = await post({ timing: 'asap', preferred_date: '2029-12-30' });
    assert.equal(past.statusCode, 422, past.body);
    assert.deepEqual(past.json().errors, {
      preferred_date: ['The date has passed. Choose today or a later date.'],
    });
    const pastSpecific = await post({ timing: 'specific_date', preferred_date: '2029-12-30' });
    assert.equal(pastSpecific.statusCode, 422);

    const westernToday = await post({ timing: 'specific_date', preferred_date: '2029-12-31' });
    assert.equal(westernToday.statusCode, 201, westernToday.body);
    assert.equal(westernToday.json().data.preferred_date, '2029-12-31');
    const utcToday = await post({ timing: 'specific_date', preferred_date: '2030-01-01' });
    assert.equal(utcToday.statusCode, 201, utcToday.body);
    // A date with another timing is checked, not kept.
    const ignored = await post({ timing: 'asap', preferred_date: '2030-02-01' });
    assert.equal(ignored.statusCode, 201);
    assert.equal(ignored.json().data.preferred_date, null);
  });
});
