// The site's public pages that exist without data, in one list read by the marketing remote's routes, the
// shell's REMOTE_AREAS, the api's sitemap and the e2e suite. The list is JSON so that the api, which imports no
// front-end code, can read it as data (api/src/modules/sitemap/pages.ts); see docs/decisions/build-and-test.md §16.
import data from './publicPages.json';
import type { RemoteName } from './remotes';

/**
 * What renders a page: `info` is the marketing remote's copy page (pages/InfoPage), `entry` the landing page of
 * another remote, `tool` one of the free tools (the free_tools remote's catalogue must list the same slugs).
 */
export type PublicPageKind = 'home' | 'info' | 'faq' | 'rate-check' | 'entry' | 'tool';

export interface PublicPage {
  path: string;
  remote: RemoteName;
  kind: PublicPageKind;
  /** Another address of the page at `sameAs`: served, but not listed in the sitemap. */
  sameAs?: string;
}

export const PUBLIC_PAGES = data.pages as readonly PublicPage[];

/** The marketing remote's copy pages (pages/InfoPage renders each from features/info/infoPages). */
export const INFO_PAGE_PATHS: readonly string[] = PUBLIC_PAGES.filter((page) => page.kind === 'info').map(
  (page) => page.path,
);

/** The categories with a `/services/<slug>` page (spec §1); other categories have none. */
export const SERVICE_PAGE_SLUGS: readonly string[] = data.servicePageSlugs;
