import { createSlice, type WithSlice } from '@reduxjs/toolkit';
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
