import { aboutPage, careersPage, howItWorksPage, supportPage } from './pages/company';
import { financingPage, financingWaitlistPage } from './pages/financing';
import { cookiesPage, privacyPage, termsPage } from './pages/legal';
import { forCleanerPage, forProvidersPage, proLandingPage, vsThumbtackPage } from './pages/providers';
import type { ContentPageData } from '../../lib/contentTypes';

/**
 * The pages made only of copy, by path (rendered by pages/InfoPage). /faq and /financing/rate-check have
 * their own screens because they are interactive.
 */
export const INFO_PAGES = {
  '/how-it-works': howItWorksPage,
  '/about': aboutPage,
  // Both addresses are linked (spec §2); one text, with /about as the canonical URL.
  '/about-us': aboutPage,
  '/careers': careersPage,
  '/terms': termsPage,
  '/privacy': privacyPage,
  '/cookies': cookiesPage,
  '/support': supportPage,
  '/for-providers': forProvidersPage,
  '/for-cleaner': forCleanerPage,
  '/prohive-vs-thumbtack-cleaners': vsThumbtackPage,
  '/pro-landing': proLandingPage,
  '/financing': financingPage,
  '/financing-waitlist': financingWaitlistPage,
} as const satisfies Record<string, ContentPageData>;

export type InfoPagePath = keyof typeof INFO_PAGES;

export const INFO_PAGE_PATHS = Object.keys(INFO_PAGES) as InfoPagePath[];

/** Where search engines should index a page that is reachable at more than one address. */
export const CANONICAL_PATHS: Partial<Record<InfoPagePath, string>> = { '/about-us': '/about' };

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function infoPageFor(pathname: string): { page: ContentPageData; canonicalPath: string } | undefined {
  const path = normalize(pathname) as InfoPagePath;
  if (!Object.hasOwn(INFO_PAGES, path)) return undefined;
  const page: ContentPageData = INFO_PAGES[path];
  return { page, canonicalPath: CANONICAL_PATHS[path] ?? path };
}
