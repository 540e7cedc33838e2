import type { ServerHead } from '@prohive/shared';

import { SSR_HEAD_ATTRIBUTE } from '../ssrState';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The page's title, meta tags, canonical link and JSON-LD as HTML for <head>. */
export function headHtml(head: ServerHead): string {
  const parts: string[] = [];
  if (head.title) parts.push(`<title>${escapeText(head.title)}</title>`);
  for (const meta of head.meta) {
    const key = meta.property
      ? `property="${escapeAttribute(meta.property)}"`
      : `name="${escapeAttribute(meta.name ?? '')}"`;
    parts.push(`<meta ${key} content="${escapeAttribute(meta.content)}" ${SSR_HEAD_ATTRIBUTE}>`);
  }
  if (head.canonical) {
    parts.push(`<link rel="canonical" href="${escapeAttribute(head.canonical)}" ${SSR_HEAD_ATTRIBUTE}>`);
  }
  for (const data of head.jsonLd) {
    // `<` escaped: no string in the data can close the script element.
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    parts.push(`<script type="application/ld+json" ${SSR_HEAD_ATTRIBUTE}>${json}</script>`);
  }
  return parts.join('');
}
