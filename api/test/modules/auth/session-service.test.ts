import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { DatabaseHandle } from '../../../src/db/database.js';
import { PasswordHasher } from '../../../src/modules/auth/passwords.js';
import { SessionService } from '../../../src/modules/auth/service.js';
import { RefreshTokens } from '../../../src/modules/auth/refresh-tokens.js';
import { AccessTokens } from '../../../src/modules/auth/tokens.js';
import { RoleCatalog } from '../../../src/modules/roles/repository.js';
import { createGoogleVerifier } from '../../../src/modules/auth/google.js';
import { createUser, GENEROUS_LIMITS, TEST_PASSWORD_COST } from '../../helpers/app.js';
import { createMigratedTestDatabase } from '../../helpers/databases.js';

/** Counts the argon2 work each login does, which is what makes response time independent of the email. */
class CountingHasher extends PasswordHasher {
  verifications = 0;
  override async verify(storedHash: string, password: string): Promise<boolean> {
    this.verifications += 1;
    return super.verify(storedHash, password);
  }
}

let handle: DatabaseHandle & { drop(): Promise<void> };
before(async () => {
  handle = await createMigratedTestDatabase('pglite');
});
after(async () => handle.drop());

test('unknown emails and Google-only accounts cost one argon2 verification, like a wrong password', async () => {
  const hasher = new CountingHasher(TEST_PASSWORD_COST);
  const service = new SessionService({
    db: handle.db,
    tokens: new AccessTokens(new Uint8Array(32).fill(7), 3600),
    refreshTokens: new RefreshTokens(86_400),
    passwords: hasher,
    roles: new RoleCatalog(handle.db),
    google: createGoogleVerifier({ clientId: null, jwksUrl: 'http://127.0.0.1:9/' }),
    rateLimits: GENEROUS_LIMITS,
  });
  const user = await createUser(handle.db, { roleId: 3 });
  await handle.db
    .insertInto('users')
    .values({ name: 'Google Only', email: 'g@example.com', google_sub: 'sub-1', role_id: 3 })
    .execute();

  for (const [email, password] of [
    [user.email, 'wrong-password'],
    ['nobody@example.com', 'wrong-password'],
    ['g@example.com', 'wrong-password'],
  ] as const) {
    const before = hasher.verifications;
    await assert.rejects(service.login(email, password, '127.0.0.1'), {
      statusCode: 401,
      message: 'These credentials do not match our records.',
    });
    assert.equal(hasher.verifications - before, 1, email);
  }
});
