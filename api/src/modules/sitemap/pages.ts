/**
 * The site's public pages that exist without data, mirroring the marketing remote's routes (mfe-marketing) and
 * the entry pages of the other public remotes. `/about-us` is left out: it shows the same page as `/about`, and a
 * sitemap lists one address per page.
 */
export const STATIC_PAGES: readonly string[] = [
  '/',
  '/how-it-works',
  '/faq',
  '/about',
  '/careers',
  '/terms',
  '/privacy',
  '/cookies',
  '/support',
  '/for-providers',
  '/for-cleaner',
  '/prohive-vs-thumbtack-cleaners',
  '/pro-landing',
  '/financing',
  '/financing/rate-check',
  '/financing-waitlist',
  '/blog',
  '/jobs',
  '/professionals',
  '/free-tools',
];

/** The categories that have a `/services/<slug>` page on the site (spec §1); other categories have none. */
export const SERVICE_PAGE_SLUGS: readonly string[] = [
  'plumbing',
  'electrical',
  'hvac',
  'roofing',
  'landscaping',
  'cleaning',
  'handyman',
  'pest-control',
  'appliance-repair',
];

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
