import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../src/app.js';
import { hashRefreshToken } from '../../../src/modules/auth/refresh-tokens.js';
import { REFRESH_MESSAGES } from '../../../src/modules/auth/service.js';
import {
  buildTestApp,
  createUser,
  DEFAULT_PASSWORD,
  login,
  testConfig,
  type CreatedUser,
} from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

const SITE = { 'x-requested-with': 'fetch' };

function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

function cookieLine(response: LightMyRequestResponse, name: string): string {
  const line = setCookies(response).find((cookie) => cookie.startsWith(`${name}=`));
  assert.ok(line, `expected a Set-Cookie for ${name}, got ${JSON.stringify(setCookies(response))}`);
  return line;
}

function refreshTokenOf(response: LightMyRequestResponse): string {
  const value = cookieLine(response, 'prohive_refresh').split(';')[0]?.split('=')[1];
  assert.ok(value, 'refresh cookie has a value');
  return decodeURIComponent(value);
}

describeEachDatabase('session refresh', (suite) => {
  let app: App;
  let clock = Date.now();
  before(async () => {
    app = await buildTestApp(suite.handle, {
      config: testConfig({ jwtTtlSeconds: 900, refreshTtlSeconds: 30 * 86_400 }),
      now: () => new Date(clock),
    });
  });
  after(async () => {
    await app.close();
  });

  const refresh = (token: string | null, headers: Record<string, string> = SITE) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...headers, ...(token === null ? {} : { cookie: `prohive_refresh=${token}` }) },
    });
  const me = (accessToken: string) =>
    app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${accessToken}` } });
  const signIn = async (user: CreatedUser) => {
    const response = await login(app, user.email, user.password);
    assert.equal(response.statusCode, 200, response.body);
    return {
      access: response.json<{ access_token: string }>().access_token,
      refresh: refreshTokenOf(response),
    };
  };

  test('login keeps its JSON shape and sets an HttpOnly, SameSite=Lax refresh cookie limited to /api/auth', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const response = await login(app, user.email, user.password);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(Object.keys(response.json()).sort(), ['access_token', 'user']);
    const cookie = cookieLine(response, 'prohive_refresh');
    assert.match(cookie, /; Path=\/api\/auth(;|$)/);
    assert.match(cookie, /; HttpOnly(;|$)/);
    assert.match(cookie, /; SameSite=Lax(;|$)/);
    assert.match(cookie, /; Max-Age=2592000(;|$)/);
    assert.doesNotMatch(cookie, /Secure/, 'plain http: a Secure cookie would never come back');
    // The hint tells scripts a session may exist; it carries no secret and is readable.
    const hint = cookieLine(response, 'prohive_refresh_hint');
    assert.match(hint, /; Path=\/(;|$)/);
    assert.doesNotMatch(hint, /HttpOnly/);

    // At rest only the hash exists.
    const token = refreshTokenOf(response);
    const rows = await suite.handle.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    assert.deepEqual(
      rows.map((row) => row.token_hash),
      [hashRefreshToken(token)],
    );
  });

  test('registration sets the refresh cookie too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'Refresh Rita',
        email: 'rita-refresh@example.com',
        password: 'a-strong-password',
        password_confirmation: 'a-strong-password',
        roleId: 3,
      },
    });
    assert.equal(response.statusCode, 201);
    assert.equal((await refresh(refreshTokenOf(response))).statusCode, 200);
  });

  test('Secure is set behind https: X-Forwarded-Proto from a trusted hop only', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const payload = { email: user.email, password: user.password };
    const viaGateway = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload,
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    assert.match(cookieLine(viaGateway, 'prohive_refresh'), /; Secure(;|$)/);
    assert.match(cookieLine(viaGateway, 'prohive_refresh_hint'), /; Secure(;|$)/);

    const spoofed = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload,
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    assert.equal(spoofed.statusCode, 200);
    assert.doesNotMatch(cookieLine(spoofed, 'prohive_refresh'), /Secure/);
  });

  test('refresh returns a working access token with its expiry and rotates the cookie', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const first = await signIn(user);
    const response = await refresh(first.refresh);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json<{
      access_token: string;
      token_type: string;
      expires_at: string;
      user: { id: number };
    }>();
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.user.id, user.id);
    assert.equal(Date.parse(body.expires_at), Math.floor(clock / 1000) * 1000 + 900_000);
    assert.equal((await me(body.access_token)).statusCode, 200);
    const next = refreshTokenOf(response);
    assert.notEqual(next, first.refresh);
    assert.equal((await refresh(next)).statusCode, 200, 'the rotated token works once');
  });

  test('a rotated token used again revokes the whole family, including its access tokens', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const stolen = await signIn(user);
    const rotated = await refresh(stolen.refresh);
    const current = refreshTokenOf(rotated);
    const currentAccess = rotated.json<{ access_token: string }>().access_token;

    const replay = await refresh(stolen.refresh);
    assert.equal(replay.statusCode, 401);
    assert.equal(replay.json().message, REFRESH_MESSAGES.reused);
    assert.match(cookieLine(replay, 'prohive_refresh'), /Max-Age=0/);

    const afterReplay = await refresh(current);
    assert.equal(afterReplay.statusCode, 401);
    assert.equal(afterReplay.json().message, REFRESH_MESSAGES.revoked);
    assert.equal((await me(currentAccess)).statusCode, 401);
    assert.equal((await me(stolen.access)).statusCode, 401);
  });

  test('two refreshes racing on one token: exactly one wins', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const { refresh: token } = await signIn(user);
    const results = await Promise.all([refresh(token), refresh(token)]);
    assert.deepEqual(results.map((result) => result.statusCode).sort(), [200, 401]);
  });

  test('missing, malformed and expired refresh tokens answer 401 with a clear message', async () => {
    const missing = await refresh(null);
    assert.equal(missing.statusCode, 401);
    assert.equal(missing.json().message, REFRESH_MESSAGES.missing);

    const garbage = await refresh('not-a-token');
    assert.equal(garbage.statusCode, 401);
    assert.equal(garbage.json().message, REFRESH_MESSAGES.expired);

    const user = await createUser(suite.handle.db, { roleId: 3 });
    const { refresh: token } = await signIn(user);
    const start = clock;
    clock += 30 * 86_400_000 + 1000;
    try {
      const expired = await refresh(token);
      assert.equal(expired.statusCode, 401);
      assert.equal(expired.json().message, REFRESH_MESSAGES.expired);
    } finally {
      clock = start;
    }
  });

  test('the cookie endpoints refuse requests without X-Requested-With or marked cross-site (CSRF)', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const { refresh: token } = await signIn(user);
    const bare = await refresh(token, {});
    assert.equal(bare.statusCode, 403);
    assert.match(bare.json().message, /x-requested-with/);
    const crossSite = await refresh(token, { ...SITE, 'sec-fetch-site': 'cross-site' });
    assert.equal(crossSite.statusCode, 403);
    const forgedLogout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `prohive_refresh=${token}` },
    });
    assert.equal(forgedLogout.statusCode, 403);
    // None of the refused attempts used up the token.
    assert.equal((await refresh(token)).statusCode, 200);
  });

  test('/api/logout revokes the session’s refresh token and clears the cookies', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const session = await signIn(user);
    const other = await signIn(user);
    const response = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${session.access}` },
    });
    assert.equal(response.statusCode, 200);
    assert.match(cookieLine(response, 'prohive_refresh'), /Max-Age=0/);
    assert.match(cookieLine(response, 'prohive_refresh'), /Path=\/api\/auth/);
    assert.match(cookieLine(response, 'prohive_refresh_hint'), /Max-Age=0/);
    const again = await refresh(session.refresh);
    assert.equal(again.statusCode, 401);
    assert.equal(again.json().message, REFRESH_MESSAGES.revoked);
    assert.equal((await refresh(other.refresh)).statusCode, 200, 'another device stays signed in');
  });

  test('/api/auth/logout signs out with the cookie alone (an expired access token cannot)', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const session = await signIn(user);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...SITE, cookie: `prohive_refresh=${session.refresh}` },
    });
    assert.equal(response.statusCode, 200);
    assert.match(cookieLine(response, 'prohive_refresh'), /Max-Age=0/);
    assert.equal((await refresh(session.refresh)).statusCode, 401);
    assert.equal((await me(session.access)).statusCode, 401, 'its access token is revoked too');
  });

  test('/api/auth/logout also revokes a bearer sent without a cookie', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const session = await signIn(user);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...SITE, authorization: `Bearer ${session.access}` },
    });
    assert.equal(response.statusCode, 200);
    assert.equal((await me(session.access)).statusCode, 401);
    assert.equal((await refresh(session.refresh)).statusCode, 401, 'and the session it belongs to');
  });

  test('a password change revokes the refresh tokens of every other session, not the current one', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const here = await signIn(user);
    const elsewhere = await signIn(user);
    const change = await app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { authorization: `Bearer ${here.access}` },
      payload: {
        current_password: DEFAULT_PASSWORD,
        password: 'another-strong-password',
        password_confirmation: 'another-strong-password',
      },
    });
    assert.equal(change.statusCode, 204, change.body);
    assert.equal((await refresh(elsewhere.refresh)).statusCode, 401);
    assert.equal((await refresh(here.refresh)).statusCode, 200);
  });

  test('suspension revokes refresh tokens for good; reactivation does not bring them back', async () => {
    const admin = await createUser(suite.handle.db, { roleId: 1 });
    const adminSession = await signIn(admin);
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const session = await signIn(user);
    const setStatus = (status: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${user.id}/status`,
        headers: { authorization: `Bearer ${adminSession.access}` },
        payload: { status },
      });
    assert.equal((await setStatus('suspended')).statusCode, 200);
    assert.equal((await refresh(session.refresh)).statusCode, 401);
    assert.equal((await setStatus('active')).statusCode, 200);
    assert.equal((await refresh(session.refresh)).statusCode, 401);
  });

  test('account deletion revokes refresh tokens', async () => {
    const user = await createUser(suite.handle.db, { roleId: 3 });
    const session = await signIn(user);
    const deletion = await app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { authorization: `Bearer ${session.access}` },
      payload: { password: user.password, confirm: 'DELETE' },
    });
    assert.equal(deletion.statusCode, 204, deletion.body);
    assert.equal((await refresh(session.refresh)).statusCode, 401);
  });
});
