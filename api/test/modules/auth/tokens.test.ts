import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SignJWT, decodeJwt } from 'jose';
import { AccessTokens, InvalidTokenError } from '../../../src/modules/auth/tokens.js';

const key = new Uint8Array(32).fill(3);

test('issued tokens verify, carry exp = iat + TTL, and expire at that instant', async () => {
  let now = new Date('2030-01-01T00:00:00Z');
  const tokens = new AccessTokens(key, 3600, () => now);
  const issued = await tokens.issue(42);
  const claims = decodeJwt(issued.token);
  assert.equal(claims.exp, Date.parse('2030-01-01T01:00:00Z') / 1000);
  assert.deepEqual(await tokens.verify(issued.token), {
    userId: 42,
    tokenId: issued.tokenId,
    expiresAt: issued.expiresAt,
  });
  now = new Date('2030-01-01T01:00:00Z');
  await assert.rejects(
    tokens.verify(issued.token),
    (error: unknown) => error instanceof InvalidTokenError && error.reason === 'expired',
  );
});

test('correctly signed tokens with claims outside the id ranges are refused before any query', async () => {
  const tokens = new AccessTokens(key, 3600);
  const sign = (sub: string, jti: string) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setJti(jti)
      .setIssuer('prohive-api')
      .setAudience('prohive')
      .setExpirationTime('1h')
      .sign(key);
  const uuid = '6f1c1c3e-2f0c-4a43-9d7b-9d0b8a1f0e11';
  for (const [sub, jti] of [
    ['abc', uuid],
    ['0', uuid],
    ['2147483648', uuid],
    ['1.5', uuid],
    ['7', 'not-a-uuid'],
  ]) {
    await assert.rejects(tokens.verify(await sign(sub!, jti!)), InvalidTokenError, `${sub} ${jti}`);
  }
  assert.equal((await tokens.verify(await sign('7', uuid))).userId, 7);
});
