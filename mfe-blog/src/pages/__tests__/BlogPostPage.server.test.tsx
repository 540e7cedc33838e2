/**
 * @jest-environment node
 */
// The article as the shell's server renders it: no DOM, the post query sanitising with the server build's
// `sanitizeContent` (sanitizeContent.server.ts, which webpack's server build resolves first; mapped the same
// way here). If the server stopped sanitising, the payload would be in this HTML.
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import {
  MemoryRouter,
  Route,
  Routes,
  SiteOriginContext,
  StoreProvider,
  lightTheme,
  resetRuntimeConfig,
  setRuntimeConfig,
} from '@prohive/shared';
import { createTestStore } from '@prohive/shared/testing';
import { articleApi } from '../../lib/api/articleEndpoints';
import { blogSite, HOSTILE_POST } from '../../testing/blogFixtures';
import { BLOG_ROOT, installFakeWordPress } from '../../testing/fakeWordPress';
import { EXECUTABLE_MARKUP } from '../../testing/hostileHtml';
import BlogPostPage from '../BlogPostPage';

jest.mock('../../lib/sanitizeContent', () => jest.requireActual<object>('../../lib/sanitizeContent.server'));

const SITE = 'https://www.prohive.test';

beforeEach(() => {
  setRuntimeConfig({ blogApiUrl: BLOG_ROOT, siteOrigin: SITE });
  installFakeWordPress(blogSite());
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  resetRuntimeConfig();
  jest.restoreAllMocks();
});

async function serverRender(slug: string) {
  const store = createTestStore();
  // The shell's server waits for the page's queries and renders again; the data is all this needs of it.
  const post = await store.dispatch(articleApi.endpoints.getBlogPostBySlug.initiate(slug));
  const html = renderToString(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[`/blog/${slug}`]}>
        <ThemeProvider theme={lightTheme}>
          <SiteOriginContext.Provider value={SITE}>
            <Routes>
              <Route path="/blog/:slug" element={<BlogPostPage />} />
            </Routes>
          </SiteOriginContext.Provider>
        </ThemeProvider>
      </MemoryRouter>
    </StoreProvider>,
  );
  return { html, content: post.data?.content ?? '' };
}

describe('an article rendered on the server', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined');
  });

  it('carries the sanitised body in the HTML, the same string the browser gets in its state', async () => {
    const { html, content } = await serverRender(HOSTILE_POST.slug);
    const body = /<div[^>]*data-testid="post-content"[^>]*>([\s\S]*?)<\/div><footer/.exec(html)?.[1];
    expect(body).toBe(content);
    expect(body).toContain('<p>Start with the windows.</p>');
    expect(body).toContain(
      '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">Outside</a>',
    );
  });

  it('keeps a hostile post inert: no scripts, handlers, frames, styles, forms or javascript: URLs', async () => {
    const { html, content } = await serverRender(HOSTILE_POST.slug);
    expect(content).not.toMatch(EXECUTABLE_MARKUP);
    expect(html).not.toContain('__blogPwned');
  });
});
