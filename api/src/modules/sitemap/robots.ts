import { PRIVATE_PATHS } from './pages.js';

/** robots.txt for the site at `origin`: everything public may be crawled, the private areas not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
