// Test-only: an in-memory WordPress site answering the REST routes the blog reads, with WordPress's
// documented shapes (wp/v2 posts with `_embedded`, categories, WP_Error bodies, X-WP-Total headers, the
// WordPress Popular Posts route). Served through the shared HTTP fake (MSW); nothing here ships in the bundle.
import { http, HttpResponse, server } from '@prohive/shared/testing';

export const BLOG_ROOT = 'https://blog.example.com/wp-json';
const BLOG_ORIGIN = 'https://blog.example.com';

export interface FakeCategory {
  id: number;
  name: string;
  slug: string;
}

export interface FakePost {
  id: number;
  slug: string;
  title: string;
  /** Rendered HTML. */
  content?: string;
  /** Rendered HTML, as WordPress sends it (`<p>…</p>\n`). */
  excerpt?: string;
  categoryId?: number;
  /** Omitted: the author embed is WordPress's error object for a hidden author. */
  authorName?: string;
  /** UTC, `YYYY-MM-DDTHH:mm:ss` as in `date_gmt`. */
  dateGmt?: string;
  /** Omitted: no featured image (featured_media 0, no embed). */
  imageUrl?: string;
  /** `yoast_head_json`; omitted when the site has no Yoast SEO. */
  yoast?: Record<string, unknown>;
  /** Page views recorded by WordPress Popular Posts. */
  views?: number;
}

export interface FakeSiteOptions {
  posts: FakePost[];
  categories: FakeCategory[];
  /** Every request fails at the network level (the site is down). */
  down?: boolean;
  /** Only the posts/{id} route carries Yoast fields (a site whose list responses drop them). */
  yoastOnlyById?: boolean;
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

function wpError(status: number, code: string, message: string, params?: Record<string, string>): Reply {
  return { status, body: { code, message, data: params ? { status, params } : { status } } };
}

function categoryById(options: FakeSiteOptions, id: number | undefined): FakeCategory | undefined {
  return options.categories.find((category) => category.id === id);
}

/** A wp/v2 post as `?_embed` returns it. */
export function wpPostJson(
  post: FakePost,
  options: FakeSiteOptions,
  withYoast = true,
): Record<string, unknown> {
  const category = categoryById(options, post.categoryId);
  const link = `${BLOG_ORIGIN}/${post.slug}/`;
  const json: Record<string, unknown> = {
    id: post.id,
    date: (post.dateGmt ?? '2024-03-01T12:00:00').replace(/Z$/, ''),
    date_gmt: post.dateGmt ?? '2024-03-01T12:00:00',
    guid: { rendered: `${BLOG_ORIGIN}/?p=${post.id}` },
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link,
    title: { rendered: post.title },
    content: { rendered: post.content ?? `<p>${post.title}.</p>\n`, protected: false },
    excerpt: { rendered: post.excerpt ?? `<p>About ${post.title}.</p>\n`, protected: false },
    author: post.authorName ? 3 : 9,
    featured_media: post.imageUrl ? post.id + 1000 : 0,
    comment_status: 'open',
    sticky: false,
    format: 'standard',
    categories: category ? [category.id] : [],
    tags: [],
    _links: { self: [{ href: `${BLOG_ROOT}/wp/v2/posts/${post.id}` }] },
    _embedded: {
      author: [
        post.authorName
          ? { id: 3, name: post.authorName, slug: post.authorName.toLowerCase().replace(/\s+/g, '-') }
          : { code: 'rest_user_invalid_id', message: 'Invalid user ID.', data: { status: 404 } },
      ],
      ...(post.imageUrl
        ? {
            'wp:featuredmedia': [
              { id: post.id + 1000, media_type: 'image', mime_type: 'image/jpeg', source_url: post.imageUrl },
            ],
          }
        : {}),
      'wp:term': [
        category ? [{ id: category.id, name: category.name, slug: category.slug, taxonomy: 'category' }] : [],
        [],
      ],
    },
  };
  if (withYoast && post.yoast) json.yoast_head_json = post.yoast;
  return json;
}

/**
 * WordPress's `_fields` (rest_filter_response_fields): only the named top-level fields, in the post's own
 * order; `_embedded` survives only when named, as WordPress embeds under `_fields` only then.
 */
function withFields(json: Record<string, unknown>, url: URL): Record<string, unknown> {
  const raw = url.searchParams.get('_fields');
  if (raw === null) return json;
  const wanted = new Set(raw.split(',').map((field) => field.trim().split('.')[0]!));
  return Object.fromEntries(Object.entries(json).filter(([key]) => wanted.has(key)));
}

function matchesSearch(post: FakePost, term: string): boolean {
  const haystack = `${post.title} ${post.content ?? ''} ${post.excerpt ?? ''}`.toLowerCase();
  return term
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

function listPosts(url: URL, options: FakeSiteOptions): Reply {
  const query = url.searchParams;
  const perPage = Number(query.get('per_page') ?? 10);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
    return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): per_page', {
      per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
    });
  }
  const page = Number(query.get('page') ?? 1);
  const orderby = query.get('orderby');
  if (orderby && !['date', 'id', 'title', 'slug', 'relevance'].includes(orderby)) {
    return wpError(400, 'rest_invalid_param', 'Invalid parameter(s): orderby', {
      orderby:
        'orderby is not one of author, date, id, include, modified, parent, relevance, slug, include_slugs, and title.',
    });
  }
  let posts = [...options.posts].sort((a, b) => (b.dateGmt ?? '').localeCompare(a.dateGmt ?? ''));
  const slug = query.get('slug');
  if (slug) posts = posts.filter((post) => slug.split(',').includes(post.slug));
  const categories = query.get('categories');
  if (categories) {
    const ids = categories.split(',').map(Number);
    posts = posts.filter((post) => post.categoryId !== undefined && ids.includes(post.categoryId));
  }
  const exclude = query.get('exclude');
  if (exclude) posts = posts.filter((post) => !exclude.split(',').map(Number).includes(post.id));
  const search = query.get('search');
  if (search) posts = posts.filter((post) => matchesSearch(post, search));

  const total = posts.length;
  const totalPages = Math.ceil(total / perPage);
  if (page > totalPages && total > 0) {
    return wpError(
      400,
      'rest_post_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
    );
  }
  const slice = posts.slice((page - 1) * perPage, page * perPage);
  return {
    status: 200,
    body: slice.map((post) => withFields(wpPostJson(post, options, !options.yoastOnlyById), url)),
    headers: { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages) },
  };
}

function route(url: URL, options: FakeSiteOptions): Reply {
  const path = url.pathname.replace(/^\/wp-json/, '');
  if (path === '/wp/v2/posts') return listPosts(url, options);
  const single = /^\/wp\/v2\/posts\/(\d+)$/.exec(path);
  if (single) {
    const post = options.posts.find((candidate) => candidate.id === Number(single[1]));
    if (!post) return wpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
    const json = wpPostJson(post, options);
    if (url.searchParams.get('_fields') === 'yoast_head_json') {
      return { status: 200, body: post.yoast ? { yoast_head_json: post.yoast } : {} };
    }
    return { status: 200, body: json };
  }
  if (path === '/wp/v2/categories') {
    const counts = (id: number) => options.posts.filter((post) => post.categoryId === id).length;
    const hideEmpty = url.searchParams.get('hide_empty') === 'true';
    return {
      status: 200,
      body: options.categories
        .map((category) => ({
          ...category,
          count: counts(category.id),
          taxonomy: 'category',
          description: '',
        }))
        .filter((category) => !hideEmpty || category.count > 0),
    };
  }
  if (path === '/wordpress-popular-posts/v1/popular-posts') {
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const popular = options.posts
      .filter((post) => (post.views ?? 0) > 0)
      .sort((a, b) => (b.views ?? 0) - (a.views ?? 0))
      .slice(0, limit)
      .map((post) => withFields({ ...wpPostJson(post, options), pageviews: post.views }, url));
    return { status: 200, body: popular };
  }
  return wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
}

export interface FakeWordPress {
  /** Every URL asked for, in order. */
  urls: URL[];
  /** Requests to one REST route (`/wp/v2/posts`), for asserting parameters. */
  requestsTo(path: string): URL[];
  /** Bodies of the view reports POSTed to the Popular Posts logger, in order. */
  viewReports: string[];
  /** Changes what the site holds or whether it is up, for the requests that follow. */
  update(changes: Partial<FakeSiteOptions>): void;
}

/** Serves the fake site at BLOG_ORIGIN for the current test (the shared server drops it after the test). */
export function installFakeWordPress(initial: FakeSiteOptions): FakeWordPress {
  let options = initial;
  const urls: URL[] = [];
  const viewReports: string[] = [];
  server.use(
    http.all(`${BLOG_ORIGIN}/*`, async ({ request }) => {
      const url = new URL(request.url);
      urls.push(url);
      if (options.down) return HttpResponse.error();
      if (request.method === 'POST') {
        viewReports.push(await request.text());
        return new Response(JSON.stringify('OK.'), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      const reply = route(url, options);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json; charset=UTF-8', ...reply.headers },
      });
    }),
  );
  return {
    urls,
    viewReports,
    requestsTo: (path) => urls.filter((url) => url.pathname === `/wp-json${path}`),
    update: (changes) => {
      options = { ...options, ...changes };
    },
  };
}
