import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from '@prohive/shared';
import * as runtime from '@module-federation/enhanced/runtime';
import { StoreProvider, ThemeModeProvider } from '@prohive/shared';
import type { AuthUser, RootState, ThemeMode } from '@prohive/shared';
import {
  createTestStore,
  http,
  HttpResponse,
  makeSignedInSession,
  makeTestUser,
  server,
} from '@prohive/shared/testing';
import type { TestStore } from '@prohive/shared/testing';
import { App } from '../App';
import { RemoteRegistry } from '../federation/remoteRegistry';
import type { FederationRuntime } from '../federation/remoteRegistry';
import type { KnownRemotes } from '../federation/remotesManifest';
import { RemoteRegistryContext } from '../federation/RemoteRegistryContext';

/** Shows the router's current URL, so tests can assert navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

/** The mocked federation runtime (jest maps @module-federation/enhanced/runtime to shared's mock). */
export const mockedRuntime = jest.mocked(runtime);

export const ALL_REMOTES: KnownRemotes = {
  marketing: 'http://remotes.test/marketing/mf-manifest.json',
  blog: 'http://remotes.test/blog/mf-manifest.json',
  jobs: 'http://remotes.test/jobs/mf-manifest.json',
  free_tools: 'http://remotes.test/free_tools/mf-manifest.json',
  account: 'http://remotes.test/account/mf-manifest.json',
  admin: 'http://remotes.test/admin/mf-manifest.json',
};

export function createTestRegistry(
  remotes: KnownRemotes = ALL_REMOTES,
  fetchRemotes = () => Promise.resolve(remotes),
) {
  const registry = new RemoteRegistry({
    runtime: mockedRuntime as unknown as FederationRuntime,
    fetchRemotes,
  });
  registry.configure(remotes);
  return registry;
}

export interface RenderShellOptions {
  route?: string;
  user?: AuthUser | null;
  /** Omit to start from local storage, as the site does. */
  mode?: ThemeMode;
  registry?: RemoteRegistry;
  store?: TestStore;
  /** Extra starting state (merged over the signed-in session when `user` is given). */
  preloadedState?: Partial<RootState>;
}

/**
 * The api as the shell's tests see it, on the shared HTTP fake (MSW): a logout answers 204, every other call
 * fails like an offline api. A test's own handlers, added after rendering, come first.
 */
const offlineApi = http.all('*', ({ request }) =>
  request.url.includes('logout')
    ? new Response(null, { status: 204 })
    : HttpResponse.json({ message: 'offline' }, { status: 503 }),
);

/** Renders `ui` (default: the whole App) with the shell's providers, a test store and a test registry. */
export function renderShell(ui: ReactElement = <App />, options: RenderShellOptions = {}) {
  const { route = '/', user = null, mode } = options;
  const preloadedState: Partial<RootState> = {
    ...(user ? { session: makeSignedInSession(user) } : {}),
    ...options.preloadedState,
  };
  server.use(offlineApi);
  const store = options.store ?? createTestStore({ preloadedState });
  const registry = options.registry ?? createTestRegistry();
  const result = render(
    <StoreProvider store={store}>
      <ThemeModeProvider initialMode={mode}>
        <MemoryRouter initialEntries={[route]}>
          <RemoteRegistryContext.Provider value={registry}>
            {ui}
            <LocationProbe />
          </RemoteRegistryContext.Provider>
        </MemoryRouter>
      </ThemeModeProvider>
    </StoreProvider>,
  );
  return { ...result, store, registry };
}

export { makeTestUser };
