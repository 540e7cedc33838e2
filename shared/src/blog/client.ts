import {
  BLOG_LIMITS,
  BLOG_REQUEST_TIMEOUT_MS,
  WP_DEFAULT_PAGE,
  WP_DEFAULT_PER_PAGE,
  WP_MAX_PER_PAGE,
} from './constants';
import { mapWpCategory, mapWpPost, mapYoastHead, type BlogMappingContext } from './mapping';
import type { BlogCategory, BlogPost, BlogPostSeo, BlogPostsPage, BlogPostsQuery } from './types';
import { requestWp, wpUrl, type BlogFetch, type BlogLogger, type WpQuery, type WpResult } from './wpRequest';

export interface BlogClientOptions {
  /** The WordPress REST root (`https://blog.example.com/wp-json`), absolute or relative to `siteOrigin`. */
  baseUrl: string;
  /** The site's own origin (`window.location.origin`): links to the blog host are rewritten to it. */
  siteOrigin: string;
  /** The host whose links are rewritten, when it differs from the REST root's (an api subdomain, say). */
  blogOrigin?: string;
  /** Defaults to the global fetch. */
  fetchImpl?: BlogFetch;
  /** Defaults to the console. */
  logger?: BlogLogger;
  /** Per request; defaults to {@link BLOG_REQUEST_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Image for posts without a featured one; defaults to DEFAULT_BLOG_IMAGE. */
  defaultImage?: string;
}

export interface BlogCallOptions {
  /** Cancels the call (RTK Query passes one when a query is no longer wanted). */
  signal?: AbortSignal;
}

/**
 * The spec §7 blog calls. No method rejects: each failure is logged and becomes the §8 empty result (no
 * posts, zero pages, no categories, or null).
 */
export interface BlogClient {
  /**
   * Posts with embedded author, image and terms, only the fields a card shows (no `content`, no `seo`);
   * `page` 1 and `perPage` 10 by default.
   */
  getPosts(query?: BlogPostsQuery, options?: BlogCallOptions): Promise<BlogPostsPage>;
  /** Yoast search metadata of one post, read alone (`_fields=yoast_head_json`). */
  getPostMeta(id: string | number, options?: BlogCallOptions): Promise<BlogPostSeo | null>;
  getPostBySlug(slug: string, options?: BlogCallOptions): Promise<BlogPost | null>;
  getCategories(options?: BlogCallOptions): Promise<BlogCategory[]>;
  /** Posts sharing the post's category, the post itself excluded; 4 by default. */
  getRelatedPosts(
    post: Pick<BlogPost, 'id' | 'categoryId'>,
    limit?: number,
    options?: BlogCallOptions,
  ): Promise<BlogPost[]>;
  /** WordPress Popular Posts' list, else most-commented posts, else the latest; 4 by default. */
  getPopularPosts(limit?: number, options?: BlogCallOptions): Promise<BlogPost[]>;
  /**
   * Tells WordPress Popular Posts that a post was read (its view logger: a form-encoded `wpp_id` POSTed to the
   * popular-posts route). Best effort: true when counted, false (logged as a warning) otherwise.
   */
  reportView(id: string | number): Promise<boolean>;
}

// Only the embeds the mapping reads (WordPress 5.4+); older versions treat any `_embed` value as "all".
const EMBED = 'author,wp:featuredmedia,wp:term';
/**
 * What a post card reads (mapWpPost without `content` and `yoast_head_json`): a list of full posts is mostly
 * article bodies nobody shows, and a server-rendered page carries its data twice (HTML and state). WordPress
 * embeds under `_fields` only when `_links` and `_embedded` are named too.
 */
const CARD_FIELDS = 'id,slug,date,date_gmt,title,excerpt,categories,_links,_embedded';
const POSTS = '/wp/v2/posts';
const CATEGORIES = '/wp/v2/categories';
const POPULAR_POSTS = '/wordpress-popular-posts/v1/popular-posts';
const POPULAR_RANGE = 'last30days';

const consoleLogger: BlogLogger = {
  warn: (message, detail) => console.warn(message, detail),
  error: (message, detail) => console.error(message, detail),
};

function emptyPage(failed: boolean): BlogPostsPage {
  return { posts: [], totalPages: 0, total: 0, failed };
}

function clampInteger(value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

function headerCount(headers: { get(name: string): string | null }, name: string): number | undefined {
  const raw = headers.get(name)?.trim();
  return raw && /^\d+$/.test(raw) ? Number.parseInt(raw, 10) : undefined;
}

function postId(id: string | number): number | undefined {
  const text = String(id).trim();
  const value = /^\d+$/.test(text) ? Number.parseInt(text, 10) : NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

function resolveRoot(baseUrl: string, siteOrigin: string): URL | null {
  try {
    return new URL(baseUrl, siteOrigin);
  } catch {
    return null;
  }
}

export function createBlogClient(options: BlogClientOptions): BlogClient {
  const logger = options.logger ?? consoleLogger;
  const fetchImpl: BlogFetch = options.fetchImpl ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? BLOG_REQUEST_TIMEOUT_MS;
  const root = resolveRoot(options.baseUrl, options.siteOrigin);
  const context: BlogMappingContext = {
    blogOrigin: options.blogOrigin ?? root?.origin ?? options.siteOrigin,
    siteOrigin: options.siteOrigin,
    defaultImage: options.defaultImage,
  };
  // Learned once per client, from definite refusals only, so later popular-post calls skip doomed requests.
  let popularPluginMissing = false;
  let commentOrderRejected = false;

  async function get(route: string, query: WpQuery, call: BlogCallOptions | undefined): Promise<WpResult> {
    if (!root) {
      return {
        ok: false,
        status: null,
        code: 'bad_config',
        message: `Invalid blog REST root "${options.baseUrl}"`,
      };
    }
    return requestWp(fetchImpl, wpUrl(root.toString(), route, query), { timeoutMs, signal: call?.signal });
  }

  function logFailure(what: string, result: Extract<WpResult, { ok: false }>, expected = false): void {
    if (result.code === 'aborted') return; // the caller stopped wanting it; nothing went wrong
    const detail = { status: result.status, code: result.code, message: result.message };
    if (expected) logger.warn(`[blog] ${what}`, detail);
    else logger.error(`[blog] ${what}`, detail);
  }

  function mapPosts(body: unknown): BlogPost[] | null {
    if (!Array.isArray(body)) return null;
    return body.map((item) => mapWpPost(item, context)).filter((post): post is BlogPost => post !== null);
  }

  /** A list of posts, or null when the request failed (already logged) or did not answer with a list. */
  async function listPosts(
    what: string,
    route: string,
    query: WpQuery,
    call: BlogCallOptions | undefined,
    expectedCodes: readonly string[] = [],
  ): Promise<
    | { posts: BlogPost[]; result: Extract<WpResult, { ok: true }> }
    | { failure: Extract<WpResult, { ok: false }> }
  > {
    const result = await get(route, query, call);
    if (!result.ok) {
      logFailure(what, result, expectedCodes.includes(result.code));
      return { failure: result };
    }
    const posts = mapPosts(result.body);
    if (!posts) {
      const failure = {
        ok: false as const,
        status: 200,
        code: 'unexpected_body',
        message: 'Expected a list of posts',
      };
      logFailure(what, failure);
      return { failure };
    }
    return { posts, result };
  }

  const client: BlogClient = {
    async getPosts(query = {}, call) {
      const page = clampInteger(query.page, WP_DEFAULT_PAGE, 1, Number.MAX_SAFE_INTEGER);
      const perPage = clampInteger(query.perPage, WP_DEFAULT_PER_PAGE, 1, WP_MAX_PER_PAGE);
      const categories = (query.categories ?? []).filter((id) => Number.isSafeInteger(id) && id > 0);
      if (query.categories && query.categories.length > 0 && categories.length === 0) {
        logger.warn('[blog] No valid category id to filter posts by', { categories: query.categories });
        return emptyPage(false);
      }
      const search = query.search?.trim();

      const outcome = await listPosts(
        'Could not load posts',
        POSTS,
        {
          _embed: EMBED,
          _fields: CARD_FIELDS,
          page,
          per_page: perPage,
          categories: categories.length > 0 ? categories.join(',') : undefined,
          search: search || undefined,
        },
        call,
        ['rest_post_invalid_page_number'],
      );
      if ('failure' in outcome) return emptyPage(outcome.failure.code !== 'rest_post_invalid_page_number');

      const { posts, result } = outcome;
      // The headers may be missing (a proxy that drops them, CORS without exposed headers): then only the
      // pages seen so far are known to exist.
      const totalPages = headerCount(result.headers, 'X-WP-TotalPages') ?? (posts.length > 0 ? page : 0);
      const total = headerCount(result.headers, 'X-WP-Total') ?? (page - 1) * perPage + posts.length;
      return { posts, totalPages, total, failed: false };
    },

    async getPostMeta(id, call) {
      const numericId = postId(id);
      if (numericId === undefined) {
        logger.warn('[blog] Not a post id', { id });
        return null;
      }
      const result = await get(`${POSTS}/${numericId}`, { _fields: 'yoast_head_json' }, call);
      if (!result.ok) {
        logFailure(
          `Could not load search metadata of post ${numericId}`,
          result,
          result.code === 'rest_post_invalid_id',
        );
        return null;
      }
      const body = result.body;
      const head =
        typeof body === 'object' && body !== null
          ? (body as Record<string, unknown>).yoast_head_json
          : undefined;
      return mapYoastHead(head, context) ?? null;
    },

    async getPostBySlug(slug, call) {
      const wanted = slug.trim();
      if (!wanted) {
        logger.warn('[blog] Empty post slug', { slug });
        return null;
      }
      const outcome = await listPosts(
        `Could not load post "${wanted}"`,
        POSTS,
        { _embed: EMBED, slug: wanted },
        call,
      );
      if ('failure' in outcome) return null;
      const post = outcome.posts[0] ?? null;
      if (!post) logger.warn('[blog] No post with this slug', { slug: wanted });
      return post;
    },

    async getCategories(call) {
      // 100 is WordPress's per_page ceiling; a blog with more categories than that shows the first 100 by name.
      const result = await get(CATEGORIES, { per_page: WP_MAX_PER_PAGE, hide_empty: 'true' }, call);
      if (!result.ok) {
        logFailure('Could not load categories', result);
        return [];
      }
      if (!Array.isArray(result.body)) {
        logFailure('Could not load categories', {
          ok: false,
          status: 200,
          code: 'unexpected_body',
          message: 'Expected a list of categories',
        });
        return [];
      }
      return result.body.map(mapWpCategory).filter((category): category is BlogCategory => category !== null);
    },

    async getRelatedPosts(post, limit = BLOG_LIMITS.related, call) {
      const count = clampInteger(limit, BLOG_LIMITS.related, 1, WP_MAX_PER_PAGE);
      const categoryId = post.categoryId;
      if (categoryId === null || !Number.isSafeInteger(categoryId) || categoryId <= 0) {
        logger.warn('[blog] Post has no category to relate by', { id: post.id });
        return [];
      }
      const excluded = postId(post.id);
      const outcome = await listPosts(
        `Could not load posts related to ${post.id}`,
        POSTS,
        { _embed: EMBED, _fields: CARD_FIELDS, categories: categoryId, exclude: excluded, per_page: count },
        call,
      );
      if ('failure' in outcome) return [];
      return outcome.posts.filter((related) => related.id !== String(post.id)).slice(0, count);
    },

    async getPopularPosts(limit = BLOG_LIMITS.popular, call) {
      const count = clampInteger(limit, BLOG_LIMITS.popular, 1, WP_MAX_PER_PAGE);

      if (!popularPluginMissing) {
        const outcome = await listPosts(
          'Popular posts plugin unavailable',
          POPULAR_POSTS,
          // The plugin's default range is the last 24 hours, which leaves a quiet blog with no list at all.
          { limit: count, range: POPULAR_RANGE, _embed: EMBED, _fields: CARD_FIELDS },
          call,
          ['rest_no_route'],
        );
        if ('posts' in outcome && outcome.posts.length > 0) return outcome.posts.slice(0, count);
        if ('failure' in outcome && outcome.failure.code === 'aborted') return [];
        if ('failure' in outcome && outcome.failure.code === 'rest_no_route') popularPluginMissing = true;
        if ('posts' in outcome) logger.warn('[blog] Popular posts plugin has no data yet; using fallbacks');
      }

      // Stock WordPress refuses orderby=comment_count (400 rest_invalid_param); sites that allow it get it.
      if (!commentOrderRejected) {
        const outcome = await listPosts(
          'Posts by comment count unavailable',
          POSTS,
          { _embed: EMBED, _fields: CARD_FIELDS, orderby: 'comment_count', order: 'desc', per_page: count },
          call,
          ['rest_invalid_param'],
        );
        if ('posts' in outcome && outcome.posts.length > 0) return outcome.posts;
        if ('failure' in outcome && outcome.failure.code === 'aborted') return [];
        if ('failure' in outcome && outcome.failure.code === 'rest_invalid_param')
          commentOrderRejected = true;
      }

      const latest = await listPosts(
        'Could not load latest posts',
        POSTS,
        { _embed: EMBED, _fields: CARD_FIELDS, per_page: count },
        call,
      );
      return 'posts' in latest ? latest.posts : [];
    },

    async reportView(id) {
      if (!root) return false;
      const result = await requestWp(fetchImpl, wpUrl(root.toString(), POPULAR_POSTS, {}), {
        timeoutMs,
        form: { wpp_id: String(id) },
      });
      if (!result.ok) logFailure('Could not report a post view', result, true);
      return result.ok;
    },
  };

  // The promise above is "never rejects"; this keeps it even if mapping meets data no one foresaw.
  function guard<A extends unknown[], R>(name: string, empty: () => R, method: (...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      try {
        return await method(...args);
      } catch (error) {
        logger.error(`[blog] ${name} failed unexpectedly`, error);
        return empty();
      }
    };
  }
  return {
    getPosts: guard('getPosts', () => emptyPage(true), client.getPosts),
    getPostMeta: guard('getPostMeta', () => null, client.getPostMeta),
    getPostBySlug: guard('getPostBySlug', () => null, client.getPostBySlug),
    getCategories: guard('getCategories', () => [], client.getCategories),
    getRelatedPosts: guard('getRelatedPosts', () => [], client.getRelatedPosts),
    getPopularPosts: guard('getPopularPosts', () => [], client.getPopularPosts),
    reportView: guard('reportView', () => false, client.reportView),
  };
}
