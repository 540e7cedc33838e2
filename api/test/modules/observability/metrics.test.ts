import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { openDatabase, type DatabaseHandle } from '../../../src/db/database.js';
import { migrate } from '../../../src/db/migrator.js';
import { createRedis } from '../../../src/lib/redis.js';
import { buildTestApp, testConfig } from '../../helpers/app.js';
import { DEAD_REDIS_URL, uniquePrefix } from '../../helpers/redis.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

let handle: DatabaseHandle;
let app: App;

before(async () => {
  handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
  await migrate(handle.db);
  app = await buildTestApp(handle, {
    config: testConfig({ metricsToken: METRICS_TOKEN, replicaId: 'api-1' }),
  });
});
after(async () => {
  await app.close();
  await handle.close();
});

test('a gateway request id of up to 128 safe characters is kept and echoed; anything else is replaced', async () => {
  const longest = 'a'.repeat(120) + '-_.Z9876';
  assert.equal(longest.length, 128);
  const kept = await app.inject({ url: '/api/health', headers: { 'x-request-id': longest } });
  assert.equal(kept.headers['x-request-id'], longest);
  for (const bad of ['a'.repeat(129), 'has space', 'semi;colon', '']) {
    const replaced = await app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
    assert.match(String(replaced.headers['x-request-id']), /^[0-9a-f-]{36}$/, `kept ${JSON.stringify(bad)}`);
  }
});

test('every log line of a request carries its id', async () => {
  const lines: string[] = [];
  const logged = await buildTestApp(handle, {
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } as never,
  });
  try {
    await logged.inject({ url: '/api/health', headers: { 'x-request-id': 'gw-abc.123' } });
  } finally {
    await logged.close();
  }
  const mine = lines.filter((line) => line.includes('"reqId":"gw-abc.123"'));
  assert.ok(mine.some((line) => line.includes('incoming request')));
  assert.ok(mine.some((line) => line.includes('request completed')));
});

test('/api/metrics serves the Prometheus families by route pattern and status class', async () => {
  await app.inject({ url: '/api/health' });
  await app.inject({ url: '/api/providers/999999' });
  const response = await app.inject({ url: '/api/metrics' });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
  const text = response.body;
  for (const family of [
    'http_requests_total',
    'http_request_duration_seconds',
    'http_request_errors_total',
    'sse_open_connections',
    'email_outbox_pending',
    'process_cpu_user_seconds_total',
  ]) {
    assert.match(text, new RegExp(`^# TYPE ${family} `, 'm'), `missing ${family}`);
  }
  assert.match(
    text,
    /^http_requests_total\{method="GET",route="\/api\/health",status_class="2xx",replica="api-1"\} \d+/m,
  );
  assert.match(text, /^http_request_duration_seconds_bucket\{le="0\.005",[^}]*route="\/api\/health"/m);
  // A 404 of a real route counts under its pattern, not the URL asked for.
  assert.match(text, /^http_requests_total\{[^}]*route="\/api\/providers\/:id",status_class="4xx"/m);
  assert.match(text, /^email_outbox_pending\{replica="api-1"\} 0$/m);
  assert.match(text, /^sse_open_connections\{replica="api-1"\} 0$/m);
});

test('/api/metrics is refused to the outside unless it presents METRICS_TOKEN', async () => {
  const outside = { remoteAddress: '203.0.113.50' };
  assert.equal((await app.inject({ url: '/api/metrics', ...outside })).statusCode, 403);
  const wrong = await app.inject({
    url: '/api/metrics',
    ...outside,
    headers: { authorization: 'Bearer not-the-token-at-all-000' },
  });
  assert.equal(wrong.statusCode, 403);
  const right = await app.inject({
    url: '/api/metrics',
    ...outside,
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  assert.equal(right.statusCode, 200);
});

test('remote-load reports are validated and limited per address', async () => {
  const post = (payload: unknown, remoteAddress = '203.0.113.60') =>
    app.inject({
      method: 'POST',
      url: '/api/client-metrics/remote-loads',
      payload: payload as object,
      remoteAddress,
    });
  assert.equal(
    (await post({ remote: 'jobs', outcome: 'ok', manifest_ms: 12, entry_ms: 30 })).statusCode,
    202,
  );
  // The shell names remotes as REMOTE_NAMES does, underscore included.
  assert.equal((await post({ remote: 'free_tools', outcome: 'failed' })).statusCode, 202);
  assert.equal((await post({ remote: 'free_tools', outcome: 'ok', entry_ms: 30 })).statusCode, 202);
  for (const bad of [
    {},
    { remote: 'Jobs!', outcome: 'ok' },
    { remote: 'jobs', outcome: 'exploded' },
    { remote: 'jobs', outcome: 'ok', entry_ms: -1 },
    { remote: 'jobs', outcome: 'ok', entry_ms: 1.5 },
    { remote: 'jobs', outcome: 'ok', version: 'x'.repeat(65) },
  ]) {
    assert.equal((await post(bad)).statusCode, 422, JSON.stringify(bad));
  }
  let last = 0;
  for (let i = 0; i < 125 && last !== 429; i += 1)
    last = (await post({ remote: 'jobs', outcome: 'ok' }, '203.0.113.61')).statusCode;
  assert.equal(last, 429);
});

test('Redis configured but down: /api/ready is 503 while sign-in limits keep working from memory', async () => {
  const dead = createRedis(DEAD_REDIS_URL, uniquePrefix());
  const degraded = await buildTestApp(handle, {
    redis: dead,
    rateLimits: {
      loginPerIp: { max: 2, windowSeconds: 60 },
    },
  });
  try {
    const ready = await degraded.inject({ url: '/api/ready' });
    assert.equal(ready.statusCode, 503);
    assert.deepEqual(ready.json(), { status: 'unavailable', message: 'Redis is not reachable.' });
    assert.equal(ready.headers['retry-after'], '5');
    assert.equal((await degraded.inject({ url: '/api/health' })).statusCode, 200);
    const attempt = () =>
      degraded.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'x@example.com', password: 'nope-nope' },
      });
    assert.equal((await attempt()).statusCode, 401);
    assert.equal((await attempt()).statusCode, 401);
    assert.equal((await attempt()).statusCode, 429);
  } finally {
    await degraded.close();
    dead.disconnect();
  }
});
