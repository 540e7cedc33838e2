import { DEFAULT_BLOG_IMAGE, UNCATEGORIZED, UNKNOWN_AUTHOR } from './constants';
import { rewriteBlogHost, rewriteBlogHostDeep } from './hostRewrite';
import { decodeEntities, stripMarkup } from './text';
import type {
  BlogCategory,
  BlogPost,
  BlogPostSeo,
  WpErrorBody,
  WpMedia,
  WpPost,
  WpTerm,
  WpUser,
  YoastHeadJson,
} from './types';

/** Where the mapped content is going to be shown, for the host rewrite and the image fallback. */
export interface BlogMappingContext {
  /** Origin of the WordPress site whose links are rewritten, e.g. `https://blog.example.com`. */
  blogOrigin: string;
  /** The site's own origin (`window.location.origin`). */
  siteOrigin: string;
  /** Defaults to {@link DEFAULT_BLOG_IMAGE}. */
  defaultImage?: string;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * WordPress puts `{ code, message, data: { status } }` where an embed is not readable (a private or deleted
 * image, an author whose profile is hidden) and as the body of every failed request.
 */
export function isWpError(value: unknown): value is WpErrorBody {
  return isObject(value) && typeof value.code === 'string' && typeof value.id !== 'number';
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function rendered(field: unknown): string {
  return isObject(field) && typeof field.rendered === 'string' ? field.rendered : '';
}

function firstCategoryTerm(embedded: JsonObject | undefined): WpTerm | undefined {
  const groups = embedded?.['wp:term'];
  if (!Array.isArray(groups)) return undefined;
  const terms = groups
    .filter((group): group is unknown[] => Array.isArray(group))
    .flat()
    .filter((term): term is WpTerm => isObject(term) && !isWpError(term) && isPositiveInteger(term.id));
  const category = terms.find((term) => term.taxonomy === 'category');
  if (category) return category;
  // Without taxonomy names, WordPress's link order (categories before tags) is all there is to go on.
  return terms.every((term) => term.taxonomy === undefined) ? terms[0] : undefined;
}

function authorName(embedded: JsonObject | undefined): string {
  const author = Array.isArray(embedded?.author) ? (embedded.author[0] as unknown) : undefined;
  if (!isObject(author) || isWpError(author)) return UNKNOWN_AUTHOR;
  const name = nonEmptyString((author as WpUser).name);
  return name ? decodeEntities(name).trim() : UNKNOWN_AUTHOR;
}

function featuredImage(embedded: JsonObject | undefined): string | undefined {
  const media = Array.isArray(embedded?.['wp:featuredmedia'])
    ? (embedded['wp:featuredmedia'][0] as unknown)
    : undefined;
  if (!isObject(media) || isWpError(media)) return undefined;
  const { source_url: url, media_type: type } = media as WpMedia;
  if (type !== undefined && type !== 'image') return undefined;
  return nonEmptyString(url);
}

function publicationDate(post: WpPost): string {
  // `date_gmt` is UTC without a zone designator; `date` is the site's local time, also without one.
  const gmt = nonEmptyString(post.date_gmt);
  if (gmt) {
    const instant = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(gmt) ? gmt : `${gmt}Z`);
    if (!Number.isNaN(instant.getTime())) return instant.toISOString();
  }
  return nonEmptyString(post.date) ?? '';
}

function plainText(value: unknown): string | undefined {
  const text = nonEmptyString(value);
  return text ? decodeEntities(text).trim() : undefined;
}

function robotsFlag(value: unknown, negative: string): boolean | undefined {
  // Yoast sends strings ('index' / 'noindex'), never booleans: any non-empty string is truthy, so compare.
  if (typeof value !== 'string') return undefined;
  return value.trim().toLowerCase() !== negative;
}

/** Spec §3 search-metadata from Yoast SEO's `yoast_head_json`; undefined when there is none to read. */
export function mapYoastHead(head: unknown, context: BlogMappingContext): BlogPostSeo | undefined {
  if (!isObject(head)) return undefined;
  const yoast = head as YoastHeadJson;
  const rewrite = (url: string | undefined) =>
    url === undefined ? undefined : rewriteBlogHost(url, context.blogOrigin, context.siteOrigin);

  const seo: BlogPostSeo = {
    title: plainText(yoast.title),
    description: plainText(yoast.description),
    canonical: rewrite(nonEmptyString(yoast.canonical)),
    ogTitle: plainText(yoast.og_title),
    ogDescription: plainText(yoast.og_description),
    ogImage: Array.isArray(yoast.og_image)
      ? yoast.og_image.map((image) => (isObject(image) ? nonEmptyString(image.url) : undefined)).find(Boolean)
      : undefined,
    ogType: nonEmptyString(yoast.og_type),
    twitterTitle: plainText(yoast.twitter_title),
    twitterDescription: plainText(yoast.twitter_description),
    twitterImage: nonEmptyString(yoast.twitter_image),
    schema: isObject(yoast.schema)
      ? rewriteBlogHostDeep(yoast.schema, context.blogOrigin, context.siteOrigin)
      : undefined,
  };
  if (isObject(yoast.robots)) {
    const index = robotsFlag(yoast.robots.index, 'noindex');
    const follow = robotsFlag(yoast.robots.follow, 'nofollow');
    // Unstated directives mean what a robots meta tag means by default: index, follow.
    if (index !== undefined || follow !== undefined)
      seo.robots = { index: index ?? true, follow: follow ?? true };
  }

  const present = Object.fromEntries(
    Object.entries(seo).filter(([, value]) => value !== undefined),
  ) as BlogPostSeo;
  return Object.keys(present).length > 0 ? present : undefined;
}

/**
 * Spec §3 Blog post from a wp/v2 post (with or without `_embedded`), or from WordPress Popular Posts' route,
 * which returns the same shape. Returns null for something that is not a post at all (no numeric id).
 */
export function mapWpPost(raw: unknown, context: BlogMappingContext): BlogPost | null {
  if (!isObject(raw) || isWpError(raw) || !isPositiveInteger(raw.id)) return null;
  const post = raw as unknown as WpPost;
  const embedded = isObject(post._embedded) ? (post._embedded as JsonObject) : undefined;
  const term = firstCategoryTerm(embedded);
  const categoryName = term ? plainText(term.name) : undefined;
  const firstCategoryId = Array.isArray(post.categories)
    ? post.categories.find(isPositiveInteger)
    : undefined;
  const seo = mapYoastHead(post.yoast_head_json, context);

  const mapped: BlogPost = {
    id: String(post.id),
    title: stripMarkup(rendered(post.title)),
    excerpt: rewriteBlogHost(stripMarkup(rendered(post.excerpt)), context.blogOrigin, context.siteOrigin),
    category: categoryName ?? UNCATEGORIZED,
    categoryId: term?.id ?? firstCategoryId ?? null,
    slug: typeof post.slug === 'string' ? post.slug : '',
    date: publicationDate(post),
    author: authorName(embedded),
    commentCount: 0,
    image: featuredImage(embedded) ?? context.defaultImage ?? DEFAULT_BLOG_IMAGE,
    content: rewriteBlogHost(rendered(post.content), context.blogOrigin, context.siteOrigin),
  };
  if (seo) mapped.seo = seo;
  return mapped;
}

/** A wp/v2 category, or null for something that is not one. */
export function mapWpCategory(raw: unknown): BlogCategory | null {
  if (!isObject(raw) || isWpError(raw) || !isPositiveInteger(raw.id)) return null;
  const name = plainText(raw.name);
  if (!name) return null;
  return {
    id: raw.id,
    name,
    slug: typeof raw.slug === 'string' ? raw.slug : '',
    count: typeof raw.count === 'number' && raw.count >= 0 ? raw.count : 0,
  };
}
