import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import type { App } from '../../src/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrator.js';
import { isDatabaseUnavailable } from '../../src/db/unavailable.js';
import { bearerFor, buildTestApp, createUser } from '../helpers/app.js';
import { createMigratedTestDatabase, POSTGRES_ADMIN_URL } from '../helpers/databases.js';

/**
 * A public read, a sign-in, a signed-in read and a search: each goes to the database a different way. (The
 * role list is served from memory, so it keeps answering; that is fine.)
 */
async function assertEveryRouteSays503(app: App, authorization: string): Promise<void> {
  const requests = [
    { method: 'GET' as const, url: '/api/service-categories' },
    {
      method: 'POST' as const,
      url: '/api/login',
      payload: { email: 'someone@example.com', password: 'a-long-password' },
    },
    { method: 'GET' as const, url: '/api/me', headers: { authorization } },
    { method: 'GET' as const, url: '/api/jobs' },
  ];
  for (const request of requests) {
    const response = await app.inject(request);
    assert.equal(response.statusCode, 503, `${request.method} ${request.url}: ${response.body}`);
    assert.equal(response.headers['retry-after'], '5', `${request.url} says when to come back`);
    assert.match(response.json<{ message: string }>().message, /temporarily unavailable/);
  }
  assert.equal((await app.inject({ url: '/api/ready' })).statusCode, 503);
}

async function prepared(handle: DatabaseHandle): Promise<{ app: App; authorization: string }> {
  const app = await buildTestApp(handle);
  const user = await createUser(handle.db, { roleId: 3 });
  const { authorization } = await bearerFor(app, user);
  // Warm the role cache and the pool, as a running server would have.
  assert.equal((await app.inject({ url: '/api/roles-public' })).statusCode, 200);
  assert.equal((await app.inject({ url: '/api/me', headers: { authorization } })).statusCode, 200);
  return { app, authorization };
}

test('PostgreSQL: while the database is gone every route answers 503 with Retry-After', async () => {
  const database = await createMigratedTestDatabase('postgres');
  const { app, authorization } = await prepared(database);
  const name = new URL(database.location).pathname.slice(1);
  try {
    // Terminates the pool's connections and removes the database: new connections are refused too.
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
    await assertEveryRouteSays503(app, authorization);
  } finally {
    await app.close();
    await database.drop();
  }
});

test('PostgreSQL: a server that refuses connections is a 503, not a 500', async () => {
  const refused = await openDatabase({
    databaseUrl: 'postgres://postgres@127.0.0.1:1/prohive',
    pgliteDir: null,
  });
  const app = await buildTestApp(refused);
  try {
    const response = await app.inject({ url: '/api/service-categories' });
    assert.equal(response.statusCode, 503, response.body);
    assert.equal(response.headers['retry-after'], '5');
  } finally {
    await app.close();
    await refused.close();
  }
});

test('PGlite: a closed embedded database is a 503 on every route', async () => {
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await migrate(handle.db);
  const { app, authorization } = await prepared(handle);
  await handle.close();
  try {
    await assertEveryRouteSays503(app, authorization);
  } finally {
    await app.close();
  }
});

test('a query that is wrong is not mistaken for an outage', async () => {
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
  try {
    const error = await sql`select * from no_such_table`.execute(handle.db).then(
      () => null,
      (caught: unknown) => caught,
    );
    assert.ok(error instanceof Error);
    assert.equal(isDatabaseUnavailable(error), false);
  } finally {
    await handle.close();
  }
});
