import { readFileSync } from 'node:fs';

/**
 * The site's one list of public pages, kept with the front end's route contracts (shared/src/contracts) and read
 * here as data: the api imports no front-end code. The relative path is the same from src/ and from dist/.
 */
const PUBLIC_PAGES_FILE = new URL('../../../../shared/src/contracts/publicPages.json', import.meta.url);

interface PublicPagesFile {
  pages: { path: string; sameAs?: string }[];
  servicePageSlugs: string[];
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Parses the list, failing at start-up (not in a request) when the file is not the shape the sitemap needs. */
export function parsePublicPages(text: string): PublicPagesFile {
  const data = JSON.parse(text) as Partial<PublicPagesFile>;
  const pagesOk =
    Array.isArray(data.pages) &&
    data.pages.every((page) => typeof page?.path === 'string' && page.path.startsWith('/'));
  if (!pagesOk || !isStringList(data.servicePageSlugs)) {
    throw new Error('publicPages.json: expected { pages: [{ path: "/…" }], servicePageSlugs: [string] }');
  }
  return data as PublicPagesFile;
}

const LIST = parsePublicPages(readFileSync(PUBLIC_PAGES_FILE, 'utf8'));

/**
 * The public pages that exist without data. A page with `sameAs` (`/about-us` shows `/about`) is left out: a
 * sitemap lists one address per page.
 */
export const STATIC_PAGES: readonly string[] = LIST.pages
  .filter((page) => !page.sameAs)
  .map((page) => page.path);

/** The categories that have a `/services/<slug>` page on the site (spec §1); other categories have none. */
export const SERVICE_PAGE_SLUGS: readonly string[] = LIST.servicePageSlugs;

/** Signed-in areas and payment callbacks: nothing there for a search engine, and nothing it may see. */
export const PRIVATE_PATHS: readonly string[] = [
  '/admin',
  '/customer',
  '/provider',
  '/profile',
  '/saved',
  '/messages',
  '/dashboard',
  '/stripe/',
];
