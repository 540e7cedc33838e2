import { configureStore } from '@reduxjs/toolkit';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { delay } from 'msw';
import { http, HttpResponse, server } from '../../testing/http';
import { api } from '../../api/apiSlice';
import { resetRuntimeConfig, setRuntimeConfig } from '../../config';
import popularPosts from '../__fixtures__/popularPosts';
import posts from '../__fixtures__/postsEmbedded';
import errors from '../__fixtures__/wpErrors';
import { blogApi, getBlogClient, useGetBlogPostsQuery } from '../blogEndpoints';
import { routeOf, type FakeRoute } from './fakeWordPress';

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/**
 * Serves `route` as the WordPress site behind the shared HTTP fake (MSW), so the blog client's real fetch runs;
 * returns the URLs it was asked for.
 */
function serveWordPress(route: FakeRoute): { urls: URL[] } {
  const urls: URL[] = [];
  server.use(
    http.all('https://blog.example.com/*', async ({ request }) => {
      const url = new URL(request.url);
      urls.push(url);
      const reply = route(url, {
        signal: request.signal,
        headers: Object.fromEntries(request.headers),
        credentials: 'omit',
        method: request.method === 'POST' ? 'POST' : 'GET',
      });
      if ('never' in reply) return delay('infinite');
      if ('networkError' in reply) return HttpResponse.error();
      const body = 'notJson' in reply ? reply.notJson : JSON.stringify(reply.body);
      return new Response(body, {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...('headers' in reply ? reply.headers : {}) },
      });
    }),
  );
  return { urls };
}

beforeEach(() => {
  setRuntimeConfig({ blogApiUrl: 'https://blog.example.com/wp-json' });
});

afterEach(() => {
  resetRuntimeConfig();
  jest.restoreAllMocks();
});

describe('blog endpoints on the shared api slice', () => {
  it('serves a page of posts from the configured WordPress, rewritten to this site', async () => {
    const fake = serveWordPress(() => ({
      body: posts,
      headers: { 'X-WP-Total': '3', 'X-WP-TotalPages': '1' },
    }));
    const store = makeStore();
    const result = await store.dispatch(blogApi.endpoints.getBlogPosts.initiate({ perPage: 8 }));

    expect(fake.urls[0]!.toString()).toMatch(/^https:\/\/blog\.example\.com\/wp-json\/wp\/v2\/posts\?/);
    expect(fake.urls[0]!.searchParams.get('per_page')).toBe('8');
    expect(result.data).toMatchObject({ totalPages: 1, total: 3, failed: false });
    expect(result.data?.posts[0]?.content).toContain(`href="${window.location.origin}/winter-checklist/"`);
  });

  it('delivers a failure as data (the §8 empty result), not as a query error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveWordPress(() => ({ networkError: 'Failed to fetch' }));
    const result = await makeStore().dispatch(blogApi.endpoints.getBlogPosts.initiate());
    expect(result.isError).toBe(false);
    expect(result.data).toEqual({ posts: [], totalPages: 0, total: 0, failed: true });
  });

  it('runs the popular-posts fallback chain behind the hook', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveWordPress((url) =>
      routeOf(url).startsWith('/wordpress-popular-posts')
        ? { status: 404, body: errors.noRoute }
        : url.searchParams.get('orderby') === 'comment_count'
          ? { status: 400, body: errors.orderbyNotInEnum }
          : { body: popularPosts },
    );
    const result = await makeStore().dispatch(blogApi.endpoints.getPopularPosts.initiate(2));
    expect(result.data?.map((post) => post.id)).toEqual(['350', '412']);
  });

  it('keys related posts by post id, category and limit only', async () => {
    const fake = serveWordPress(() => ({ body: [posts[1]] }));
    const store = makeStore();
    const related = blogApi.endpoints.getRelatedPosts;
    await store.dispatch(related.initiate({ post: { id: '412', categoryId: 7 } }));
    const wholePost = { id: '412', categoryId: 7, title: 'Why Your Pipes Freeze', content: '<p>…</p>' };
    await store.dispatch(related.initiate({ post: wholePost }));
    expect(fake.urls).toHaveLength(1);
    expect(fake.urls[0]!.searchParams.get('exclude')).toBe('412');

    await store.dispatch(related.initiate({ post: wholePost, limit: 2 }));
    expect(fake.urls).toHaveLength(2);
    expect(Object.keys(store.getState().api.queries)).toEqual([
      expect.stringMatching(/^getRelatedPosts\(/),
      expect.stringMatching(/^getRelatedPosts\(/),
    ]);
  });

  it('feeds the hook a homepage can use', async () => {
    serveWordPress(() => ({ body: posts, headers: { 'X-WP-Total': '3', 'X-WP-TotalPages': '1' } }));
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useGetBlogPostsQuery({ perPage: 8 }), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.posts).toHaveLength(3);
  });
});

describe('getBlogClient', () => {
  it('reuses one client while the configuration stays the same and rebuilds it when it changes', () => {
    const first = getBlogClient();
    expect(getBlogClient()).toBe(first);
    setRuntimeConfig({ blogApiUrl: 'https://other.example.com/wp-json' });
    expect(getBlogClient()).not.toBe(first);
  });
});
