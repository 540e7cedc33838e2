import { makeTestJwt, makeTestJwtWithoutExp } from '../../testing/tokens';
import { readTokenExpiry } from '../jwt';
import { AUTH_MESSAGES, AuthError } from '../messages';

describe('readTokenExpiry', () => {
  it('returns exp in epoch milliseconds', () => {
    const now = Date.UTC(2030, 0, 1);
    expect(readTokenExpiry(makeTestJwt({ now, expiresInSeconds: 90 }))).toBe(now + 90_000);
  });

  it("rejects a JWT without exp with 'JWT has no exp param'", () => {
    expect(() => readTokenExpiry(makeTestJwtWithoutExp())).toThrow(new AuthError(AUTH_MESSAGES.noExp));
    expect(AUTH_MESSAGES.noExp).toBe('JWT has no exp param');
  });

  it('rejects a non-numeric exp the same way', () => {
    expect(() => readTokenExpiry(makeTestJwt({ claims: { exp: 'tomorrow' } }))).toThrow(AUTH_MESSAGES.noExp);
  });

  it.each(['garbage', '', 'a.b.c', 'only.two'])('rejects %p with the parse message', (token) => {
    expect(() => readTokenExpiry(token)).toThrow(
      new AuthError('Error pursing the Auth Token. Make sure you provided a valid JWT.'),
    );
  });

  it('uses the injected decoder', () => {
    expect(readTokenExpiry('anything', () => ({ exp: 5 }))).toBe(5000);
  });
});
