// The site's public pages, for specs that must visit every one of them. The fixed addresses come from the one
// list the project keeps (shared/src/contracts/publicPages.json, which the sitemap reads too); the pages that exist only with data (cities, blog
// posts, jobs) are sampled once per kind from the running site, so a new fixed page is checked without
// touching the specs. This file is the only place the e2e suite imports that list from.
import type { APIRequestContext } from '@playwright/test';
import { PUBLIC_PAGES, SERVICE_PAGE_SLUGS } from '../../shared/src/contracts/publicPages';

/** Every public page with a fixed address (a second address of the same page too) and the service pages. */
export const FIXED_PUBLIC_PATHS: readonly string[] = [
  ...PUBLIC_PAGES.map((page) => page.path),
  ...SERVICE_PAGE_SLUGS.map((slug) => `/services/${slug}`),
];

export interface DataPage {
  /** What the test is called, e.g. "a city page". */
  name: string;
  /** One address of this kind on the running site. */
  resolve(request: APIRequestContext): Promise<string>;
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  if (!response.ok()) throw new Error(`/sitemap.xml answered ${response.status()}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The first sitemap page that is not a fixed page and matches `test`. */
function fromSitemap(kind: string, test: (segments: string[]) => boolean) {
  return async (request: APIRequestContext): Promise<string> => {
    const fixed = new Set(FIXED_PUBLIC_PATHS);
    const path = (await sitemapPaths(request)).find(
      (candidate) => !fixed.has(candidate) && test(candidate.split('/').filter(Boolean)),
    );
    if (!path) throw new Error(`the sitemap lists no ${kind}; the demo data should have one`);
    return path;
  };
}

const SECTION_PREFIXES = new Set(['blog', 'category', 'services']);

/**
 * The sitemap's data-driven kinds, plus the public pages it leaves out on purpose (sign-in and provider
 * sign-up are not for search engines; a job is public but short-lived).
 */
export const DATA_PUBLIC_PAGES: readonly DataPage[] = [
  {
    name: 'a city page',
    resolve: fromSitemap('city page', (s) => s.length === 2 && !SECTION_PREFIXES.has(s[0]!)),
  },
  {
    name: "a city's service page",
    resolve: fromSitemap('city service page', (s) => s.length === 3 && !SECTION_PREFIXES.has(s[0]!)),
  },
  { name: 'a blog category', resolve: fromSitemap('blog category', (s) => s[0] === 'category') },
  { name: 'a blog post', resolve: fromSitemap('blog post', (s) => s[0] === 'blog' && s.length === 2) },
  { name: 'a job page', resolve: async (request) => `/job/${await publicJobId(request)}` },
  { name: '/auth', resolve: () => Promise.resolve('/auth') },
  { name: '/provider-signup', resolve: () => Promise.resolve('/provider-signup') },
];

/** The id of an open job on the public jobs list (the demo data has several). */
export async function publicJobId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/jobs');
  if (!response.ok()) throw new Error(`/api/jobs answered ${response.status()}`);
  const body = (await response.json()) as { data: Array<{ id: number }> };
  const first = body.data[0];
  if (!first) throw new Error('the public jobs list is empty; the demo data should have jobs');
  return first.id;
}
