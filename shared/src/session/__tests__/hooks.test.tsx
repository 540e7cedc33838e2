import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeSignedInSession, makeTestUser } from '../../testing/fixtures';
import { createTestStore } from '../../testing/testStore';
import { useCurrentUser, useIsSignedIn } from '../hooks';

describe('session hooks', () => {
  afterEach(() => jest.useRealTimers());

  it('flip to signed out when the token expires, without any action', () => {
    jest.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    const user = makeTestUser();
    const store = createTestStore({
      preloadedState: { session: makeSignedInSession(user, { expiresInSeconds: 60 }) },
    });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => ({ signedIn: useIsSignedIn(), user: useCurrentUser() }), { wrapper });
    expect(result.current).toEqual({ signedIn: true, user });

    act(() => jest.advanceTimersByTime(59_000));
    expect(result.current.signedIn).toBe(true);

    act(() => jest.advanceTimersByTime(1_001));
    expect(result.current).toEqual({ signedIn: false, user: null });
  });
});
