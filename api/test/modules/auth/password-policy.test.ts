import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { App } from '../../../src/app.js';
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  PERSONAL_PASSWORD_MESSAGE,
  passwordProblems,
} from '../../../src/lib/password-policy.js';
import { bearerFor, buildTestApp, createUser, DEFAULT_PASSWORD, login } from '../../helpers/app.js';
import { describeEachDatabase } from '../../helpers/databases.js';

test('the most common passwords are refused whatever their case or surrounding spaces', () => {
  for (const password of ['password', '12345678', 'iloveyou', 'qwertyuiop', 'sunshine', 'football1']) {
    assert.ok(isCommonPassword(password), password);
    assert.ok(isCommonPassword(` ${password.toUpperCase()} `), password);
  }
  for (const password of ['correct-horse-battery', 'tall-quiet-lantern', 'prohive-demo-1']) {
    assert.ok(!isCommonPassword(password), password);
  }
});

test('a password may not be the email, its part before @, or the name', () => {
  const owner = { email: 'Jordan.Lee@Example.com', name: 'Jordan Lee Smith' };
  for (const password of ['jordan.lee@example.com', ' JORDAN.LEE ', 'jordan lee smith']) {
    assert.deepEqual(passwordProblems(password, owner), [PERSONAL_PASSWORD_MESSAGE], password);
  }
  assert.deepEqual(passwordProblems('Jordan.Lee-2024!', owner), []);
  assert.deepEqual(passwordProblems('baseball', owner), [COMMON_PASSWORD_MESSAGE]);
});

describeEachDatabase('password rules', (suite) => {
  let app: App;
  before(async () => {
    app = await buildTestApp(suite.handle);
  });
  after(async () => {
    await app.close();
  });

  const register = (fields: { email: string; password: string; name?: string; roleId?: number }) =>
    app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: fields.name ?? 'Morgan Avery',
        email: fields.email,
        password: fields.password,
        password_confirmation: fields.password,
        roleId: fields.roleId ?? 3,
      },
    });

  test('registration refuses a common password, the email, its local part or the name, for customers and providers', async () => {
    const refused: [Parameters<typeof register>[0], string][] = [
      [{ email: 'common@example.com', password: 'password1' }, COMMON_PASSWORD_MESSAGE],
      [{ email: 'common-pro@example.com', password: 'Sunshine', roleId: 4 }, COMMON_PASSWORD_MESSAGE],
      [
        { email: 'morgan.avery@example.com', password: 'Morgan.Avery@example.com' },
        PERSONAL_PASSWORD_MESSAGE,
      ],
      [
        { email: 'morgan.avery@example.com', password: ' morgan.avery ', roleId: 4 },
        PERSONAL_PASSWORD_MESSAGE,
      ],
      [{ email: 'morgan@example.com', password: 'Morgan Avery' }, PERSONAL_PASSWORD_MESSAGE],
    ];
    for (const [fields, message] of refused) {
      const response = await register(fields);
      assert.equal(response.statusCode, 422, fields.password);
      assert.deepEqual(response.json().errors, { password: [message] }, fields.password);
      assert.equal(response.json().message, message);
    }
    const users = await suite.handle.db.selectFrom('users').select('id').execute();
    assert.equal(users.length, 0);
  });

  test('long passphrases are welcome, up to 256 characters', async () => {
    const passphrase = 'the quiet lantern hums over seven harbours '.repeat(6).slice(0, 256);
    const created = await register({ email: 'passphrase@example.com', password: passphrase });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal((await login(app, 'passphrase@example.com', passphrase)).statusCode, 200);
    const tooLong = await register({ email: 'too-long@example.com', password: `${passphrase}x` });
    assert.equal(tooLong.statusCode, 422);
    assert.match(tooLong.json().errors.password[0], /256/);
  });

  test('a password change applies the same rules', async () => {
    const user = await createUser(suite.handle.db, {
      roleId: 3,
      email: 'casey.quinn@example.com',
      name: 'Casey Quinn',
    });
    const headers = await bearerFor(app, user);
    const change = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/me/password',
        headers,
        payload: { current_password: DEFAULT_PASSWORD, password, password_confirmation: password },
      });
    for (const [password, message] of [
      ['qwerty123', COMMON_PASSWORD_MESSAGE],
      ['CASEY.QUINN', PERSONAL_PASSWORD_MESSAGE],
      ['casey quinn', PERSONAL_PASSWORD_MESSAGE],
    ] as const) {
      const response = await change(password);
      assert.equal(response.statusCode, 422, password);
      assert.deepEqual(response.json().errors, { password: [message] }, password);
    }
    assert.equal((await login(app, user.email, DEFAULT_PASSWORD)).statusCode, 200);
    assert.equal((await change('casey-quinn-rides-bikes')).statusCode, 204);
  });
});
