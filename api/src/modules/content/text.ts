/** Small text helpers for rendering content the way WordPress renders it. */
import { escapeHtml } from '../../lib/html.js';

export { escapeHtml };

/**
 * A small part of WordPress's wptexturize, applied to titles and excerpts: curly apostrophes, en dashes and
 * the ellipsis as numeric references, so a client that decodes entities (as WordPress clients must) is
 * exercised by our own source too.
 */
export function texturize(text: string): string {
  return escapeHtml(text)
    .replace(/&#39;/g, '&#8217;')
    .replace(/ - /g, ' &#8211; ')
    .replace(/\.\.\./g, '&#8230;');
}

/** The words of an HTML fragment, for reading time and Yoast's word count. */
export function wordCount(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#a-z0-9]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Yoast's estimate: about 200 words a minute, at least one. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.round(wordCount(html) / 200));
}

/** WordPress's date fields: site time without a zone designator. This site's time zone is UTC. */
export function wpDate(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** ISO 8601 with an explicit offset, as Yoast and schema.org write dates. */
export function isoWithOffset(date: Date): string {
  return `${date.toISOString().slice(0, 19)}+00:00`;
}

/** The site's category page: `/category/{category-name-lowercased-with-dash}` (spec §2). */
export function categoryPath(name: string): string {
  return `/category/${encodeURIComponent(name.trim().toLowerCase().replace(/\s+/g, '-'))}`;
}
