// Test-only: renders the remote's routes at a URL inside the providers the shell gives it, against the
// fake WordPress, and exposes the current location so tests can follow navigation.
import { Suspense } from 'react';
import { Route, Routes, useLocation } from '@prohive/shared';
import { resetRuntimeConfig, setRuntimeConfig } from '@prohive/shared';
import { renderWithProviders } from '@prohive/shared/testing';
import { routes } from '../routes';
import { BLOG_ROOT, installFakeWordPress, type FakeSiteOptions, type FakeWordPress } from './fakeWordPress';

// The routes' pages are lazy modules, compiled on first import. Loading them before the tests means a test's
// queries wait on its own requests, not on compiling a page on a busy machine.
beforeAll(() =>
  Promise.all([
    import('../pages/BlogIndexPage'),
    import('../pages/BlogPostPage'),
    import('../pages/CategoryPage'),
    import('../pages/SearchPage'),
  ]),
);

export const location = { current: '' };

function LocationProbe() {
  const { pathname, search } = useLocation();
  location.current = `${pathname}${search}`;
  return null;
}

export function renderBlog(path: string) {
  return renderWithProviders(
    <Suspense fallback={<p>Loading…</p>}>
      <LocationProbe />
      <Routes>
        {routes.map(({ path: pattern, Component }) => (
          <Route key={pattern} path={pattern} element={<Component />} />
        ))}
        <Route path="*" element={<p>Outside the blog</p>} />
      </Routes>
    </Suspense>,
    { route: path },
  );
}

/**
 * Points the blog client at the fake site for each test and puts everything back afterwards. Console
 * warnings are silenced: the client logs WordPress's expected refusals (no such slug, page past the end).
 */
export function withFakeWordPress(site: () => FakeSiteOptions): { current: FakeWordPress } {
  const holder = {} as { current: FakeWordPress };
  beforeEach(() => {
    setRuntimeConfig({ blogApiUrl: BLOG_ROOT });
    holder.current = installFakeWordPress(site());
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    resetRuntimeConfig();
    jest.restoreAllMocks();
  });
  return holder;
}
