import { Suspense } from 'react';
import { Route, Routes } from '@prohive/shared';
import { Loading } from '@prohive/ui';
import { SiteLayout } from './layout/SiteLayout';
import { SHELL_ROUTES } from './routes';
import { StartupEffects } from './startup/StartupEffects';
import { LazyAppToasts } from './toasts/LazyAppToasts';

/** The site: layout around the routed page, start-up effects and the app-wide toasts. */
export function App() {
  return (
    <>
      <StartupEffects />
      <SiteLayout>
        <Suspense fallback={<Loading />}>
          <Routes>
            {SHELL_ROUTES.map(({ path, Component }) => (
              <Route key={path} path={path} element={<Component />} />
            ))}
          </Routes>
        </Suspense>
      </SiteLayout>
      <LazyAppToasts />
    </>
  );
}
