import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import type { AuthRateLimits } from '../../../src/modules/auth/attempt-limiter.js';
import { buildTestApp, createUser } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

const TIGHT: AuthRateLimits = {
  loginPerIp: { max: 6, windowSeconds: 60 },
  loginFailuresPerEmail: { max: 3, windowSeconds: 900 },
  registerPerIp: { max: 3, windowSeconds: 3600 },
  registerPerEmail: { max: 2, windowSeconds: 3600 },
};

describeEachDatabase('sign-in and sign-up rate limits', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle, { rateLimits: TIGHT });
  });
  after(async () => {
    await app.close();
  });

  const login = (email: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

  test('failed logins for one email are limited across IPs, with Retry-After; other emails are unaffected', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3, email: 'target@example.com' });
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await login('TARGET@example.com', 'wrong-password', `10.0.0.${i}`)).statusCode, 401);
    }
    const limited = await login(user.email, user.password, '10.0.1.1');
    assert.equal(limited.statusCode, 429);
    assert.match(String(limited.headers['retry-after']), /^\d+$/);
    assert.ok(Number(limited.headers['retry-after']) > 0 && Number(limited.headers['retry-after']) <= 900);
    assert.match(limited.json().message, /Too many attempts/);
    // The same limit applies to an email with no account, so a 429 reveals nothing either.
    for (let i = 0; i < 3; i += 1) await login('ghost@example.com', 'wrong-password', `10.0.2.${i}`);
    assert.equal((await login('ghost@example.com', 'wrong-password', '10.0.2.9')).statusCode, 429);
    const other = await createUser(suite.handle.db, { roleId: 3 });
    assert.equal((await login(other.email, other.password, '10.0.3.1')).statusCode, 200);
  });

  test('one IP is limited across emails', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await login(`someone${i}@example.com`, 'whatever-pass', '192.0.2.77')).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 401, 429]);
  });

  test('registration is limited per IP and per email', async () => {
    const register = (email: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: ip,
        payload: {
          name: 'Pat',
          email,
          password: 'long-enough-pw',
          password_confirmation: 'long-enough-pw',
          roleId: 3,
        },
      });
    const byIp = [];
    for (let i = 0; i < 4; i += 1)
      byIp.push((await register(`new${i}@example.com`, '198.51.100.1')).statusCode);
    assert.deepEqual(byIp, [201, 201, 201, 429]);
    const byEmail = [];
    for (let i = 0; i < 3; i += 1)
      byEmail.push((await register('same@example.com', `198.51.100.${10 + i}`)).statusCode);
    assert.deepEqual(byEmail, [201, 422, 429]);
  });
});
