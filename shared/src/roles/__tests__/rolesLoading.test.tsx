/** @jest-environment ./src/testing/jsdomEnvironment.cjs */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { resetRuntimeConfig } from '../../config/runtimeConfig';
import { signIn } from '../../session/thunks';
import { makeTestJwt } from '../../testing/tokens';
import { makeTestUser } from '../../testing/fixtures';
import { createTestStore, type TestStore } from '../../testing/testStore';
import { FALLBACK_ROLES } from '../constants';
import { useRoleFlags, useRolesLoader } from '../hooks';
import { loadRoles } from '../rolesSlice';

const apiRoles = [
  { id: 3, name: 'user', guard_name: 'web' },
  { id: 4, name: 'provider', guard_name: 'web' },
];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function storeAnswering(answer: () => Promise<Response>, rolesFallback?: () => typeof apiRoles) {
  const fetchFn = jest.fn(answer);
  return {
    store: createTestStore({ services: { fetchFn, ...(rolesFallback ? { rolesFallback } : {}) } }),
    fetchFn,
  };
}

const wrapperFor = (store: TestStore) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };

describe('loadRoles', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    resetRuntimeConfig();
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('loads the list from the public roles call', async () => {
    const { store } = storeAnswering(() => Promise.resolve(json({ data: apiRoles })));
    const pending = store.dispatch(loadRoles());
    expect(store.getState().roles.loading).toBe(true);
    await pending;
    expect(store.getState().roles).toEqual({ loading: false, error: null, list: apiRoles });
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a failed call and uses the fallback roles', async () => {
    const { store, fetchFn } = storeAnswering(() => Promise.resolve(json({ message: 'down' }, 503)));
    await store.dispatch(loadRoles());
    expect(fetchFn).toHaveBeenCalledTimes(4);
    expect(store.getState().roles).toEqual({ loading: false, error: null, list: FALLBACK_ROLES });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('fallback'), expect.anything());
  });

  it("a second-level failure sets 'Failed to fetch user roles'", async () => {
    const { store } = storeAnswering(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => {
        throw new Error('no fallback either');
      },
    );
    await store.dispatch(loadRoles());
    expect(store.getState().roles).toEqual({ loading: false, error: 'Failed to fetch user roles', list: [] });
  });
});

describe('useRolesLoader', () => {
  beforeEach(() => resetRuntimeConfig());

  it('loads once at start and again when the visitor becomes authenticated, not on sign-out', async () => {
    const { store, fetchFn } = storeAnswering(() => Promise.resolve(json({ data: apiRoles })));
    renderHook(() => useRolesLoader(), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(store.getState().roles.list).toEqual(apiRoles));
    expect(fetchFn).toHaveBeenCalledTimes(1);

    act(() => store.dispatch(signIn({ token: makeTestJwt(), userState: makeTestUser() })));
    await waitFor(() => expect(fetchFn).toHaveBeenCalledTimes(2));

    act(() => {
      store.dispatch({ type: 'session/signOut' });
    });
    await waitFor(() => expect(store.getState().roles.loading).toBe(false));
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });
});

describe('useRolesLoader at start', () => {
  beforeEach(() => resetRuntimeConfig());

  it('asks in the task after mounting, not in the mounting (hydrating) task, and only once', async () => {
    const { store, fetchFn } = storeAnswering(() => Promise.resolve(json({ data: apiRoles })));
    renderHook(() => useRolesLoader(), { wrapper: wrapperFor(store) });
    expect(fetchFn).not.toHaveBeenCalled();
    expect(store.getState().roles.loading).toBe(false);
    await waitFor(() => expect(store.getState().roles.list).toEqual(apiRoles));
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('loads once when the session is restored before the deferred load ran', async () => {
    const { store, fetchFn } = storeAnswering(() => Promise.resolve(json({ data: apiRoles })));
    renderHook(() => useRolesLoader(), { wrapper: wrapperFor(store) });
    act(() => store.dispatch(signIn({ token: makeTestJwt(), userState: makeTestUser() })));
    await waitFor(() => expect(store.getState().roles.list).toEqual(apiRoles));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});

describe('useRoleFlags', () => {
  beforeEach(() => resetRuntimeConfig());

  it('is true only when authenticated and the role is in the list', async () => {
    const { store } = storeAnswering(() => Promise.resolve(json({ data: apiRoles })));
    const { result } = renderHook(() => useRoleFlags(), { wrapper: wrapperFor(store) });
    expect(result.current).toEqual({ isProvider: false, isCustomer: false, isAdmin: false });

    const provider = makeTestUser({ role: { id: 4, name: 'provider', guard_name: 'web' } });
    act(() => store.dispatch(signIn({ token: makeTestJwt(), userState: provider })));
    expect(result.current.isProvider).toBe(false);

    await act(() => store.dispatch(loadRoles()));
    expect(result.current).toEqual({ isProvider: true, isCustomer: false, isAdmin: false });
  });
});
