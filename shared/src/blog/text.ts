/**
 * Text helpers for WordPress output. Pure string functions (no DOM), so they behave the same in the browser,
 * in Jest and during any server-side rendering, and never execute or fetch anything found in the markup.
 */

import { decodeHTMLStrict } from 'entities/decode';

// The full HTML5 table (named references, numeric ones with the Windows-1252 remapping HTML prescribes for
// 128–159, which pasted Word content uses) comes from `entities`, the decoder htmlparser2 and cheerio use.
// Strict mode: a reference needs its semicolon, as WordPress writes them, so "AT&amp T" style text is kept.

/** Decodes HTML character references (`&#8217;`, `&#x2019;`, `&amp;`, `&hellip;`…) in one pass. */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTMLStrict(text) : text;
}

// Elements whose text is never shown as text.
const INVISIBLE_ELEMENTS = /<(script|style|noscript|template|iframe|svg|object)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
// Tags after which a reader expects a break, so "end.</p><p>Next" does not become "end.Next".
const BLOCK_BOUNDARIES =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|section|article|header|footer|figure|figcaption|table|tr|td|th|pre)\b[^>]*>/gi;
const ANY_TAG = /<\/?[A-Za-z][^>]*>/g;

/**
 * Plain text from WordPress HTML: comments, scripts and styles removed with their contents, other tags
 * removed, entities decoded, whitespace collapsed. Entities are decoded after the tags are gone, so an
 * escaped `&lt;b&gt;` stays visible text instead of becoming markup.
 */
export function stripMarkup(html: string): string {
  const withoutTags = html
    .replace(COMMENTS, '')
    .replace(INVISIBLE_ELEMENTS, ' ')
    .replace(BLOCK_BOUNDARIES, ' ')
    .replace(ANY_TAG, '');
  return decodeEntities(withoutTags)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
