// The header and footer are lazy chunks in the browser (layout/chrome.tsx). A server-rendered page must
// hydrate with them whether or not their chunk has arrived, with the server's markup kept meanwhile and no
// hydration error; and a width crossing the breakpoint brings the other variant.
import { act } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { MemoryRouter, StoreProvider, ThemeModeProvider, ViewportHintContext } from '@prohive/shared';
import { createTestStore, http, HttpResponse, server } from '@prohive/shared/testing';
import { preloadChrome } from '../chrome';
import { SiteLayout } from '../SiteLayout';

// Rendering the server's HTML here uses the server build's twin; the browser's render uses the lazy parts.
type PartName = 'DesktopHeader' | 'SiteFooter' | 'MobileHeader' | 'MobileTabBar';
type Parts = Record<PartName, ComponentType>;

let renderingOnServer = false;
jest.mock('../chrome', () => {
  const browser = jest.requireActual<Parts & { preloadChrome: unknown }>('../chrome');
  const server = jest.requireActual<Parts>('../chrome.server');
  const part = (name: PartName) => {
    const Part = () => {
      const Chosen = mockOnServer() ? server[name] : browser[name];
      return <Chosen />;
    };
    return Part;
  };
  return {
    preloadChrome: browser.preloadChrome,
    DesktopHeader: part('DesktopHeader'),
    SiteFooter: part('SiteFooter'),
    MobileHeader: part('MobileHeader'),
    MobileTabBar: part('MobileTabBar'),
  };
});
function mockOnServer() {
  return renderingOnServer;
}

function Page({ viewport, children }: { viewport: 'mobile' | 'desktop'; children?: ReactNode }) {
  return (
    <StoreProvider store={createTestStore()}>
      <ThemeModeProvider hydrating>
        <MemoryRouter initialEntries={['/']}>
          <ViewportHintContext.Provider value={viewport}>
            <SiteLayout>{children ?? <h1>Page</h1>}</SiteLayout>
          </ViewportHintContext.Provider>
        </MemoryRouter>
      </ThemeModeProvider>
    </StoreProvider>
  );
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

let root: Root | undefined;
let errors: jest.SpyInstance;
beforeEach(() => {
  server.use(http.all('*', () => HttpResponse.json({ message: 'offline' }, { status: 503 })));
  errors = jest.spyOn(console, 'error');
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  errors.mockRestore();
});

function serveAndHydrate(viewport: 'mobile' | 'desktop'): HTMLElement {
  renderingOnServer = true;
  const html = renderToString(<Page viewport={viewport} />);
  renderingOnServer = false;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, <Page viewport={viewport} />, {
      onRecoverableError: (error) => console.error(error),
    });
  });
  return container;
}

describe('the lazy header and footer', () => {
  it('keep the server HTML while their chunk is on its way, then hydrate it in place', async () => {
    // Nothing preloaded: the desktop chunk is requested by hydration itself.
    setWidth(1280);
    serveAndHydrate('desktop');
    const header = screen.getByTestId('desktop-header');
    const footer = screen.getByTestId('site-footer');
    expect(hydrated(header)).toBe(false);
    await act(() => preloadChrome('desktop', false));
    // The same elements, now React's: hydrated, not replaced by a client render.
    expect(screen.getByTestId('desktop-header')).toBe(header);
    expect(screen.getByTestId('site-footer')).toBe(footer);
    expect(hydrated(header)).toBe(true);
    expect(hydrated(footer)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrate at once, without suspending, when preloaded before hydrating', async () => {
    setWidth(390);
    await preloadChrome('mobile', true);
    serveAndHydrate('mobile');
    expect(hydrated(screen.getByTestId('mobile-header'))).toBe(true);
    expect(hydrated(screen.getByTestId('mobile-tab-bar'))).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('switch to the other variant when the width crosses the breakpoint', async () => {
    setWidth(390);
    serveAndHydrate('mobile');
    expect(screen.getByTestId('mobile-tab-bar')).toBeInTheDocument();
    setWidth(1280);
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
      await preloadChrome(undefined, false);
    });
    expect(await screen.findByTestId('desktop-header')).toBeInTheDocument();
    expect(screen.getByTestId('site-footer')).toBeInTheDocument();
    expect(screen.queryByTestId('mobile-header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mobile-tab-bar')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });
});
