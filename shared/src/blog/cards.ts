import { BLOG_LIMITS } from './constants';

/**
 * Spec §9: in compact mode a card's excerpt is cut to 70 characters plus an ellipsis; otherwise it is shown
 * whole. Text that already fits is not given an ellipsis.
 */
export function excerptForCard(text: string, compact: boolean): string {
  if (!compact || text.length <= BLOG_LIMITS.compactExcerptChars) return text;
  return `${text.slice(0, BLOG_LIMITS.compactExcerptChars).trimEnd()}...`;
}

/** Spec §9: read time in minutes = excerpt length / 20, rounded up. */
export function readTimeMinutes(excerpt: string): number {
  return Math.ceil(excerpt.length / BLOG_LIMITS.readTimeCharsPerMinute);
}

/**
 * Spec §2: blog cards link to `/category/{category-name-lowercased-with-dash}`. Runs of whitespace become one
 * dash; characters that would end a path segment (`/`, `?`, `#`…) are percent-encoded.
 */
export function categoryPath(name: string): string {
  const segment = name.trim().toLowerCase().replace(/\s+/g, '-');
  return `/category/${encodeURIComponent(segment)}`;
}
