import { BRAND } from '@prohive/shared';
import type { DocumentHead } from '@prohive/ui';
import { toolPath, type ToolPageInfo } from './toolPageInfo';

export const FREE_TOOLS_PATH = '/free-tools';
export const FREE_TOOLS_NAME = 'Free tools';

/** schema.org BreadcrumbList for "Free tools › Tool" (or just "Free tools" on the index). */
export function breadcrumbJsonLd(origin: string, tool?: { slug: string; title: string }) {
  const crumbs = [{ name: FREE_TOOLS_NAME, url: `${origin}${FREE_TOOLS_PATH}` }];
  if (tool) crumbs.push({ name: tool.title, url: `${origin}${toolPath(tool.slug)}` });
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

function toolJsonLd(info: ToolPageInfo, url: string): Record<string, unknown> {
  if (info.kind === 'guide') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: info.title,
      description: info.description,
      url,
      mainEntityOfPage: url,
      isAccessibleForFree: true,
      publisher: { '@type': 'Organization', name: BRAND.name },
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: info.title,
    description: info.description,
    url,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Any (web browser)',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    publisher: { '@type': 'Organization', name: BRAND.name },
  };
}

/** Social-preview and description tags shared by the index and every tool page. */
export function previewMeta(title: string, description: string, url: string): DocumentHead['meta'] {
  return [
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: BRAND.name },
    { property: 'og:title', content: title },
    { property: 'og:url', content: url },
    { property: 'og:description', content: description },
  ];
}

/** A tool page's head: description, canonical URL (without the query string) and JSON-LD. */
export function toolPageHead(info: ToolPageInfo, origin: string): DocumentHead {
  const url = `${origin}${toolPath(info.slug)}`;
  return {
    canonical: url,
    meta: previewMeta(info.title, info.description, url),
    jsonLd: [toolJsonLd(info, url), breadcrumbJsonLd(origin, info)],
  };
}
