import { BRAND } from '@prohive/shared';
import { type DocumentHead } from '@prohive/ui';

/**
 * The head of a list screen (the blog, a category): its description, and a canonical address that keeps
 * only the page number, so filters and tracking parameters do not split one list into many.
 */
export function listHead({
  path,
  page,
  title,
  description,
  siteOrigin,
}: {
  path: string;
  page: number;
  /** The list's name for link previews (the document title is set by usePageTitle). */
  title: string;
  description: string;
  siteOrigin: string;
}): DocumentHead {
  const canonical = new URL(path, siteOrigin);
  if (page > 1) canonical.searchParams.set('page', String(page));
  return {
    canonical: canonical.toString(),
    meta: [
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: BRAND.name },
      { property: 'og:title', content: title },
      { property: 'og:url', content: canonical.toString() },
      { property: 'og:description', content: description },
    ],
  };
}
