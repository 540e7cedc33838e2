import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import Fastify from 'fastify';
import { sql } from 'kysely';
import type { App } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrator.js';
import accessPlugin from '../src/plugins/access.js';
import { AccessTokens } from '../src/modules/auth/tokens.js';
import { buildTestApp, testConfig } from './helpers/app.js';
import { describeEachDatabase } from './helpers/databases.js';

describeEachDatabase('platform behaviour', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle, { config: testConfig({ bodyLimitBytes: 4096 }) });
  });
  after(async () => {
    await app.close();
  });

  test('/api/health is alive and /api/ready reports the database driver', async () => {
    assert.deepEqual((await app.inject({ url: '/api/health' })).json(), { status: 'ok' });
    assert.deepEqual((await app.inject({ url: '/api/ready' })).json(), {
      status: 'ready',
      database: suite.kind,
      redis: 'not configured',
    });
  });

  test('the OpenAPI document at /api/docs/json describes every route, and /api/docs serves the UI', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json();
    assert.equal(doc.openapi, '3.1.0');
    for (const path of [
      '/api/register',
      '/api/login',
      '/api/auth/google',
      '/api/me',
      '/api/logout',
      '/api/auth/refresh',
      '/api/auth/logout',
      '/api/roles-public',
      '/api/users/{id}',
      '/api/admin/users',
      '/api/admin/users/{id}/status',
      '/api/health',
      '/api/ready',
      '/api/service-categories',
    ]) {
      assert.ok(doc.paths[path], `missing ${path}`);
    }
    assert.ok(doc.paths['/api/register'].post.requestBody);
    const ui = await app.inject({ url: '/api/docs/' });
    assert.equal(ui.statusCode, 200);
    assert.match(ui.headers['content-type'] as string, /text\/html/);
  });

  test('unknown routes are a JSON 404', async () => {
    const response = await app.inject({ url: '/api/nope?x=1' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'No route for GET /api/nope.' });
  });

  test('malformed JSON is 400, a wrong content type 415, an oversized body 413, an empty body 422', async () => {
    const post = (payload: string, contentType = 'application/json') =>
      app.inject({ method: 'POST', url: '/api/login', payload, headers: { 'content-type': contentType } });
    const malformed = await post('{"email": ');
    assert.equal(malformed.statusCode, 400);
    assert.deepEqual(malformed.json(), { message: 'The request body is not valid JSON.' });
    assert.equal((await post('{"__proto__": {"x": 1}}')).statusCode, 400);
    assert.equal((await post('email=a', 'application/x-www-form-urlencoded')).statusCode, 415);
    assert.equal(
      (await post(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(5000) }))).statusCode,
      413,
    );
    const empty = await post('');
    assert.equal(empty.statusCode, 422);
    assert.deepEqual(empty.json().errors, { body: ['The request body must be a JSON object.'] });
    const array = await post('[]');
    assert.equal(array.statusCode, 422);
  });

  test('NUL characters, which PostgreSQL cannot store, are a 422 wherever they appear', async () => {
    const register = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'A\u0000B',
        email: 'a@b.co',
        password: '12345678',
        password_confirmation: '12345678',
        roleId: 3,
      },
    });
    assert.equal(register.statusCode, 422);
    assert.deepEqual(register.json().errors, { name: ['The name must not contain NUL characters.'] });
    const nestedKey = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.co', password: 'x', extra: { ['k\u0000']: 1 } },
    });
    assert.deepEqual(nestedKey.json().errors, { extra: ['The extra must not contain NUL characters.'] });
    const query = await app.inject({ url: '/api/health?search=a%00b' });
    assert.equal(query.statusCode, 422);
    assert.deepEqual(query.json().errors, { search: ['The search must not contain NUL characters.'] });
  });

  test('validation errors name each field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: { nested: true } },
    });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json(), {
      message: 'The password field is required. (and 1 more error)',
      errors: { password: ['The password field is required.'], email: ['The email field must be a string.'] },
    });
  });

  test('security headers are set on every response', async () => {
    const response = await app.inject({ url: '/api/health' });
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN');
    assert.ok(response.headers['strict-transport-security']);
    assert.match(String(response.headers['content-security-policy']), /default-src 'self'/);
    assert.doesNotMatch(String(response.headers['content-security-policy']), /upgrade-insecure-requests/);
    assert.equal(response.headers['x-powered-by'], undefined);
  });

  test('CORS answers the configured site origins only', async () => {
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    const allowed = await preflight('http://localhost:3000');
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.match(String(allowed.headers['access-control-allow-headers']), /Authorization/);
    assert.equal(allowed.headers['access-control-allow-credentials'], undefined);
    const denied = await preflight('https://evil.example.com');
    assert.equal(denied.headers['access-control-allow-origin'], undefined);
  });

  test('a request id is minted or carried over and returned in X-Request-Id', async () => {
    const minted = await app.inject({ url: '/api/health' });
    assert.match(String(minted.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    const carried = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'gateway-req-12345' },
    });
    assert.equal(carried.headers['x-request-id'], 'gateway-req-12345');
    const hostile = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': '<script>alert(1)</script>' },
    });
    assert.notEqual(hostile.headers['x-request-id'], '<script>alert(1)</script>');
  });
});

test('an unexpected failure is a 500 with a generic message and the request id, and is logged with it', async () => {
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await migrate(handle.db);
  const lines: string[] = [];
  const app = await buildTestApp(handle, {
    logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } } as never,
  });
  // A broken schema is a bug, not an outage (a closed database would be a 503, see db/unavailable.test.ts).
  await sql`drop table roles cascade`.execute(handle.db);
  try {
    const response = await app.inject({ url: '/api/roles-public' });
    assert.equal(response.statusCode, 500);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['message', 'request_id']);
    assert.equal(body.message, 'Something went wrong on our side. Please try again later.');
    assert.equal(body.request_id, response.headers['x-request-id']);
    assert.ok(lines.some((line) => line.includes(body.request_id) && line.includes('unexpected error')));
  } finally {
    await app.close();
    await handle.close();
  }
});

test('a route under /api that declares no access policy cannot be registered', async () => {
  const bare = Fastify();
  await bare.register(accessPlugin, {
    db: null as never,
    tokens: new AccessTokens(new Uint8Array(32), 60),
    roles: null as never,
  });
  assert.throws(() => bare.get('/api/forgotten', async () => ({})), /declares no access policy/);
  bare.get('/api/declared', { config: { access: { kind: 'public' } } }, async () => ({}));
  await bare.ready();
  await bare.close();
});

test('behind the site proxy on loopback, rate limits count the forwarded client address', async () => {
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await migrate(handle.db);
  const app = await buildTestApp(handle, {
    rateLimits: {
      loginPerIp: { max: 1, windowSeconds: 60 },
      loginFailuresPerEmail: { max: 100, windowSeconds: 60 },
      registerPerIp: { max: 100, windowSeconds: 60 },
      registerPerEmail: { max: 100, windowSeconds: 60 },
    },
  });
  try {
    const attempt = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: 'a@example.com', password: 'whatever-pass' },
      });
    assert.equal((await attempt('203.0.113.1')).statusCode, 401);
    assert.equal((await attempt('203.0.113.2')).statusCode, 401);
    assert.equal((await attempt('203.0.113.1')).statusCode, 429);
  } finally {
    await app.close();
    await handle.close();
  }
});
