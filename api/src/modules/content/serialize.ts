import type { AuthorRow, CategoryRow, MediaRow, PostRow } from './repository.js';
import {
  categoryPath,
  escapeHtml,
  isoWithOffset,
  readingMinutes,
  texturize,
  wordCount,
  wpDate,
} from './text.js';

export const SITE_NAME = 'Prohive Blog';
const CURIES = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];

/** Where things live, absolute, so responses read like a WordPress site's. */
export interface SiteUrls {
  /** The site's origin, e.g. `http://127.0.0.1:3000`: post, category and author pages. */
  site: string;
  /** The REST root under the site, e.g. `http://127.0.0.1:3000/api/wp-json`. */
  restRoot: string;
  /** Where featured images and avatars are served, e.g. `http://127.0.0.1:3000/api/wp-content/uploads`. */
  uploads: string;
}

export function siteUrls(site: string): SiteUrls {
  const origin = site.replace(/\/+$/, '');
  return { site: origin, restRoot: `${origin}/api/wp-json`, uploads: `${origin}/api/wp-content/uploads` };
}

export const postLink = (urls: SiteUrls, slug: string) => `${urls.site}/blog/${slug}`;
export const categoryLink = (urls: SiteUrls, name: string) => `${urls.site}${categoryPath(name)}`;
// The site has no author pages; an author's link is the blog, where their posts are listed.
export const authorLink = (urls: SiteUrls) => `${urls.site}/blog`;

/** WordPress's image sizes for a 16:9 drawing: name → [width, height]. Thumbnail is cropped square. */
export const IMAGE_SIZES: Record<string, [number, number]> = {
  thumbnail: [150, 150],
  medium: [300, 169],
  medium_large: [768, 432],
  large: [1024, 576],
};
export const AVATAR_SIZES = [24, 48, 96] as const;

export const mediaFileName = (media: Pick<MediaRow, 'slug'>, size?: [number, number], extension = 'svg') =>
  size ? `blog/${media.slug}-${size[0]}x${size[1]}.${extension}` : `blog/${media.slug}.${extension}`;

export function avatarUrls(urls: SiteUrls, author: Pick<AuthorRow, 'slug'>): Record<string, string> {
  return Object.fromEntries(
    AVATAR_SIZES.map((size) => [String(size), `${urls.uploads}/avatars/${author.slug}-${size}.svg`]),
  );
}

export function serializeUser(urls: SiteUrls, author: AuthorRow, context: 'view' | 'embed') {
  const base = {
    id: author.id,
    name: author.name,
    url: '',
    description: author.description,
    link: authorLink(urls),
    slug: author.slug,
    avatar_urls: avatarUrls(urls, author),
  };
  return {
    ...base,
    ...(context === 'view' ? { meta: [] } : {}),
    _links: {
      self: [{ href: `${urls.restRoot}/wp/v2/users/${author.id}` }],
      collection: [{ href: `${urls.restRoot}/wp/v2/users` }],
    },
  };
}

export function serializeCategory(urls: SiteUrls, category: CategoryRow, context: 'view' | 'embed') {
  const link = categoryLink(urls, category.name);
  const embedFields = {
    id: category.id,
    link,
    name: escapeHtml(category.name),
    slug: category.slug,
    taxonomy: 'category',
  };
  const links = {
    self: [{ href: `${urls.restRoot}/wp/v2/categories/${category.id}` }],
    collection: [{ href: `${urls.restRoot}/wp/v2/categories` }],
    about: [{ href: `${urls.restRoot}/wp/v2/taxonomies/category` }],
    'wp:post_type': [{ href: `${urls.restRoot}/wp/v2/posts?categories=${category.id}` }],
    curies: CURIES,
  };
  if (context === 'embed') return { ...embedFields, _links: links };
  return {
    id: category.id,
    count: category.count,
    description: category.description,
    link,
    name: escapeHtml(category.name),
    slug: category.slug,
    taxonomy: 'category',
    parent: 0,
    meta: [],
    yoast_head_json: {
      title: `${category.name} Archives - ${SITE_NAME}`,
      description: category.description,
      robots: {
        index: 'index',
        follow: 'follow',
        'max-snippet': 'max-snippet:-1',
        'max-image-preview': 'max-image-preview:large',
        'max-video-preview': 'max-video-preview:-1',
      },
      canonical: link,
      og_locale: 'en_US',
      og_type: 'article',
      og_title: `${category.name} Archives`,
      og_description: category.description,
      og_url: link,
      og_site_name: SITE_NAME,
      twitter_card: 'summary_large_image',
    },
    _links: links,
  };
}

/** An uploaded image's files: the re-encoded WebP (at most 1600 px) and its 320 px thumbnail. */
const uploadFile = (urls: SiteUrls, uploadId: string, thumb = false) =>
  `${urls.site}/api/uploads/${uploadId}${thumb ? '/thumb' : ''}`;

function uploadedSizes(urls: SiteUrls, media: MediaRow, uploadId: string) {
  const scale = Math.min(1, 320 / Math.max(media.width, media.height));
  const thumb = {
    width: Math.max(1, Math.round(media.width * scale)),
    height: Math.max(1, Math.round(media.height * scale)),
    mime_type: 'image/webp',
    source_url: uploadFile(urls, uploadId, true),
  };
  const full = {
    width: media.width,
    height: media.height,
    mime_type: 'image/webp',
    source_url: uploadFile(urls, uploadId),
  };
  // WordPress names the sizes it made; an upload has two, so the small names share the thumbnail.
  return {
    thumbnail: { file: `${uploadId}-thumb.webp`, ...thumb },
    medium: { file: `${uploadId}-thumb.webp`, ...thumb },
    full: { file: `${uploadId}.webp`, ...full },
  };
}

/** The media's full-size URL and a raster copy for Open Graph (the drawing's PNG; an upload is raster already). */
export function mediaImage(urls: SiteUrls, media: MediaRow) {
  if (media.upload_id) {
    const url = uploadFile(urls, media.upload_id);
    return { url, mime: 'image/webp', raster: url, rasterMime: 'image/webp' };
  }
  return {
    url: `${urls.uploads}/${mediaFileName(media)}`,
    mime: 'image/svg+xml',
    raster: `${urls.uploads}/${mediaFileName(media, undefined, 'png')}`,
    rasterMime: 'image/png',
  };
}

export function serializeMedia(urls: SiteUrls, media: MediaRow, context: 'view' | 'embed') {
  const file = media.upload_id ? `${media.upload_id}.webp` : mediaFileName(media);
  const image = mediaImage(urls, media);
  const sizes = media.upload_id
    ? uploadedSizes(urls, media, media.upload_id)
    : Object.fromEntries([
        ...Object.entries(IMAGE_SIZES).map(([name, size]) => [
          name,
          {
            file: mediaFileName(media, size).split('/').at(-1),
            width: size[0],
            height: size[1],
            mime_type: 'image/svg+xml',
            source_url: `${urls.uploads}/${mediaFileName(media, size)}`,
          },
        ]),
        [
          'full',
          {
            file: file.split('/').at(-1),
            width: media.width,
            height: media.height,
            mime_type: 'image/svg+xml',
            source_url: image.url,
          },
        ],
      ]);
  const link = image.url;
  const common = {
    id: media.id,
    date: wpDate(media.created_at),
    slug: media.slug,
    type: 'attachment',
    link,
    title: { rendered: texturize(media.title) },
    author: media.author_id ?? 0,
    featured_media: 0,
    caption: { rendered: media.caption ? `<p>${escapeHtml(media.caption)}</p>\n` : '' },
    alt_text: media.alt_text,
    media_type: 'image',
    mime_type: image.mime,
    media_details: {
      width: media.width,
      height: media.height,
      file,
      sizes,
      image_meta: {},
      // A raster copy at full size, for places that refuse SVG (Open Graph, e-mail).
      raster: { mime_type: image.rasterMime, source_url: image.raster },
    },
    source_url: image.url,
  };
  const links = {
    self: [{ href: `${urls.restRoot}/wp/v2/media/${media.id}` }],
    collection: [{ href: `${urls.restRoot}/wp/v2/media` }],
    about: [{ href: `${urls.restRoot}/wp/v2/types/attachment` }],
    ...(media.author_id
      ? { author: [{ embeddable: true, href: `${urls.restRoot}/wp/v2/users/${media.author_id}` }] }
      : {}),
  };
  if (context === 'embed') return { ...common, _links: links };
  return {
    id: common.id,
    date: common.date,
    date_gmt: common.date,
    guid: { rendered: link },
    modified: common.date,
    modified_gmt: common.date,
    slug: common.slug,
    status: 'inherit',
    type: common.type,
    link,
    title: common.title,
    author: common.author,
    featured_media: 0,
    comment_status: 'closed',
    ping_status: 'closed',
    template: '',
    meta: [],
    description: {
      rendered: `<p class="attachment"><img src="${link}" alt="${escapeHtml(media.alt_text)}" width="${IMAGE_SIZES.medium![0]}" height="${IMAGE_SIZES.medium![1]}"/></p>\n`,
    },
    caption: common.caption,
    alt_text: common.alt_text,
    media_type: common.media_type,
    mime_type: common.mime_type,
    media_details: common.media_details,
    post: media.post_id,
    source_url: common.source_url,
    _links: links,
  };
}

export interface PostRelations {
  author: AuthorRow | undefined;
  media: MediaRow | undefined;
  categories: CategoryRow[];
}

/** Yoast SEO's `yoast_head_json`: robots values are strings, as Yoast sends them. */
export function yoastHeadJson(urls: SiteUrls, post: PostRow, relations: PostRelations) {
  const link = postLink(urls, post.slug);
  const title = `${post.seo_title ?? post.title} - ${SITE_NAME}`;
  const description = post.seo_description ?? post.excerpt;
  const authorName = relations.author?.name;
  const image = relations.media
    ? {
        width: relations.media.width,
        height: relations.media.height,
        url: mediaImage(urls, relations.media).raster,
        type: mediaImage(urls, relations.media).rasterMime,
      }
    : undefined;
  const personId = relations.author ? `${urls.site}/#/schema/person/${relations.author.slug}` : undefined;
  const minutes = readingMinutes(post.content);
  const graph: Record<string, unknown>[] = [
    {
      '@type': 'Article',
      '@id': `${link}#article`,
      isPartOf: { '@id': link },
      ...(relations.author ? { author: { name: relations.author.name, '@id': personId } } : {}),
      headline: post.title,
      datePublished: isoWithOffset(post.published_at),
      dateModified: isoWithOffset(post.modified_at),
      mainEntityOfPage: { '@id': link },
      wordCount: wordCount(post.content),
      publisher: { '@id': `${urls.site}/#organization` },
      ...(image ? { image: { '@id': `${link}#primaryimage` }, thumbnailUrl: image.url } : {}),
      articleSection: relations.categories.map((category) => category.name),
      inLanguage: 'en-US',
    },
    {
      '@type': 'WebPage',
      '@id': link,
      url: link,
      name: title,
      isPartOf: { '@id': `${urls.site}/#website` },
      ...(image ? { primaryImageOfPage: { '@id': `${link}#primaryimage` }, thumbnailUrl: image.url } : {}),
      datePublished: isoWithOffset(post.published_at),
      dateModified: isoWithOffset(post.modified_at),
      description,
      breadcrumb: { '@id': `${link}#breadcrumb` },
      inLanguage: 'en-US',
      potentialAction: [{ '@type': 'ReadAction', target: [link] }],
    },
    ...(image
      ? [
          {
            '@type': 'ImageObject',
            inLanguage: 'en-US',
            '@id': `${link}#primaryimage`,
            url: image.url,
            contentUrl: image.url,
            width: image.width,
            height: image.height,
            caption: relations.media?.alt_text ?? '',
          },
        ]
      : []),
    {
      '@type': 'BreadcrumbList',
      '@id': `${link}#breadcrumb`,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${urls.site}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${urls.site}/blog` },
        { '@type': 'ListItem', position: 3, name: post.title },
      ],
    },
    {
      '@type': 'WebSite',
      '@id': `${urls.site}/#website`,
      url: `${urls.site}/`,
      name: SITE_NAME,
      publisher: { '@id': `${urls.site}/#organization` },
      potentialAction: [
        {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${urls.site}/search?q={search_term_string}` },
          'query-input': {
            '@type': 'PropertyValueSpecification',
            valueRequired: true,
            valueName: 'search_term_string',
          },
        },
      ],
      inLanguage: 'en-US',
    },
    {
      '@type': 'Organization',
      '@id': `${urls.site}/#organization`,
      name: 'Prohive',
      url: `${urls.site}/`,
    },
    ...(relations.author
      ? [
          {
            '@type': 'Person',
            '@id': personId,
            name: relations.author.name,
            description: relations.author.description,
            image: {
              '@type': 'ImageObject',
              inLanguage: 'en-US',
              '@id': `${urls.site}/#/schema/person/image/${relations.author.slug}`,
              url: avatarUrls(urls, relations.author)['96'],
              contentUrl: avatarUrls(urls, relations.author)['96'],
              caption: relations.author.name,
            },
          },
        ]
      : []),
  ];
  return {
    title,
    description,
    robots: {
      index: post.noindex ? 'noindex' : 'index',
      follow: 'follow',
      'max-snippet': 'max-snippet:-1',
      'max-image-preview': 'max-image-preview:large',
      'max-video-preview': 'max-video-preview:-1',
    },
    canonical: link,
    og_locale: 'en_US',
    og_type: 'article',
    og_title: post.seo_title ?? post.title,
    og_description: description,
    og_url: link,
    og_site_name: SITE_NAME,
    article_published_time: isoWithOffset(post.published_at),
    article_modified_time: isoWithOffset(post.modified_at),
    ...(image ? { og_image: [image] } : {}),
    ...(authorName ? { author: authorName } : {}),
    twitter_card: 'summary_large_image',
    twitter_title: post.seo_title ?? post.title,
    twitter_description: description,
    ...(image ? { twitter_image: image.url } : {}),
    twitter_misc: {
      ...(authorName ? { 'Written by': authorName } : {}),
      'Est. reading time': `${minutes} minute${minutes === 1 ? '' : 's'}`,
    },
    schema: { '@context': 'https://schema.org', '@graph': graph },
  };
}

/** Yoast's `yoast_head`: the same metadata as the tags it prints in the page head. */
export function yoastHead(head: ReturnType<typeof yoastHeadJson>): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />\n`;
  const robots = Object.values(head.robots).join(', ');
  return (
    `<title>${escapeHtml(head.title)}</title>\n` +
    meta('name', 'description', head.description) +
    meta('name', 'robots', robots) +
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />\n` +
    meta('property', 'og:locale', head.og_locale) +
    meta('property', 'og:type', head.og_type) +
    meta('property', 'og:title', head.og_title) +
    meta('property', 'og:description', head.og_description) +
    meta('property', 'og:url', head.og_url) +
    meta('property', 'og:site_name', head.og_site_name) +
    meta('property', 'article:published_time', head.article_published_time) +
    meta('property', 'article:modified_time', head.article_modified_time) +
    (head.og_image?.map((image) => meta('property', 'og:image', image.url)).join('') ?? '') +
    meta('name', 'twitter:card', head.twitter_card) +
    `<script type="application/ld+json" class="yoast-schema-graph">${JSON.stringify(head.schema).replace(/</g, '\\u003c')}</script>\n`
  );
}

function excerptHtml(excerpt: string): string {
  return excerpt ? `<p>${texturize(excerpt)}</p>\n` : '';
}

export function serializePost(
  urls: SiteUrls,
  post: PostRow,
  relations: PostRelations,
  context: 'view' | 'embed',
  /** Yoast's fields cost the most to build; a `_fields` request without them skips them. */
  withYoast = true,
) {
  const link = postLink(urls, post.slug);
  const links = {
    self: [{ href: `${urls.restRoot}/wp/v2/posts/${post.id}`, targetHints: { allow: ['GET'] } }],
    collection: [{ href: `${urls.restRoot}/wp/v2/posts` }],
    about: [{ href: `${urls.restRoot}/wp/v2/types/post` }],
    author: [{ embeddable: true, href: `${urls.restRoot}/wp/v2/users/${post.author_id}` }],
    ...(post.featured_media_id
      ? {
          'wp:featuredmedia': [
            { embeddable: true, href: `${urls.restRoot}/wp/v2/media/${post.featured_media_id}` },
          ],
        }
      : {}),
    'wp:term': [
      { taxonomy: 'category', embeddable: true, href: `${urls.restRoot}/wp/v2/categories?post=${post.id}` },
    ],
    curies: CURIES,
  };
  const title = { rendered: texturize(post.title) };
  const excerpt = { rendered: excerptHtml(post.excerpt), protected: false };
  if (context === 'embed') {
    return {
      id: post.id,
      date: wpDate(post.published_at),
      slug: post.slug,
      type: 'post',
      link,
      title,
      excerpt,
      author: post.author_id,
      featured_media: post.featured_media_id ?? 0,
      _links: links,
    };
  }
  const head = withYoast ? yoastHeadJson(urls, post, relations) : undefined;
  return {
    id: post.id,
    date: wpDate(post.published_at),
    date_gmt: wpDate(post.published_at),
    guid: { rendered: `${urls.site}/?p=${post.id}` },
    modified: wpDate(post.modified_at),
    modified_gmt: wpDate(post.modified_at),
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link,
    title,
    content: { rendered: post.content, protected: false },
    excerpt,
    author: post.author_id,
    featured_media: post.featured_media_id ?? 0,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard',
    meta: { footnotes: '' },
    categories: relations.categories.map((category) => category.id),
    tags: [],
    class_list: [
      `post-${post.id}`,
      'post',
      'type-post',
      'status-publish',
      'format-standard',
      ...(post.featured_media_id ? ['has-post-thumbnail'] : []),
      'hentry',
      ...relations.categories.map((category) => `category-${category.slug}`),
    ],
    ...(head ? { yoast_head: yoastHead(head), yoast_head_json: head } : {}),
    _links: links,
  };
}
