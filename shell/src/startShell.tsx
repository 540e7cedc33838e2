import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@prohive/shared';
import { createAppStore, loadRuntimeConfig, resumeSession, ThemeModeProvider } from '@prohive/shared';
import { App } from './App';
import { RemoteRegistryContext } from './federation/RemoteRegistryContext';
import { setupFederation } from './federation/setupFederation';

/** Spec §8: the exact start-up error when the page has no root element. */
export const MISSING_ROOT_MESSAGE = 'Failed to find the root element';

/** Reads the runtime configuration and remotes, creates the store and renders the site into #root. */
export async function startShell(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error(MISSING_ROOT_MESSAGE);

  // Both reads are bounded and never reject, so a missing file cannot keep the site from starting.
  const [, registry] = await Promise.all([loadRuntimeConfig(), setupFederation()]);
  const store = createAppStore();
  // A returning visitor whose short-lived access token expired is signed back in through the refresh cookie
  // before the first screen decides between "signed in" and "go to /auth" (bounded by the renewal timeout).
  await store.dispatch(resumeSession());

  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeModeProvider>
          <BrowserRouter>
            <RemoteRegistryContext.Provider value={registry}>
              <App />
            </RemoteRegistryContext.Provider>
          </BrowserRouter>
        </ThemeModeProvider>
      </Provider>
    </StrictMode>,
  );
}
