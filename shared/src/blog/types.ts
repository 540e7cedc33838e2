/**
 * Two families of types: the spec's Blog post entity (what the site shows) and the WordPress REST shapes the
 * client reads. The WordPress ones describe what a real site may send, so nearly everything is optional and
 * every embed may be an error object instead of the resource.
 */

/** Spec §3 'Blog post', plus the category id the related-posts call needs. */
export interface BlogPost {
  /** The WordPress post id as a string. */
  id: string;
  /** Plain text: entities decoded, markup removed. */
  title: string;
  /** Plain text: markup stripped, entities decoded. */
  excerpt: string;
  /** First category's name, else 'Uncategorized'. */
  category: string;
  /** Id of that first category; null when the post carries none. */
  categoryId: number | null;
  slug: string;
  /** Publication instant, ISO 8601 in UTC (from `date_gmt`; `date` when that is missing). */
  date: string;
  /** Author's display name, else 'Unknown Author'. */
  author: string;
  /** Always 0: the site shows no WordPress comments. */
  commentCount: number;
  /** Featured image URL, else {@link DEFAULT_BLOG_IMAGE}. */
  image: string;
  /**
   * Rendered HTML with links to the blog host rewritten to the site host. Unsanitised. Empty in lists (posts,
   * related, popular), which ask only for what a card shows; a single post by slug has it.
   */
  content: string;
  /** From Yoast SEO's `yoast_head_json`, when the source has it (a single post; lists leave it out). */
  seo?: BlogPostSeo;
}

/** Spec §3 'optional search-metadata', read from Yoast SEO. */
export interface BlogPostSeo {
  title?: string;
  description?: string;
  canonical?: string;
  /** Yoast's `robots.index` / `robots.follow` strings read as booleans ('noindex' → false). */
  robots?: { index: boolean; follow: boolean };
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  ogType?: string;
  twitterTitle?: string;
  twitterDescription?: string;
  twitterImage?: string;
  /** The JSON-LD object (`@context` + `@graph`), ready for a `<script type="application/ld+json">`. */
  schema?: Record<string, unknown>;
}

export interface BlogCategory {
  id: number;
  /** Plain text, entities decoded. */
  name: string;
  slug: string;
  /** Published posts in the category. */
  count: number;
}

/** One page of posts. The §8 empty result is `{ posts: [], totalPages: 0, total: 0 }`. */
export interface BlogPostsPage {
  posts: BlogPost[];
  totalPages: number;
  total: number;
  /**
   * True when the source could not be read (as opposed to having nothing to show), so a screen can choose
   * between 'No blog posts found.' and 'Failed to load blog posts. Please try again later.'.
   */
  failed: boolean;
}

export interface BlogPostsQuery {
  /** 1-based; defaults to 1. */
  page?: number;
  /** 1–100 (WordPress's bounds); defaults to 10. */
  perPage?: number;
  /** Category ids; posts in any of them. */
  categories?: readonly number[];
  /** Full-text search (WordPress's `search`). */
  search?: string;
}

// ---- WordPress REST shapes (wp/v2 and plugins), as documented ----

/** What WordPress sends instead of a resource: a failed request, or an embed the reader may not see. */
export interface WpErrorBody {
  code: string;
  message?: string;
  data?: { status?: number; params?: Record<string, string>; [key: string]: unknown } | null;
}

export interface WpRendered {
  rendered?: string;
  protected?: boolean;
}

export interface WpTerm {
  id: number;
  name?: string;
  slug?: string;
  taxonomy?: string;
  link?: string;
}

export interface WpMedia {
  id?: number;
  source_url?: string;
  media_type?: string;
  mime_type?: string;
  alt_text?: string;
}

export interface WpUser {
  id?: number;
  name?: string;
  slug?: string;
}

export interface WpEmbedded {
  author?: Array<WpUser | WpErrorBody>;
  'wp:featuredmedia'?: Array<WpMedia | WpErrorBody>;
  /** One array per taxonomy linked from the post: categories, tags, custom taxonomies. */
  'wp:term'?: Array<Array<WpTerm | WpErrorBody> | WpErrorBody>;
}

/** Yoast SEO's `yoast_head_json` (16.7+). Every key may be absent. */
export interface YoastHeadJson {
  title?: string;
  description?: string;
  canonical?: string;
  robots?: { index?: string; follow?: string; [directive: string]: string | undefined };
  og_type?: string;
  og_title?: string;
  og_description?: string;
  og_url?: string;
  og_image?: Array<{ url?: string; width?: number; height?: number; type?: string }>;
  twitter_card?: string;
  twitter_title?: string;
  twitter_description?: string;
  twitter_image?: string;
  schema?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface WpPost {
  id: number;
  date?: string;
  date_gmt?: string | null;
  slug?: string;
  link?: string;
  title?: WpRendered;
  content?: WpRendered;
  excerpt?: WpRendered;
  author?: number;
  featured_media?: number;
  categories?: number[];
  yoast_head_json?: YoastHeadJson | null;
  _embedded?: WpEmbedded;
  /** Added by WordPress Popular Posts' route. */
  pageviews?: number;
}

export interface WpCategory {
  id: number;
  name?: string;
  slug?: string;
  count?: number;
  taxonomy?: string;
}
