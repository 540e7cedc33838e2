import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import { buildTestApp, createUser, testConfig } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';
import { startFakeGoogle, type FakeGoogle } from '../../helpers/google.js';

describeEachDatabase('Google sign-in', (suite) => {
  let google: FakeGoogle;
  let app: App;
  before(async () => {
    google = await startFakeGoogle();
    app = await buildTestApp(suite.handle, { config: testConfig({ googleJwksUrl: google.jwksUrl }) });
  });
  after(async () => {
    await app.close();
    await google.close();
  });

  const signIn = (id_token: string, roleId: unknown = 3) =>
    app.inject({ method: 'POST', url: '/api/auth/google', payload: { id_token, roleId } });

  test('a valid ID token creates the account with the chosen role, then signs in to it', async () => {
    const created = await signIn(await google.idToken(), 4);
    assert.equal(created.statusCode, 201);
    const body = created.json();
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'user']);
    assert.equal(body.user.email, 'sam.google@example.com');
    assert.equal(body.user.name, 'Sam Google');
    assert.equal(body.user.role.name, 'provider');
    assert.equal(body.user.avatar, 'https://lh3.googleusercontent.com/a/photo.jpg');

    // Signing in again finds the same account; the role in the request does not change it.
    const again = await signIn(await google.idToken(), 3);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().user.id, body.user.id);
    assert.equal(again.json().user.role.name, 'provider');

    const me = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${again.json().access_token}` },
    });
    assert.equal(me.statusCode, 200);
  });

  test('a verified Google email links to the existing password account', async () => {
    const existing = await createUser(suite.handle.db, { roleId: 3, email: 'Sam.Google@example.com' });
    const response = await signIn(await google.idToken());
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().user.id, existing.id);
    const row = await suite.handle.db
      .selectFrom('users')
      .select('google_sub')
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.google_sub, '109876543210987654321');
  });

  test('wrong audience, wrong issuer, expired, unverified email or a foreign key are refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tokens = {
      audience: await google.idToken({ aud: 'someone-else.apps.googleusercontent.com' }),
      issuer: await google.idToken({ iss: 'https://evil.example.com' }),
      expired: await google.idToken({ iat: now - 7200, exp: now - 3600 }),
      unverified: await google.idToken({ email_verified: false }),
      stranger: await google.idToken({}, { signWithStrangerKey: true }),
      notJwt: 'definitely-not-a-jwt',
    };
    for (const [label, token] of Object.entries(tokens)) {
      const response = await signIn(token);
      assert.equal(response.statusCode, 401, label);
      assert.equal(response.json().message, 'Google authentication failed. Please try again.');
    }
    const users = await suite.handle.db.selectFrom('users').select('id').execute();
    assert.equal(users.length, 0);
  });

  test('a token without a usable name falls back to the email before @', async () => {
    const response = await signIn(
      await google.idToken({ name: '   ', sub: 'no-name-sub', email: 'quiet.person@example.com' }),
    );
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().user.name, 'quiet.person');
  });

  test('roleId other than 3 or 4 is a 422 with a field message', async () => {
    const response = await signIn(await google.idToken(), 1);
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json().errors, {
      roleId: ['The selected role is invalid. Choose 3 (user) or 4 (provider).'],
    });
  });

  test('a suspended linked account is refused', async () => {
    await signIn(await google.idToken());
    await suite.handle.db.updateTable('users').set({ status: 'suspended' }).execute();
    assert.equal((await signIn(await google.idToken())).statusCode, 403);
  });

  test('without a client id, or with the key set unreachable, the answer is 503 and nothing is stored', async () => {
    const unconfigured = await buildTestApp(suite.handle, { config: testConfig({ googleClientId: null }) });
    const unreachable = await buildTestApp(suite.handle, {
      config: testConfig({ googleJwksUrl: 'http://127.0.0.1:9/certs' }),
    });
    try {
      const token = await google.idToken();
      for (const target of [unconfigured, unreachable]) {
        const response = await target.inject({
          method: 'POST',
          url: '/api/auth/google',
          payload: { id_token: token, roleId: 3 },
        });
        assert.equal(response.statusCode, 503);
        assert.equal(response.json().message, 'Google sign-in is unavailable right now.');
      }
      assert.equal((await suite.handle.db.selectFrom('users').select('id').execute()).length, 0);
    } finally {
      await unconfigured.close();
      await unreachable.close();
    }
  });
});
