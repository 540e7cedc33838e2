import { makeTestJwt, makeTestJwtWithoutExp } from '../../testing/tokens';
import { makeTestUser } from '../../testing/fixtures';
import { decodeJwtPayload } from '../jwt';
import { AUTH_MESSAGES } from '../messages';
import { evaluateSignIn, isSessionActive, restoreSession, type SessionRules } from '../model';
import { SIGNED_OUT, type SessionState, type StoredSession } from '../types';

const NOW = Date.UTC(2030, 5, 1, 12);
const rules = (refreshEnabled = false): SessionRules => ({
  policy: { refreshEnabled },
  now: () => NOW,
  decode: decodeJwtPayload,
});
const user = makeTestUser();
const live = (seconds = 3600) => makeTestJwt({ now: NOW, expiresInSeconds: seconds });
const expired = () => makeTestJwt({ now: NOW, expiresInSeconds: -1 });

describe('evaluateSignIn', () => {
  it('signs in with a valid token, keeping type, user state and expiry', () => {
    const token = live(600);
    const { state, error } = evaluateSignIn(SIGNED_OUT, { token, type: 'Bearer', userState: user }, rules());
    expect(error).toBeNull();
    expect(state).toEqual({
      auth: { token, type: 'Bearer', expiresAt: NOW + 600_000 },
      refresh: null,
      userState: user,
      isSignIn: true,
    });
  });

  it("defaults the type to 'Bearer'", () => {
    expect(evaluateSignIn(SIGNED_OUT, { token: live(), userState: user }, rules()).state.auth?.type).toBe(
      'Bearer',
    );
  });

  const signedIn: SessionState = evaluateSignIn(
    SIGNED_OUT,
    { token: live(), userState: user },
    rules(),
  ).state;

  it.each([
    ['an expired token', expired(), AUTH_MESSAGES.authExpired],
    [
      'a token expiring exactly now',
      makeTestJwt({ now: NOW, expiresInSeconds: 0 }),
      AUTH_MESSAGES.authExpired,
    ],
    ['a token without exp', makeTestJwtWithoutExp(NOW), AUTH_MESSAGES.noExp],
    ['garbage', 'not-a-jwt', AUTH_MESSAGES.unparsable],
  ])('with %s: signs out, clears the user state and reports the spec message', (_label, token, message) => {
    const { state, error } = evaluateSignIn(signedIn, { token, userState: user }, rules());
    expect(error?.message).toBe(message);
    expect(state).toEqual(SIGNED_OUT);
    expect(state.userState).toBeNull();
  });

  it('with refresh enabled, an expired refresh token signs out with its own message', () => {
    const { state, error } = evaluateSignIn(
      SIGNED_OUT,
      { token: live(), userState: user, refreshToken: expired() },
      rules(true),
    );
    expect(error?.message).toBe('Given Refresh Token is already expired.');
    expect(state).toEqual(SIGNED_OUT);
  });

  it('with refresh enabled, a live refresh token is kept', () => {
    const refreshToken = live(86_400);
    const { state } = evaluateSignIn(
      SIGNED_OUT,
      { token: live(), userState: user, refreshToken },
      rules(true),
    );
    expect(state.refresh).toEqual({ token: refreshToken, expiresAt: NOW + 86_400_000 });
  });

  it('with refresh disabled, a refresh token is ignored', () => {
    const { state } = evaluateSignIn(
      SIGNED_OUT,
      { token: live(), userState: user, refreshToken: expired() },
      rules(false),
    );
    expect(state.isSignIn).toBe(true);
    expect(state.refresh).toBeNull();
  });
});

describe('isSessionActive', () => {
  const state = evaluateSignIn(SIGNED_OUT, { token: live(60), userState: user }, rules()).state;

  it('is true until the token expires, then false without any state change', () => {
    expect(isSessionActive(state, NOW)).toBe(true);
    expect(isSessionActive(state, NOW + 59_999)).toBe(true);
    expect(isSessionActive(state, NOW + 60_000)).toBe(false);
  });

  it('needs token, type and user state', () => {
    expect(isSessionActive({ ...state, userState: null }, NOW)).toBe(false);
    expect(isSessionActive({ ...state, auth: { ...state.auth!, type: '' } }, NOW)).toBe(false);
    expect(isSessionActive({ ...state, auth: null }, NOW)).toBe(false);
    expect(isSessionActive({ ...state, isSignIn: false }, NOW)).toBe(false);
  });
});

describe('restoreSession', () => {
  const stored = (over: Partial<StoredSession> = {}): StoredSession => ({
    authToken: live(),
    authType: 'Bearer',
    userState: JSON.stringify(user),
    refreshToken: null,
    ...over,
  });

  it('restores a live session', () => {
    const { state, removal } = restoreSession(stored(), rules());
    expect(removal).toBe('none');
    expect(state.isSignIn).toBe(true);
    expect(state.userState).toEqual(user);
    expect(state.auth?.expiresAt).toBe(NOW + 3_600_000);
  });

  it('nothing stored: signed out, nothing to remove', () => {
    expect(
      restoreSession({ authToken: null, authType: null, userState: null, refreshToken: null }, rules()),
    ).toEqual({
      state: SIGNED_OUT,
      removal: 'none',
    });
  });

  it.each<[string, Partial<StoredSession>]>([
    ['an expired token', { authToken: expired() }],
    ['a garbage token', { authToken: 'garbage' }],
    ['no type', { authType: null }],
    ['no user state', { userState: null }],
    ['unparsable user state', { userState: '{not json' }],
    ['a user state that is not an object', { userState: '"text"' }],
  ])('with %s: signed out and all removed', (_label, over) => {
    expect(restoreSession(stored(over), rules())).toEqual({ state: SIGNED_OUT, removal: 'all' });
  });

  describe('with refresh enabled', () => {
    it('a missing refresh token removes everything, even a live auth token', () => {
      expect(restoreSession(stored(), rules(true))).toEqual({ state: SIGNED_OUT, removal: 'all' });
    });

    it('an expired refresh token removes everything', () => {
      expect(restoreSession(stored({ refreshToken: expired() }), rules(true))).toEqual({
        state: SIGNED_OUT,
        removal: 'all',
      });
    });

    it('a valid refresh token with an expired auth token removes only auth', () => {
      const refreshToken = live(86_400);
      const { state, removal } = restoreSession(stored({ authToken: expired(), refreshToken }), rules(true));
      expect(removal).toBe('auth');
      expect(state).toEqual({ ...SIGNED_OUT, refresh: { token: refreshToken, expiresAt: NOW + 86_400_000 } });
    });

    it('a valid refresh token with missing auth removes only auth', () => {
      const { removal, state } = restoreSession(
        stored({ authToken: null, refreshToken: live(86_400) }),
        rules(true),
      );
      expect(removal).toBe('auth');
      expect(state.isSignIn).toBe(false);
    });

    it('both valid: signed in with both', () => {
      const { state, removal } = restoreSession(stored({ refreshToken: live(86_400) }), rules(true));
      expect(removal).toBe('none');
      expect(state.isSignIn).toBe(true);
      expect(state.refresh?.token).toBeDefined();
    });
  });
});
