import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import type { App } from '../../../src/app.js';
import { buildTestApp, createUser, login, TEST_JWT_SECRET } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Whitfield',
  email: 'dana@example.com',
  password: 'a-strong-password',
  password_confirmation: 'a-strong-password',
  roleId: 3,
  ...overrides,
});

describeEachDatabase('identity routes', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  const register = (payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/register', payload: payload as object });
  const count = async (table: 'users' | 'revoked_tokens') =>
    Number(
      (
        await suite.handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('register creates a customer and returns exactly { access_token, user } with a JWT carrying exp', async () => {
    const response = await register(registration());
    assert.equal(response.statusCode, 201);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'user']);
    assert.deepEqual(body.user, {
      id: body.user.id,
      name: 'Dana Whitfield',
      email: 'dana@example.com',
      role: { id: 3, name: 'user', guard_name: 'web', permissions: body.user.role.permissions },
      current_subscription: null,
      certificates_status: { license: 'none', insurance: 'none', background: 'none' },
      avatar: null,
      zip: null,
      phone: null,
    });
    assert.ok(body.user.role.permissions.includes('jobs.create'));
    const claims = decodeJwt(body.access_token);
    assert.equal(claims.sub, String(body.user.id));
    assert.ok(typeof claims.exp === 'number' && claims.exp - (claims.iat ?? 0) === 15 * 60);
  });

  test('register a provider with roleId 4; roles 1, 2 and others are refused with a field message', async () => {
    const provider = await register(registration({ email: 'pro@example.com', roleId: 4 }));
    assert.equal(provider.statusCode, 201);
    assert.equal(provider.json().user.role.name, 'provider');
    for (const roleId of [1, 2, 0, 5, 'admin', null]) {
      const response = await register(registration({ email: `r${String(roleId)}@example.com`, roleId }));
      assert.equal(response.statusCode, 422, `roleId ${String(roleId)}`);
      assert.deepEqual(response.json().errors.roleId, [
        'The selected role is invalid. Choose 3 (user) or 4 (provider).',
      ]);
    }
    assert.equal(await count('users'), 1);
  });

  test('register validates each field with a clear 422 message', async () => {
    const response = await register({
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'short',
      roleId: 3,
    });
    assert.equal(response.statusCode, 422);
    const body = response.json();
    assert.deepEqual(body.errors, {
      name: ['The name field is required.'],
      email: ['The email must be a valid email address.'],
      password: ['The password must be at least 8 characters.'],
    });
    assert.equal(typeof body.message, 'string');

    const mismatch = await register(registration({ password_confirmation: 'something-else' }));
    assert.equal(mismatch.statusCode, 422);
    assert.deepEqual(mismatch.json().errors, {
      password: ['The password field confirmation does not match.'],
    });

    const blankName = await register(registration({ name: '   ' }));
    assert.deepEqual(blankName.json().errors, { name: ['The name field is required.'] });
    assert.equal(await count('users'), 0);
  });

  test('email is unique regardless of case', async () => {
    assert.equal((await register(registration({ email: 'Case@Example.com' }))).statusCode, 201);
    const again = await register(registration({ email: 'case@EXAMPLE.com' }));
    assert.equal(again.statusCode, 422);
    assert.deepEqual(again.json().errors, { email: ['The email has already been taken.'] });
    // Login accepts any casing of the address.
    assert.equal((await login(app, 'CASE@example.COM', 'a-strong-password')).statusCode, 200);
  });

  test('passwords are stored as argon2id hashes, never as given', async () => {
    await register(registration());
    const row = await suite.handle.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    assert.match(row.password_hash ?? '', /^\$argon2id\$/);
    assert.ok(!row.password_hash?.includes('a-strong-password'));
  });

  test('login returns the session; wrong password and unknown email read the same', async () => {
    const user = await createUser(suite.handle.db, { roleId: 4, email: 'riley@example.com' });
    const ok = await login(app, user.email, user.password);
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(Object.keys(ok.json()).sort(), ['access_token', 'user']);
    assert.equal(ok.json().user.role.name, 'provider');

    const wrongPassword = await login(app, user.email, 'not-the-password');
    const unknownEmail = await login(app, 'nobody@example.com', 'not-the-password');
    assert.equal(wrongPassword.statusCode, 401);
    assert.equal(unknownEmail.statusCode, 401);
    assert.deepEqual(wrongPassword.json(), unknownEmail.json());
  });

  test('a suspended user cannot sign in, and their existing token stops working', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const token = (await login(app, user.email, user.password)).json().access_token as string;
    await suite.handle.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', user.id)
      .execute();
    const denied = await login(app, user.email, user.password);
    assert.equal(denied.statusCode, 403);
    assert.equal(denied.json().message, 'Your account has been suspended.');
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(me.statusCode, 403);
  });

  test('GET /api/me returns the signed-in user with subscription and certificate states', async () => {
    const user = await createUser(suite.handle.db, { roleId: 4 });
    const db = suite.handle.db;
    const plan = await db
      .selectFrom('plans')
      .select(['id', 'slug', 'name', 'limits'])
      .where('slug', '=', 'pro')
      .executeTakeFirstOrThrow();
    const periodEnd = new Date('2030-01-31T00:00:00.000Z');
    await db
      .insertInto('subscriptions')
      .values({
        user_id: user.id,
        plan_id: plan.id,
        status: 'active',
        current_period_start: new Date('2030-01-01T00:00:00Z'),
        current_period_end: periodEnd,
      })
      .execute();
    await db
      .insertInto('certificates')
      .values([
        {
          provider_id: user.id,
          kind: 'license',
          status: 'rejected',
          created_at: new Date('2029-01-01T00:00:00Z'),
        },
        {
          provider_id: user.id,
          kind: 'license',
          status: 'approved',
          created_at: new Date('2029-02-01T00:00:00Z'),
        },
        { provider_id: user.id, kind: 'insurance', status: 'pending' },
      ])
      .execute();
    const token = (await login(app, user.email, user.password)).json().access_token as string;
    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(me.statusCode, 200);
    const data = me.json().data;
    assert.deepEqual(data.current_subscription, {
      plan: { id: plan.id, slug: 'pro', name: 'Pro', limits: plan.limits },
      status: 'active',
      current_period_end: periodEnd.toISOString(),
      cancel_at_period_end: false,
    });
    assert.deepEqual(data.certificates_status, {
      license: 'approved',
      insurance: 'pending',
      background: 'none',
    });
  });

  test('logout revokes the token it was called with, and only that token', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const first = (await login(app, user.email, user.password)).json().access_token as string;
    const second = (await login(app, user.email, user.password)).json().access_token as string;
    const out = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${first}` },
    });
    assert.equal(out.statusCode, 200);
    assert.equal(await count('revoked_tokens'), 1);
    const meFirst = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${first}` },
    });
    assert.equal(meFirst.statusCode, 401);
    const meSecond = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${second}` },
    });
    assert.equal(meSecond.statusCode, 200);
  });

  test('tokens with another algorithm, a bad signature, no exp, or past exp are refused', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const good = (await login(app, user.email, user.password)).json().access_token as string;
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const claims = {
      sub: String(user.id),
      iss: 'prohive-api',
      aud: 'prohive',
      jti: '6f1c1c3e-2f0c-4a43-9d7b-9d0b8a1f0e11',
    };
    const now = Math.floor(Date.now() / 1000);

    const unsigned = new UnsecuredJWT(claims).setExpirationTime(now + 3600).encode();
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setExpirationTime(now + 3600)
      .sign(key);
    const noExp = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().sign(key);
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now - 10)
      .sign(key);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const [header, payload] = good.split('.');
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;

    for (const [label, token] of Object.entries({
      unsigned,
      hs512,
      noExp,
      expired,
      otherKey,
      tampered,
      garbage: 'not.a.jwt',
    })) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(response.statusCode, 401, label);
      assert.equal(response.headers['www-authenticate'], 'Bearer');
    }
    const expiredResponse = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${expired}` },
    });
    assert.equal(expiredResponse.json().message, 'Your session has expired. Please sign in again.');
    const noHeader = await app.inject({ method: 'GET', url: '/api/me' });
    assert.equal(noHeader.statusCode, 401);
  });
});
