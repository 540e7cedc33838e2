import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { signOut } from '../../session/sessionSlice';
import { signIn } from '../../session/thunks';
import { makeTestUser } from '../../testing/fixtures';
import { makeTestJwt } from '../../testing/tokens';
import { createTestStore } from '../../testing/testStore';
import { createAppStore } from '../createAppStore';
import { rootReducer } from '../rootReducer';

const draftSlice = createSlice({
  name: 'jobDraft',
  initialState: { title: '' },
  reducers: { titled: (state, action: { payload: string }) => void (state.title = action.payload) },
});

declare module '../rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation adds the slice's key
  interface LazyLoadedSlices extends WithSlice<typeof draftSlice> {}
}

describe('createAppStore', () => {
  it('holds api, session, roles and location', () => {
    expect(Object.keys(createTestStore().getState()).sort()).toEqual(['api', 'location', 'roles', 'session']);
  });

  it('lets a remote inject a slice lazily into a store that already exists', () => {
    const store = createTestStore();
    expect(store.getState().jobDraft).toBeUndefined();
    const withDraft = rootReducer.inject(draftSlice);
    store.dispatch(draftSlice.actions.titled('Fix the sink'));
    expect(withDraft.selector((state) => state.jobDraft.title)(store.getState())).toBe('Fix the sink');
  });

  it('with browser defaults, restores the session from document cookies (jsdom, http://localhost)', () => {
    const token = makeTestJwt();
    const user = makeTestUser();
    document.cookie = `prohive_auth=${token}; path=/`;
    document.cookie = 'prohive_auth_type=Bearer; path=/';
    document.cookie = `prohive_auth_state=${encodeURIComponent(JSON.stringify(user))}; path=/`;
    const store = createAppStore({ listenToWindow: false });
    expect(store.getState().session).toMatchObject({
      isSignIn: true,
      userState: user,
      auth: { token, type: 'Bearer' },
    });
    for (const name of ['prohive_auth', 'prohive_auth_type', 'prohive_auth_state'])
      document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it('a preloaded session wins over storage', () => {
    const store = createTestStore({
      preloadedState: { session: { auth: null, refresh: null, userState: null, isSignIn: false } },
    });
    expect(store.getState().session.isSignIn).toBe(false);
  });
});

describe('session persistence', () => {
  const user = makeTestUser();
  const throwingStore = () => ({
    read: () => ({ authToken: null, authType: null, userState: null, refreshToken: null }),
    write: jest.fn(() => {
      throw new Error('QuotaExceededError');
    }),
    removeAll: jest.fn(),
    removeAuth: jest.fn(),
    hasRefreshCookie: () => false,
    forgetRefreshCookie: jest.fn(),
  });

  it('writes each session change after the reducer applied it, and forgets the refresh hint on sign-out', () => {
    const sessionStore = { ...throwingStore(), write: jest.fn() };
    const store = createTestStore({ services: { sessionStore } });
    store.dispatch(signIn({ token: makeTestJwt(), userState: user }));
    expect(sessionStore.write).toHaveBeenLastCalledWith(expect.objectContaining({ isSignIn: true }));
    store.dispatch(signOut());
    expect(sessionStore.write).toHaveBeenLastCalledWith(expect.objectContaining({ isSignIn: false }));
    expect(sessionStore.forgetRefreshCookie).toHaveBeenCalledTimes(1);
  });

  it('logs a storage that throws and still applies the change', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const sessionStore = throwingStore();
    const store = createTestStore({ services: { sessionStore } });
    expect(() => store.dispatch(signIn({ token: makeTestJwt(), userState: user }))).not.toThrow();
    expect(store.getState().session.isSignIn).toBe(true);
    expect(error).toHaveBeenCalledWith('[session] The session could not be stored.', expect.any(Error));
    error.mockRestore();
  });
});
