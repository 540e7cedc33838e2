import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { categoryPath } from '../content/index.js';
import { indexablePosts, populatedCategoryNames } from './blog.js';
import { sitemapEntries } from './entries.js';
import { SERVICE_PAGE_SLUGS, STATIC_PAGES } from './pages.js';
import { urlsetXml, type SitemapUrl } from './xml.js';

/**
 * Every public page of the site at `origin`, in the order a reader would expect: the fixed pages, the service
 * pages, the location pages (each city, then its services), the blog's categories and its posts.
 */
export async function siteSitemapUrls(db: Kysely<Database>, origin: string): Promise<SitemapUrl[]> {
  const [entries, posts, categories] = await Promise.all([
    sitemapEntries(db),
    indexablePosts(db),
    populatedCategoryNames(db),
  ]);
  const at = (path: string) => `${origin}${path}`;
  return [
    ...STATIC_PAGES.map((path) => ({ loc: at(path) })),
    ...SERVICE_PAGE_SLUGS.map((slug) => ({ loc: at(`/services/${slug}`) })),
    ...entries.locations.flatMap((location) => [
      { loc: at(location.path) },
      ...location.services.map((service) => ({ loc: at(service.path) })),
    ]),
    ...categories.map((name) => ({ loc: at(categoryPath(name)) })),
    // Post slugs are URL-safe by the table's check constraint, as in the blog source's own links.
    ...posts.map((post) => ({ loc: at(`/blog/${post.slug}`), lastmod: post.modified_at })),
  ];
}

export async function siteSitemapXml(db: Kysely<Database>, origin: string): Promise<string> {
  return urlsetXml(await siteSitemapUrls(db, origin));
}
