import { BRAND, UNKNOWN_AUTHOR, type BlogPost, type BlogPostSeo } from '@prohive/shared';
import type { DocumentHead, HeadMeta } from '@prohive/ui';
import { summarise } from './formatting';

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Where a post lives on this site. WordPress keeps non-ASCII slugs percent-encoded; decoding first means
 * they are encoded exactly once either way.
 */
export function articlePath(slug: string): string {
  return `/blog/${encodeURIComponent(safeDecode(slug))}`;
}

function absolute(url: string | undefined, siteOrigin: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, siteOrigin).toString();
  } catch {
    return undefined;
  }
}

/** Images a crawler can fetch: not the inline default picture, which no social card can show. */
function shareableImage(url: string | undefined, siteOrigin: string): string | undefined {
  if (!url || url.startsWith('data:')) return undefined;
  return absolute(url, siteOrigin);
}

/**
 * Yoast's canonical is the post's WordPress permalink, already moved to this site's host by the content
 * client, so for a post at `/why-pipes-freeze/` it names `https://site/why-pipes-freeze/`, a page this site
 * does not have. That address (the post's own permalink: same host, last segment its slug, outside /blog/)
 * becomes the post's address here; any other canonical an editor chose (another host, another page) stands.
 */
export function siteCanonical(canonical: string | undefined, slug: string, siteOrigin: string): string {
  const own = new URL(articlePath(slug), siteOrigin).toString();
  const given = absolute(canonical, siteOrigin);
  if (!given) return own;
  const url = new URL(given);
  if (url.origin !== new URL(siteOrigin).origin) return given;
  const segments = url.pathname.split('/').filter(Boolean);
  const last = segments.at(-1);
  const isPermalink = last !== undefined && safeDecode(last) === safeDecode(slug) && segments[0] !== 'blog';
  return isPermalink ? own : given;
}

function robotsContent(robots: BlogPostSeo['robots']): string {
  const { index = true, follow = true } = robots ?? {};
  const directives = [index ? 'index' : 'noindex', follow ? 'follow' : 'nofollow'];
  // Large previews are what Yoast asks for by default; they do not apply to a page that is not indexed.
  if (index) directives.push('max-image-preview:large');
  return directives.join(', ');
}

function fallbackSchema(post: BlogPost, canonical: string, description: string, image?: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    ...(post.date ? { datePublished: post.date } : {}),
    ...(post.author !== UNKNOWN_AUTHOR ? { author: { '@type': 'Person', name: post.author } } : {}),
    ...(image ? { image } : {}),
    articleSection: post.category,
    mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    url: canonical,
    publisher: { '@type': 'Organization', name: BRAND.name },
  };
}

export interface ArticleHead {
  /** For usePageTitle (which adds the brand when the title lacks it). */
  title: string;
  head: DocumentHead;
}

/**
 * A post's document head from Yoast's `yoast_head_json` (mapped into `post.seo`, or read separately), each
 * field falling back to what the post itself says: its title, its excerpt, its address here, its image.
 */
export function articleHead(post: BlogPost, seo: BlogPostSeo | undefined, siteOrigin: string): ArticleHead {
  const title = seo?.title ?? post.title;
  const description = seo?.description ?? summarise(post.excerpt);
  const canonical = siteCanonical(seo?.canonical, post.slug, siteOrigin);
  const ogImage = shareableImage(seo?.ogImage, siteOrigin) ?? shareableImage(post.image, siteOrigin);
  const twitterImage = shareableImage(seo?.twitterImage, siteOrigin) ?? ogImage;
  const ogTitle = seo?.ogTitle ?? post.title;
  const ogDescription = seo?.ogDescription ?? description;

  const meta: HeadMeta[] = [
    { name: 'description', content: description },
    { name: 'robots', content: robotsContent(seo?.robots) },
    { property: 'og:type', content: seo?.ogType ?? 'article' },
    { property: 'og:site_name', content: BRAND.name },
    { property: 'og:title', content: ogTitle },
    { property: 'og:description', content: ogDescription },
    { property: 'og:url', content: canonical },
    ...(ogImage ? [{ property: 'og:image', content: ogImage }] : []),
    ...(post.date ? [{ property: 'article:published_time', content: post.date }] : []),
    { property: 'article:section', content: post.category },
    { name: 'twitter:card', content: twitterImage ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo?.twitterTitle ?? ogTitle },
    { name: 'twitter:description', content: seo?.twitterDescription ?? ogDescription },
    ...(twitterImage ? [{ name: 'twitter:image', content: twitterImage }] : []),
  ];

  return {
    title,
    head: {
      meta: meta.filter((tag) => tag.content.trim() !== ''),
      canonical,
      jsonLd: seo?.schema ?? fallbackSchema(post, canonical, description, ogImage),
    },
  };
}
