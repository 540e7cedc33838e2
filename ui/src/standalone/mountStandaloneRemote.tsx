// Standalone mode: one remote alone on its own port, with its own store, router and theme, so a team can work
// on it without the shell. Only remotes' bootstrap files import this (through `@prohive/shared/standalone`);
// in the composed site the shell's providers are used and this module is never loaded.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

import { ToastContainer } from 'react-toastify';
import {
  BrowserRouter,
  GlobalStyle,
  Route,
  Routes,
  StoreProvider,
  ThemeModeProvider,
  createAppStore,
  type RemoteName,
  type RemoteRoute,
} from '@prohive/shared';
import { Loading } from '../Loading';
import { NotInThisRemote } from '../NotInThisRemote';

export interface StandaloneRemoteOptions {
  remote: RemoteName;
  routes: readonly RemoteRoute[];
  /** Where "back to this remote" leads from a path the remote does not own. */
  home: string;
}

export function mountStandaloneRemote({ remote, routes, home }: StandaloneRemoteOptions): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('Failed to find the root element');

  createRoot(root).render(
    <StrictMode>
      <StoreProvider store={createAppStore()}>
        <ThemeModeProvider>
          <GlobalStyle />
          <BrowserRouter>
            <Suspense fallback={<Loading />}>
              <Routes>
                {routes.map(({ path, Component }) => (
                  <Route key={path} path={path} element={<Component />} />
                ))}
                <Route path="*" element={<NotInThisRemote remote={remote} home={home} />} />
              </Routes>
            </Suspense>
          </BrowserRouter>
          <ToastContainer limit={1} />
        </ThemeModeProvider>
      </StoreProvider>
    </StrictMode>,
  );
}
