import { StrictMode, useEffect } from 'react';
import type { ReactNode } from 'react';
import {
  BrowserRouter,
  RenderTimeContext,
  ServerHeadContext,
  SiteOriginContext,
  ViewportHintContext,
  StaticRouter,
  StoreProvider,
  ThemeModeProvider,
} from '@prohive/shared';
import type { AppStore, RootState, ServerHead } from '@prohive/shared';
import { App } from './App';
import { RemoteRegistryContext } from './federation/RemoteRegistryContext';
import type { AreaLoader } from './federation/remoteRegistry';

export interface SiteRootProps {
  store: AppStore;
  areas: AreaLoader;
  /** Server only: the requested URL (path and query). The browser routes from its own location. */
  location?: string;
  /** Server only: the request's public origin and the collector of the page's head. */
  origin?: string;
  head?: ServerHead;
  /** The server's guess of phone or desktop, on the server and while hydrating its HTML. */
  viewport?: 'mobile' | 'desktop';
  /** When the server rendered the page (epoch ms), on the server and while hydrating: relative times use it. */
  renderedAt?: number;
  /** Browser only: the page is hydrating server HTML (drawn in the default theme, signed out). */
  hydrating?: boolean;
  /**
   * Browser only, while hydrating: the store's state as the server drew the page (signed out, its data).
   * Whatever hydrates reads this rather than the live state — a lazily loaded page can hydrate after the
   * visitor's session has been applied, and must still meet the server's HTML; React then re-renders it with
   * the live state.
   */
  serverState?: RootState;
  /** Browser only: runs once after the first commit, i.e. when hydration has finished. */
  onMounted?: () => void;
}

function AfterFirstCommit({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => {
    onMounted?.();
    // Only the first commit counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** The whole site's tree, the same on the server and in the browser, so hydration meets the same markup. */
export function SiteRoot({
  store,
  areas,
  location,
  origin,
  head,
  viewport,
  renderedAt,
  hydrating = false,
  serverState,
  onMounted,
}: SiteRootProps) {
  const site: ReactNode = (
    <ViewportHintContext.Provider value={viewport ?? null}>
      <RenderTimeContext.Provider value={renderedAt ?? null}>
        <SiteOriginContext.Provider value={origin ?? null}>
          <ServerHeadContext.Provider value={head ?? null}>
            <RemoteRegistryContext.Provider value={areas}>
              <App />
              <AfterFirstCommit onMounted={onMounted} />
            </RemoteRegistryContext.Provider>
          </ServerHeadContext.Provider>
        </SiteOriginContext.Provider>
      </RenderTimeContext.Provider>
    </ViewportHintContext.Provider>
  );
  return (
    <StrictMode>
      <StoreProvider store={store} serverState={serverState}>
        <ThemeModeProvider hydrating={hydrating}>
          {location === undefined ? (
            <BrowserRouter>{site}</BrowserRouter>
          ) : (
            <StaticRouter location={location}>{site}</StaticRouter>
          )}
        </ThemeModeProvider>
      </StoreProvider>
    </StrictMode>
  );
}
