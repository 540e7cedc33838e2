import categories from '../__fixtures__/categories';
import popularPosts from '../__fixtures__/popularPosts';
import posts from '../__fixtures__/postsEmbedded';
import yoastFields from '../__fixtures__/postYoastFields';
import errors from '../__fixtures__/wpErrors';
import { createBlogClient, type BlogClientOptions } from '../client';
import { fakeWordPress, recordingLogger, routeOf, type FakeRoute } from './fakeWordPress';

const REST_ROOT = 'https://blog.example.com/wp-json';
const SITE = 'https://www.prohive.test';
const EMBED = 'author,wp:featuredmedia,wp:term';
// What a card shows, with the two keys WordPress needs to embed under `_fields`.
const CARD_FIELDS = 'id,slug,date,date_gmt,title,excerpt,categories,_links,_embedded';

function setup(route: FakeRoute, options: Partial<BlogClientOptions> = {}) {
  const fetchImpl = fakeWordPress(route);
  const logger = recordingLogger();
  const client = createBlogClient({ baseUrl: REST_ROOT, siteOrigin: SITE, fetchImpl, logger, ...options });
  return { client, fetchImpl, logger };
}

const listHeaders = { 'X-WP-Total': '23', 'X-WP-TotalPages': '3' };

describe('getPosts', () => {
  it('asks for page 1 of 10 embedded posts by default and reads the totals from the headers', async () => {
    const { client, fetchImpl, logger } = setup(() => ({ body: posts, headers: listHeaders }));
    const page = await client.getPosts();

    const url = fetchImpl.urls[0]!;
    expect(`${url.origin}${url.pathname}`).toBe('https://blog.example.com/wp-json/wp/v2/posts');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      _embed: EMBED,
      _fields: CARD_FIELDS,
      page: '1',
      per_page: '10',
    });
    expect(page.posts.map((post) => post.id)).toEqual(['412', '398', '377']);
    expect(page).toMatchObject({ totalPages: 3, total: 23, failed: false });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('reads without cookies and asks for JSON', async () => {
    const { client, fetchImpl } = setup(() => ({ body: [] }));
    await client.getPosts();
    expect(fetchImpl.inits[0]).toMatchObject({
      credentials: 'omit',
      headers: { Accept: 'application/json' },
    });
  });

  it('passes page, per_page, categories and search the way WordPress takes them', async () => {
    const { client, fetchImpl } = setup(() => ({
      body: [],
      headers: { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' },
    }));
    await client.getPosts({ page: 2, perPage: 8, categories: [7, 11], search: '  frozen pipes ' });
    expect(Object.fromEntries(fetchImpl.urls[0]!.searchParams)).toEqual({
      _embed: EMBED,
      _fields: CARD_FIELDS,
      page: '2',
      per_page: '8',
      categories: '7,11',
      search: 'frozen pipes',
    });
  });

  it('never sends values WordPress rejects: per_page stays within 1–100, page at least 1', async () => {
    const { client, fetchImpl } = setup(() => ({ body: [] }));
    await client.getPosts({ page: 0, perPage: 500 });
    await client.getPosts({ page: 2.7, perPage: 0, search: '   ', categories: [7, -1, 1.5] });
    expect(Object.fromEntries(fetchImpl.urls[0]!.searchParams)).toMatchObject({ page: '1', per_page: '100' });
    expect(Object.fromEntries(fetchImpl.urls[1]!.searchParams)).toEqual({
      _embed: EMBED,
      _fields: CARD_FIELDS,
      page: '2',
      per_page: '1',
      categories: '7',
    });
  });

  it('does not ask at all when every category id given is invalid', async () => {
    const { client, fetchImpl, logger } = setup(() => ({ body: posts }));
    expect(await client.getPosts({ categories: [0, -3] })).toEqual({
      posts: [],
      totalPages: 0,
      total: 0,
      failed: false,
    });
    expect(fetchImpl.urls).toHaveLength(0);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('turns the 400 for a page past the end into the empty result, logged as expected', async () => {
    const { client, logger } = setup(() => ({ status: 400, body: errors.invalidPageNumber }));
    expect(await client.getPosts({ page: 99 })).toEqual({
      posts: [],
      totalPages: 0,
      total: 0,
      failed: false,
    });
    expect(logger.warn).toHaveBeenCalledWith(
      '[blog] Could not load posts',
      expect.objectContaining({ status: 400, code: 'rest_post_invalid_page_number' }),
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs a server error and returns the empty result marked as failed', async () => {
    const { client, logger } = setup(() => ({ status: 500, body: errors.internalError }));
    expect(await client.getPosts()).toEqual({ posts: [], totalPages: 0, total: 0, failed: true });
    expect(logger.error).toHaveBeenCalledWith(
      '[blog] Could not load posts',
      expect.objectContaining({ status: 500, code: 'internal_server_error' }),
    );
  });

  it('logs a network failure and returns the empty result', async () => {
    const { client, logger } = setup(() => ({ networkError: 'Failed to fetch' }));
    expect(await client.getPosts()).toEqual({ posts: [], totalPages: 0, total: 0, failed: true });
    expect(logger.error).toHaveBeenCalledWith(
      '[blog] Could not load posts',
      expect.objectContaining({ status: null, code: 'network', message: 'Failed to fetch' }),
    );
  });

  it('treats a 200 that is not a JSON list (an HTML error page, an object) as a failure', async () => {
    const html = setup(() => ({ notJson: '<!DOCTYPE html><html><body>Maintenance</body></html>' }));
    expect(await html.client.getPosts()).toMatchObject({ posts: [], failed: true });
    expect(html.logger.error).toHaveBeenCalledWith(
      '[blog] Could not load posts',
      expect.objectContaining({ code: 'bad_json' }),
    );

    const object = setup(() => ({ body: { posts } }));
    expect(await object.client.getPosts()).toMatchObject({ posts: [], failed: true });
    expect(object.logger.error).toHaveBeenCalledWith(
      '[blog] Could not load posts',
      expect.objectContaining({ code: 'unexpected_body' }),
    );
  });

  it('skips list items that are not posts and keeps the rest', async () => {
    const { client } = setup(() => ({ body: [null, { code: 'rest_forbidden' }, posts[0]] }));
    expect((await client.getPosts()).posts.map((post) => post.id)).toEqual(['412']);
  });

  it('copes with missing or malformed total headers', async () => {
    const missing = setup(() => ({ body: posts }));
    expect(await missing.client.getPosts({ page: 2, perPage: 10 })).toMatchObject({
      totalPages: 2,
      total: 13,
    });

    const malformed = setup(() => ({ body: [], headers: { 'X-WP-TotalPages': 'lots', 'X-WP-Total': '-4' } }));
    expect(await malformed.client.getPosts()).toMatchObject({ totalPages: 0, total: 0 });

    const padded = setup(() => ({ body: posts, headers: { 'x-wp-totalpages': ' 7 ', 'x-wp-total': '61' } }));
    expect(await padded.client.getPosts()).toMatchObject({ totalPages: 7, total: 61 });
  });

  it('gives up after the timeout and logs it', async () => {
    jest.useFakeTimers();
    try {
      const { client, logger } = setup(() => ({ never: true }), { timeoutMs: 5000 });
      const pending = client.getPosts();
      await jest.advanceTimersByTimeAsync(5000);
      expect(await pending).toMatchObject({ posts: [], failed: true });
      expect(logger.error).toHaveBeenCalledWith(
        '[blog] Could not load posts',
        expect.objectContaining({ code: 'timeout' }),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops quietly when the caller cancels', async () => {
    const controller = new AbortController();
    const { client, logger } = setup(() => ({ never: true }));
    const pending = client.getPosts({}, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ posts: [] });
    expect(logger.error).not.toHaveBeenCalled();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('does not even ask when the caller has already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, fetchImpl } = setup(() => ({ body: posts }));
    await client.getPosts({}, { signal: controller.signal });
    expect(fetchImpl.urls).toHaveLength(0);
  });
});

describe('REST roots', () => {
  it('resolves a relative root against the site and then has nothing to rewrite', async () => {
    const { client, fetchImpl } = setup(() => ({ body: posts }), { baseUrl: '/api/wp-json/' });
    const page = await client.getPosts();
    expect(fetchImpl.urls[0]!.toString()).toMatch(
      /^https:\/\/www\.prohive\.test\/api\/wp-json\/wp\/v2\/posts\?/,
    );
    // The links point at blog.example.com, which is not this source's host, so they stay as they are.
    expect(page.posts[0]!.content).toContain('href="https://blog.example.com/winter-checklist/"');
  });

  it('supports the ?rest_route= form of sites without pretty permalinks', async () => {
    const { client, fetchImpl } = setup(() => ({ body: [] }), {
      baseUrl: 'https://blog.example.com/?rest_route=/',
    });
    await client.getPosts({ page: 3 });
    const url = fetchImpl.urls[0]!;
    expect(url.pathname).toBe('/');
    expect(url.searchParams.get('rest_route')).toBe('/wp/v2/posts');
    expect(url.searchParams.get('page')).toBe('3');
  });

  it('rewrites links of a separately configured blog host', async () => {
    const { client } = setup(() => ({ body: posts }), {
      baseUrl: 'https://api.example.com/wp-json',
      blogOrigin: 'https://blog.example.com',
    });
    expect((await client.getPosts()).posts[0]!.content).toContain(
      'href="https://www.prohive.test/winter-checklist/"',
    );
  });

  it('logs an unusable root and returns empty results without fetching', async () => {
    const { client, fetchImpl, logger } = setup(() => ({ body: posts }), { baseUrl: 'http://' });
    expect(await client.getPosts()).toMatchObject({ posts: [], failed: true });
    expect(await client.getCategories()).toEqual([]);
    expect(fetchImpl.urls).toHaveLength(0);
    expect(logger.error).toHaveBeenCalledWith(
      '[blog] Could not load posts',
      expect.objectContaining({ code: 'bad_config' }),
    );
  });
});

describe('getPostMeta', () => {
  it('asks for the post with only the yoast_head_json field', async () => {
    const { client, fetchImpl } = setup(() => ({ body: yoastFields }));
    const meta = await client.getPostMeta('398');
    const url = fetchImpl.urls[0]!;
    expect(routeOf(url)).toBe('/wp/v2/posts/398');
    expect(Object.fromEntries(url.searchParams)).toEqual({ _fields: 'yoast_head_json' });
    expect(meta).toMatchObject({
      canonical: 'https://www.prohive.test/hiring-an-electrician/',
      robots: { index: true, follow: false },
    });
  });

  it('returns null when Yoast is not installed (WordPress answers {})', async () => {
    const { client } = setup(() => ({ body: {} }));
    expect(await client.getPostMeta(398)).toBeNull();
  });

  it('returns null and logs for an unknown post', async () => {
    const { client, logger } = setup(() => ({ status: 404, body: errors.invalidPostId }));
    expect(await client.getPostMeta(9999)).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('9999'),
      expect.objectContaining({ code: 'rest_post_invalid_id' }),
    );
  });

  it('refuses ids that are not post ids without asking', async () => {
    const { client, fetchImpl } = setup(() => ({ body: yoastFields }));
    expect(await client.getPostMeta('../users')).toBeNull();
    expect(await client.getPostMeta(0)).toBeNull();
    expect(fetchImpl.urls).toHaveLength(0);
  });
});

describe('getPostBySlug', () => {
  it('asks for embedded posts with that slug and maps the first', async () => {
    const { client, fetchImpl } = setup(() => ({ body: [posts[0]] }));
    const post = await client.getPostBySlug('why-pipes-freeze');
    expect(Object.fromEntries(fetchImpl.urls[0]!.searchParams)).toEqual({
      _embed: EMBED,
      slug: 'why-pipes-freeze',
    });
    expect(post).toMatchObject({ id: '412', seo: expect.objectContaining({ ogType: 'article' }) });
  });

  it('returns null for an unknown slug (WordPress answers [])', async () => {
    const { client } = setup(() => ({ body: [] }));
    expect(await client.getPostBySlug('nope')).toBeNull();
  });

  it('returns null and logs on failure, and never asks for an empty slug', async () => {
    const { client, fetchImpl, logger } = setup(() => ({ networkError: 'offline' }));
    expect(await client.getPostBySlug('why-pipes-freeze')).toBeNull();
    expect(logger.error).toHaveBeenCalled();
    expect(await client.getPostBySlug('  ')).toBeNull();
    expect(fetchImpl.urls).toHaveLength(1);
  });
});

describe('getCategories', () => {
  it('asks for up to 100 non-empty categories and maps them', async () => {
    const { client, fetchImpl } = setup(() => ({ body: categories }));
    const list = await client.getCategories();
    expect(routeOf(fetchImpl.urls[0]!)).toBe('/wp/v2/categories');
    expect(Object.fromEntries(fetchImpl.urls[0]!.searchParams)).toEqual({
      per_page: '100',
      hide_empty: 'true',
    });
    expect(list.map((category) => category.name)).toEqual([
      'Electrical',
      'Plumbing & Heating',
      'Uncategorized',
    ]);
  });

  it('returns no categories and logs on failure', async () => {
    const { client, logger } = setup(() => ({ status: 404, body: errors.noRoute }));
    expect(await client.getCategories()).toEqual([]);
    expect(logger.error).toHaveBeenCalled();
  });
});

describe('getRelatedPosts', () => {
  it('asks for 4 posts of the same category excluding the post itself', async () => {
    const { client, fetchImpl } = setup(() => ({ body: [posts[1], posts[2]] }));
    const related = await client.getRelatedPosts({ id: '412', categoryId: 7 });
    expect(Object.fromEntries(fetchImpl.urls[0]!.searchParams)).toEqual({
      _embed: EMBED,
      _fields: CARD_FIELDS,
      categories: '7',
      exclude: '412',
      per_page: '4',
    });
    expect(related.map((post) => post.id)).toEqual(['398', '377']);
  });

  it('drops the current post even if the source ignores exclude, and honours the limit', async () => {
    const { client, fetchImpl } = setup(() => ({ body: posts }));
    const related = await client.getRelatedPosts({ id: '412', categoryId: 7 }, 1);
    expect(fetchImpl.urls[0]!.searchParams.get('per_page')).toBe('1');
    expect(related.map((post) => post.id)).toEqual(['398']);
  });

  it('returns nothing for a post without a category, without asking', async () => {
    const { client, fetchImpl } = setup(() => ({ body: posts }));
    expect(await client.getRelatedPosts({ id: '377', categoryId: null })).toEqual([]);
    expect(fetchImpl.urls).toHaveLength(0);
  });

  it('returns nothing and logs on failure', async () => {
    const { client, logger } = setup(() => ({ status: 503, body: undefined }));
    expect(await client.getRelatedPosts({ id: '412', categoryId: 7 })).toEqual([]);
    expect(logger.error).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ status: 503, code: 'http_503' }),
    );
  });
});

describe('getPopularPosts', () => {
  const byRoute =
    (answers: {
      plugin: () => ReturnType<FakeRoute>;
      byComments: () => ReturnType<FakeRoute>;
      latest: () => ReturnType<FakeRoute>;
    }): FakeRoute =>
    (url) => {
      if (routeOf(url) === '/wordpress-popular-posts/v1/popular-posts') return answers.plugin();
      if (url.searchParams.get('orderby') === 'comment_count') return answers.byComments();
      return answers.latest();
    };

  it("uses the plugin's list, asking for 4 over the last 30 days", async () => {
    const { client, fetchImpl } = setup(
      byRoute({
        plugin: () => ({ body: popularPosts }),
        byComments: () => ({ body: [] }),
        latest: () => ({ body: [] }),
      }),
    );
    const popular = await client.getPopularPosts();
    expect(fetchImpl.urls).toHaveLength(1);
    expect(Object.fromEntries(fetchImpl.urls[0]!.searchParams)).toEqual({
      limit: '4',
      range: 'last30days',
      _embed: EMBED,
      _fields: CARD_FIELDS,
    });
    expect(popular.map((post) => post.id)).toEqual(['350', '412']);
  });

  it('falls back from a missing plugin (404) to comment order, which stock WordPress rejects (400), to the latest posts', async () => {
    const { client, fetchImpl, logger } = setup(
      byRoute({
        plugin: () => ({ status: 404, body: errors.noRoute }),
        byComments: () => ({ status: 400, body: errors.orderbyNotInEnum }),
        latest: () => ({ body: posts }),
      }),
    );
    const popular = await client.getPopularPosts(3);

    expect(fetchImpl.urls.map((url) => `${routeOf(url)}?${url.searchParams.toString()}`)).toEqual([
      `/wordpress-popular-posts/v1/popular-posts?limit=3&range=last30days&_embed=${encodeURIComponent(EMBED)}&_fields=${encodeURIComponent(CARD_FIELDS)}`,
      `/wp/v2/posts?_embed=${encodeURIComponent(EMBED)}&_fields=${encodeURIComponent(CARD_FIELDS)}&orderby=comment_count&order=desc&per_page=3`,
      `/wp/v2/posts?_embed=${encodeURIComponent(EMBED)}&_fields=${encodeURIComponent(CARD_FIELDS)}&per_page=3`,
    ]);
    expect(popular.map((post) => post.id)).toEqual(['412', '398', '377']);
    expect(logger.warn).toHaveBeenCalledWith(
      '[blog] Popular posts plugin unavailable',
      expect.objectContaining({ code: 'rest_no_route' }),
    );
    expect(logger.warn).toHaveBeenCalledWith(
      '[blog] Posts by comment count unavailable',
      expect.objectContaining({ code: 'rest_invalid_param' }),
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('remembers definite refusals, so the next call goes straight to the latest posts', async () => {
    const { client, fetchImpl } = setup(
      byRoute({
        plugin: () => ({ status: 404, body: errors.noRoute }),
        byComments: () => ({ status: 400, body: errors.orderbyNotInEnum }),
        latest: () => ({ body: posts }),
      }),
    );
    await client.getPopularPosts();
    await client.getPopularPosts();
    expect(fetchImpl.urls).toHaveLength(4);
    expect(fetchImpl.urls[3]!.searchParams.has('orderby')).toBe(false);
  });

  it('uses comment order on sites that allow it', async () => {
    const { client, fetchImpl } = setup(
      byRoute({
        plugin: () => ({ networkError: 'connection reset' }),
        byComments: () => ({ body: [posts[2]] }),
        latest: () => ({ body: posts }),
      }),
    );
    expect((await client.getPopularPosts()).map((post) => post.id)).toEqual(['377']);
    expect(fetchImpl.urls).toHaveLength(2);
  });

  it('falls back when the plugin has no views recorded yet (an empty list)', async () => {
    const { client } = setup(
      byRoute({
        plugin: () => ({ body: [] }),
        byComments: () => ({ status: 400, body: errors.orderbyNotInEnum }),
        latest: () => ({ body: [posts[0]] }),
      }),
    );
    expect((await client.getPopularPosts()).map((post) => post.id)).toEqual(['412']);
  });

  it('retries the plugin next time after a transient failure', async () => {
    let pluginCalls = 0;
    const { client } = setup(
      byRoute({
        plugin: () => {
          pluginCalls += 1;
          return pluginCalls === 1 ? { status: 502, body: undefined } : { body: popularPosts };
        },
        byComments: () => ({ status: 400, body: errors.orderbyNotInEnum }),
        latest: () => ({ body: posts }),
      }),
    );
    await client.getPopularPosts();
    expect((await client.getPopularPosts()).map((post) => post.id)).toEqual(['350', '412']);
  });

  it('returns nothing and logs when every source fails', async () => {
    const { client, logger } = setup(() => ({ networkError: 'Failed to fetch' }));
    expect(await client.getPopularPosts()).toEqual([]);
    expect(logger.error).toHaveBeenCalledWith(
      '[blog] Could not load latest posts',
      expect.objectContaining({ code: 'network' }),
    );
  });

  it('stops the chain when the caller cancels', async () => {
    const controller = new AbortController();
    const { client, fetchImpl } = setup(() => ({ never: true }));
    const pending = client.getPopularPosts(4, { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual([]);
    expect(fetchImpl.urls).toHaveLength(1);
  });
});

describe('reportView', () => {
  it("posts the post id to the plugin's view logger, form-encoded", async () => {
    const { client, fetchImpl } = setup(() => ({ status: 201, body: 'OK.' }));
    await expect(client.reportView(412)).resolves.toBe(true);
    expect(routeOf(fetchImpl.urls[0]!)).toBe('/wordpress-popular-posts/v1/popular-posts');
    expect(fetchImpl.inits[0]).toMatchObject({
      method: 'POST',
      body: 'wpp_id=412',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  });

  it('answers false and warns when the view cannot be counted', async () => {
    const { client, logger } = setup(() => ({ status: 404, body: errors.noRoute }));
    await expect(client.reportView(412)).resolves.toBe(false);
    expect(logger.warn).toHaveBeenCalledWith('[blog] Could not report a post view', expect.anything());
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('answers false when the site is unreachable', async () => {
    const { client } = setup(() => ({ networkError: 'Failed to fetch' }));
    await expect(client.reportView('9')).resolves.toBe(false);
  });
});
