import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../src/app.js';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from '../../../src/modules/auth/attempt-limiter.js';
import { buildTestApp, createUser, GENEROUS_LIMITS } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

const TIGHT: AuthRateLimits = {
  ...GENEROUS_LIMITS,
  loginPerIp: { max: 6, windowSeconds: 60 },
  registerPerIp: { max: 3, windowSeconds: 3600 },
  registerPerEmail: { max: 2, windowSeconds: 3600 },
};

/** A refusal that says why and when to come back. */
function assertRefused(response: LightMyRequestResponse, message: RegExp, windowSeconds: number) {
  assert.equal(response.statusCode, 429, response.body);
  assert.match(response.json().message, message);
  const retryAfter = Number(response.headers['retry-after']);
  assert.ok(
    Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= windowSeconds,
    String(retryAfter),
  );
  assert.match(response.json().message, new RegExp(`try again in ${retryAfter} seconds`));
}

describeEachDatabase('sign-in and sign-up rate limits (the shipped defaults)', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle, { rateLimits: DEFAULT_AUTH_RATE_LIMITS });
  });
  after(async () => {
    await app.close();
  });

  const login = (email: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });
  const register = (email: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: ip,
      payload: {
        name: 'Pat',
        email,
        password: 'tall-quiet-lantern',
        password_confirmation: 'tall-quiet-lantern',
        roleId: 3,
      },
    });

  test('an attacker failing from many addresses cannot keep the owner out', async () => {
    const owner = await createUser(suite.handle.db, { roleId: 1, email: 'admin-under-attack@example.com' });
    const addresses = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((_, index) => `203.0.113.${index + 1}`);
    const statuses = new Set<number>();
    for (let i = 0; i < 50; i += 1) {
      const response = await login('Admin-Under-Attack@example.com', `guess-number-${i}`, addresses[i % 26]!);
      statuses.add(response.statusCode);
    }
    assert.deepEqual(
      [...statuses].filter((status) => status !== 401 && status !== 429),
      [],
    );

    // The owner, from an address that has not been failing, signs in with the right password.
    const ownerLogin = await login(owner.email, owner.password, '198.51.100.200');
    assert.equal(ownerLogin.statusCode, 200, ownerLogin.body);

    // The account is under attack, so each attacking address is held to fewer guesses: the right password
    // from an address that already failed twice is refused, which caps what a botnet can try.
    assertRefused(
      await login(owner.email, owner.password, addresses[0]!),
      /Too many failed sign-in attempts for this email from your address/,
      900,
    );
  });

  test('one address failing for many emails is refused, whatever the email', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < 20; i += 1) {
      assert.equal((await login(`stranger${i}@example.com`, 'not-the-password', ip)).statusCode, 401);
    }
    const someone = await createUser(suite.handle.db, { roleId: 3 });
    assertRefused(
      await login(someone.email, someone.password, ip),
      /Too many failed sign-in attempts from your address/,
      900,
    );
    assert.equal((await login(someone.email, someone.password, '192.0.2.51')).statusCode, 200);
  });

  test('one address failing for one email is refused for that email only; the owner elsewhere is not', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const other = await createUser(suite.handle.db, { roleId: 3 });
    const ip = '192.0.2.60';
    for (let i = 0; i < 5; i += 1) {
      assert.equal((await login(user.email, 'not-the-password', ip)).statusCode, 401);
    }
    assertRefused(
      await login(user.email, user.password, ip),
      /Too many failed sign-in attempts for this email from your address/,
      900,
    );
    assert.equal((await login(other.email, other.password, ip)).statusCode, 200);
    assert.equal((await login(user.email, user.password, '192.0.2.61')).statusCode, 200);
  });

  test('a right password forgives that address its earlier failures for the email', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const ip = '192.0.2.70';
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) await login(user.email, 'typo-password', ip);
      assert.equal((await login(user.email, user.password, ip)).statusCode, 200);
    }
  });

  test('rejected Google tokens count as failures from the address', async () => {
    const ip = '192.0.2.80';
    const google = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/google',
        remoteAddress: ip,
        payload: { id_token: 'forged-token', roleId: 3 },
      });
    for (let i = 0; i < 20; i += 1) assert.equal((await google()).statusCode, 401);
    assertRefused(await google(), /Too many failed sign-in attempts from your address/, 900);
    const user = await createUser(suite.handle.db, { roleId: 3 });
    assert.equal((await login(user.email, user.password, ip)).statusCode, 429);
  });

  test('"email already taken" answers are limited per address, which then may not sign up at all', async () => {
    const existing = await createUser(suite.handle.db, { roleId: 3 });
    const ip = '192.0.2.90';
    for (let i = 0; i < 3; i += 1) {
      const taken = await register(existing.email, ip);
      assert.equal(taken.statusCode, 422);
      assert.deepEqual(taken.json().errors, { email: ['The email has already been taken.'] });
    }
    // Refused whether the next email is taken or not, so the refusal itself tells nothing.
    assertRefused(
      await register('fresh-one@example.com', ip),
      /Too many sign-up attempts from your address/,
      3600,
    );
    assertRefused(await register(existing.email, ip), /Too many sign-up attempts from your address/, 3600);
    assert.equal((await register('fresh-one@example.com', '192.0.2.91')).statusCode, 201);
  });
});

describeEachDatabase('sign-in and sign-up rate limits (tight)', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle, { rateLimits: TIGHT });
  });
  after(async () => {
    await app.close();
  });

  const login = (email: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

  test('every attempt from one IP counts towards the flood limit, failed or not', async () => {
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
