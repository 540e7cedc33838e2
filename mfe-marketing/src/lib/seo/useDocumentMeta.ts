import { useSiteOrigin } from '@prohive/shared';
import { canonicalUrl, useDocumentHead } from '@prohive/ui';

export interface DocumentMeta {
  /** The `<meta name="description">` text. */
  description: string;
  /** Site-relative path of the canonical URL ('/faq'); made absolute against the page's origin. */
  canonicalPath: string;
  /** JSON-LD objects, each rendered as its own `<script type="application/ld+json">`. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
}

/**
 * A marketing page's description, canonical link and JSON-LD, through the site-wide head hook (which puts the
 * shell's defaults back when the page goes). Titles stay with `usePageTitle` from @prohive/shared.
 */
export function useDocumentMeta({ description, canonicalPath, jsonLd }: DocumentMeta): void {
  const origin = useSiteOrigin();
  useDocumentHead({
    meta: [{ name: 'description', content: description }],
    canonical: canonicalUrl(canonicalPath, origin),
    ...(jsonLd ? { jsonLd } : {}),
  });
}
