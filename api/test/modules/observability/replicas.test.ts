import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import type { App } from '../../../src/app.js';
import { openDatabase, type DatabaseHandle } from '../../../src/db/database.js';
import { migrate } from '../../../src/db/migrator.js';
import { connected, type Redis } from '../../../src/lib/redis.js';
import { ROLE_IDS } from '../../../src/modules/roles/index.js';
import {
  buildTestApp,
  createUser,
  type CreatedUser,
  GENEROUS_LIMITS,
  login,
  testConfig,
} from '../../helpers/app.js';
import { describeWithRedis, dropPrefix, testRedis, uniquePrefix } from '../../helpers/redis.js';

/**
 * Two api replicas on one database and one Redis, as the production topology runs them: whatever one counts
 * or records, the other sees.
 */
/** Signs in from an address the failing sign-ins test has not used (those are refused for the window). */
async function signIn(app: App, user: CreatedUser): Promise<{ authorization: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
    remoteAddress: '198.51.100.20',
  });
  assert.equal(response.statusCode, 200);
  return { authorization: `Bearer ${response.json<{ access_token: string }>().access_token}` };
}

describeWithRedis('two api replicas sharing Redis', () => {
  const prefix = uniquePrefix();
  let handle: DatabaseHandle;
  let redisA: Redis;
  let redisB: Redis;
  let a: App;
  let b: App;

  before(async () => {
    handle = await openDatabase({ databaseUrl: null, pgliteDir: null });
    await migrate(handle.db);
    redisA = testRedis(prefix);
    redisB = testRedis(prefix);
    assert.ok((await connected(redisA)) && (await connected(redisB)));
    const config = testConfig();
    const options = {
      rateLimits: { ...GENEROUS_LIMITS, loginFailuresPerIp: { max: 2, windowSeconds: 60 } },
      waitlistRateLimit: { max: 2, windowSeconds: 60 },
    };
    a = await buildTestApp(handle, { ...options, config: { ...config, replicaId: 'api-a' }, redis: redisA });
    b = await buildTestApp(handle, { ...options, config: { ...config, replicaId: 'api-b' }, redis: redisB });
  });
  after(async () => {
    await a.close();
    await b.close();
    redisA.disconnect();
    redisB.disconnect();
    await handle.close();
    await dropPrefix(prefix);
  });

  test('each answer names the replica that served it', async () => {
    assert.equal((await a.inject({ url: '/api/health' })).headers['x-served-by'], 'api-a');
    assert.equal((await b.inject({ url: '/api/health' })).headers['x-served-by'], 'api-b');
    // Errors and 404s too: the gateway's logs must say where every answer came from.
    assert.equal((await b.inject({ url: '/api/nope' })).headers['x-served-by'], 'api-b');
    assert.deepEqual((await a.inject({ url: '/api/ready' })).json(), {
      status: 'ready',
      database: 'pglite',
      redis: 'ok',
    });
  });

  test('a per-address limit counted on one replica holds on the other', async () => {
    const join = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/financing-waitlist',
        payload: {},
        remoteAddress: '203.0.113.7',
      });
    assert.equal((await join(a)).statusCode, 422);
    assert.equal((await join(b)).statusCode, 422);
    const refused = await join(a);
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    // Another address is not affected.
    assert.equal(
      (
        await b.inject({
          method: 'POST',
          url: '/api/financing-waitlist',
          payload: {},
          remoteAddress: '203.0.113.8',
        })
      ).statusCode,
      422,
    );
  });

  test('failed sign-ins on one replica count on the other', async () => {
    const user = await createUser(handle.db, { roleId: ROLE_IDS.user });
    assert.equal((await login(a, user.email, 'wrong-password-1')).statusCode, 401);
    assert.equal((await login(b, user.email, 'wrong-password-2')).statusCode, 401);
    // The address has failed twice across the replicas: even the right password is refused for the window.
    const refused = await login(a, user.email, user.password);
    assert.equal(refused.statusCode, 429);
    assert.equal((await login(b, user.email, user.password)).statusCode, 429);
    await sql`truncate users restart identity cascade`.execute(handle.db);
  });

  test('a token issued by one replica works on the other, and a logout on one is seen by the other', async () => {
    const user = await createUser(handle.db, { roleId: ROLE_IDS.user });
    const headers = await signIn(a, user);
    assert.equal((await b.inject({ url: '/api/me', headers })).statusCode, 200);
    assert.equal((await b.inject({ method: 'POST', url: '/api/logout', headers })).statusCode, 200);
    assert.equal((await a.inject({ url: '/api/me', headers })).statusCode, 401);
  });

  test('remote-load reports sent to one replica are listed by the other for admins only', async () => {
    const report = { remote: 'jobs', outcome: 'ok', manifest_ms: 42, entry_ms: 180, version: '1.4.0' };
    assert.equal(
      (await a.inject({ method: 'POST', url: '/api/client-metrics/remote-loads', payload: report }))
        .statusCode,
      202,
    );
    await b.inject({
      method: 'POST',
      url: '/api/client-metrics/remote-loads',
      payload: { remote: 'jobs', outcome: 'timeout', manifest_ms: null },
    });
    const admin = await createUser(handle.db, { roleId: ROLE_IDS.admin });
    const customer = await createUser(handle.db, { roleId: ROLE_IDS.user });
    const listed = await b.inject({ url: '/api/admin/remote-loads', headers: await signIn(b, admin) });
    assert.equal(listed.statusCode, 200);
    const body = listed.json<{
      data: { remote: string; loads: { outcome: string; entry_ms: number | null }[] }[];
    }>();
    assert.deepEqual(
      body.data.map((entry) => [entry.remote, entry.loads.map((load) => [load.outcome, load.entry_ms])]),
      [
        [
          'jobs',
          [
            ['timeout', null],
            ['ok', 180],
          ],
        ],
      ],
    );
    assert.equal(
      (await a.inject({ url: '/api/admin/remote-loads', headers: await signIn(a, customer) })).statusCode,
      403,
    );
    assert.equal((await a.inject({ url: '/api/admin/remote-loads' })).statusCode, 401);
  });
});
